-- Film requests ("Missing a film?", docs/product.md#film-requests): a visitor or an account asks for
-- a title the archive lacks. Written through the outbox like every other write
-- (submit_film_requests below, each request applied once through the sync ledger), or by a plain
-- REST insert; read only by the service role (`npm run requests:list`).
--
-- Limits (the client's form checks the same ones first, src/core/requests/filmRequest.ts):
--   - title: 1 to 200 characters once trimmed (runs of spaces collapsed);
--   - year: 1888 (the oldest surviving film) to two years after the request (announced films);
--   - note: optional, at most 280 characters (a short message, like a post), empty means none;
--   - at most 20 requests an hour per owner (an account, else an anonymous session): the 21st is
--     refused with a message saying when to send it again, and the client keeps it visible.
-- The trigger checks them with messages a person can act on (SQLSTATE 22023, 400 over REST; the
-- rate limit P0001, 400, as PostgREST answers a raised exception); the CHECK constraints stay the
-- last guard for any writer.
--
-- Row-level security: anon and authenticated may insert their own requests only (user_id is the
-- caller's account, or session_id the caller's x-session-id); no client role may read, update or
-- delete any (no grant, no policy); the service role reads everything.

create table public.film_requests (
  id bigint generated always as identity primary key,
  -- The outbox operation that delivered it (null for a plain REST insert).
  op_id uuid,
  user_id uuid references auth.users (id) on delete cascade default auth.uid(),
  session_id uuid default (case when auth.uid() is null then public.request_session_id() end),
  title text not null,
  year integer not null,
  note text,
  created_at timestamptz not null default now(),
  constraint film_requests_one_owner check ((user_id is null) <> (session_id is null)),
  constraint film_requests_title_length
    check (title = btrim(title) and char_length(title) between 1 and 200),
  constraint film_requests_year_range
    check (year between 1888 and extract(year from created_at at time zone 'UTC')::integer + 2),
  constraint film_requests_note_length
    check (note is null or (note = btrim(note) and char_length(note) between 1 and 280))
);
create index film_requests_user_idx on public.film_requests (user_id, created_at)
  where user_id is not null;
create index film_requests_session_idx on public.film_requests (session_id, created_at)
  where session_id is not null;

alter table public.film_requests enable row level security;
revoke all on public.film_requests from anon, authenticated;
-- Only the columns a person writes; the owner comes from the defaults (and must be the caller's),
-- created_at is the server's clock.
grant insert (op_id, user_id, session_id, title, year, note) on public.film_requests
  to anon, authenticated;
grant all on public.film_requests to service_role;
grant usage, select on sequence public.film_requests_id_seq to service_role;

create policy "insert own film requests" on public.film_requests
  for insert to anon, authenticated
  with check (
    (user_id is not null and user_id = auth.uid())
    or (user_id is null and auth.uid() is null and session_id = public.request_session_id())
  );

-- The ledger records film requests too (kind 'request').
alter table public.sync_applied_ops drop constraint sync_applied_ops_kind_check;
alter table public.sync_applied_ops add constraint sync_applied_ops_kind_check
  check (kind in ('like', 'remove', 'watched', 'request'));

-- The caller's requests of the last hour (an account's, else the x-session-id's), counted after
-- taking the caller's request lock, so two requests at once cannot both be the 20th. The owner comes
-- from the request itself, never from an argument; the count needs SECURITY DEFINER because no
-- client role may read the table.
create function mise_private.film_requests_last_hour() returns integer
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  sid uuid := public.request_session_id();
  n integer;
begin
  if uid is null and sid is null then
    return 0;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(
    'mise:film_requests:' || case when uid is null then 'session:' || sid else 'user:' || uid end, 0));
  if uid is not null then
    select count(*) into n from public.film_requests
    where user_id = uid and created_at > now() - interval '1 hour';
  else
    select count(*) into n from public.film_requests
    where session_id = sid and created_at > now() - interval '1 hour';
  end if;
  return n;
end;
$$;
-- When the caller's oldest request of the last hour leaves the window (for the refusal's message).
create function mise_private.film_requests_next_slot() returns timestamptz
language sql stable security definer set search_path = '' as $$
  select min(created_at) + interval '1 hour' from public.film_requests
  where created_at > now() - interval '1 hour'
    and ((auth.uid() is not null and user_id = auth.uid())
      or (auth.uid() is null and session_id = public.request_session_id()));
$$;
revoke all on function mise_private.film_requests_last_hour() from public;
revoke all on function mise_private.film_requests_next_slot() from public;
grant execute on function mise_private.film_requests_last_hour() to anon, authenticated, service_role;
grant execute on function mise_private.film_requests_next_slot() to anon, authenticated, service_role;

-- Tidies and checks a request before the constraints see it (runs as the caller).
create function public.film_requests_check() returns trigger
language plpgsql security invoker set search_path = public as $$
declare
  max_year integer := extract(year from now() at time zone 'UTC')::integer + 2;
begin
  new.created_at := now();
  new.title := btrim(regexp_replace(coalesce(new.title, ''), '\s+', ' ', 'g'));
  new.note := nullif(btrim(new.note), '');
  if new.title = '' then
    raise exception 'Give the film''s title.' using errcode = '22023';
  end if;
  if char_length(new.title) > 200 then
    raise exception 'Keep the title to 200 characters (this one has %).', char_length(new.title)
      using errcode = '22023';
  end if;
  if new.year is null then
    raise exception 'Give the year the film came out.' using errcode = '22023';
  end if;
  if new.year < 1888 or new.year > max_year then
    raise exception 'The year must be between 1888 and % (this one is %).', max_year, new.year
      using errcode = '22023';
  end if;
  if char_length(new.note) > 280 then
    raise exception 'Keep the note to 280 characters (this one has %).', char_length(new.note)
      using errcode = '22023';
  end if;
  if mise_private.film_requests_last_hour() >= 20 then
    raise exception 'Too many film requests: at most 20 an hour. This one is kept; send it again after % UTC.',
      to_char(mise_private.film_requests_next_slot() at time zone 'UTC', 'HH24:MI')
      using errcode = 'P0001',
        hint = 'Requests are limited to 20 an hour for each visitor or account.';
  end if;
  return new;
end;
$$;
create trigger film_requests_check before insert on public.film_requests
  for each row execute function public.film_requests_check();

-- submit_film_requests(requests): the outbox's film requests, in order, in one transaction, each
-- applied at most once for its owner (the sync ledger, as apply_watchlist_ops), each refused alone
-- with its reason (bad input, the hourly limit) while the others still apply. Runs as the caller,
-- so row-level security stays the guard.
-- A request: {"id": uuid, "title": text, "year": integer, "note": text?, "at": timestamptz}
-- Answer: [{"id": uuid, "status": "applied" | "duplicate" | "rejected", "message": text?}, ...]
create function public.submit_film_requests(requests jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $$
declare
  uid uuid := auth.uid();
  sid uuid := public.request_session_id();
  r jsonb;
  v_id uuid;
  results jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(requests) is distinct from 'array' then
    raise exception 'requests must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(requests) > 500 then
    raise exception 'a batch holds at most 500 requests' using errcode = '22023';
  end if;
  if uid is null and sid is null then
    raise exception 'sign in or send an x-session-id header' using errcode = '42501';
  end if;
  -- The owner's watchlist lock, as apply_watchlist_ops takes it: the ledger of an anonymous
  -- session is serialised with its merge into an account (20261128000300_sync_ledger_owner.sql).
  perform pg_advisory_xact_lock(hashtextextended(
    'mise:watchlist:' || case when uid is null then 'session:' || sid else 'user:' || uid end, 0));

  for r in select value from jsonb_array_elements(requests) loop
    begin
      v_id := (r ->> 'id')::uuid;
      if v_id is null then
        raise exception 'a film request needs an id' using errcode = '22023';
      end if;
      -- (a CASE, so the cast runs only on a number: OR does not promise an order)
      if (case when jsonb_typeof(r -> 'year') = 'number' then (r ->> 'year')::numeric % 1 <> 0
               else true end) then
        raise exception 'Give the year the film came out, as a whole number.' using errcode = '22023';
      end if;
      if not mise_private.claim_watchlist_op(v_id, 'request') then
        results := results || jsonb_build_object('id', v_id, 'status', 'duplicate');
        continue;
      end if;
      insert into public.film_requests (op_id, title, year, note)
      values (v_id, r ->> 'title', (r ->> 'year')::numeric::integer, r ->> 'note');
      results := results || jsonb_build_object('id', v_id, 'status', 'applied');
    exception
      when serialization_failure or deadlock_detected then
        raise;
      when others then
        -- The block's savepoint undid this request and its ledger row: it can be sent again.
        results := results || jsonb_build_object(
          'id', r ->> 'id', 'status', 'rejected', 'code', sqlstate, 'message', sqlerrm);
    end;
  end loop;
  return results;
end;
$$;
revoke all on function public.submit_film_requests(jsonb) from public;
grant execute on function public.submit_film_requests(jsonb) to anon, authenticated;
