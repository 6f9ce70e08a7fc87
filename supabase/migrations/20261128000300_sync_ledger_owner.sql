-- The sync ledger (sync_applied_ops) keyed by owner and operation id, and written only by the sync
-- functions.
--   - The operation id was the table's primary key across every account and anonymous session: an
--     id first used by account B made account A's operation with that id a "duplicate", and A's
--     write was lost. An operation is now applied at most once per watchlist: (user_id, op_id) for
--     an account, (session_id, op_id) for an anonymous session. Existing rows keep their meaning
--     (each already has exactly one owner), so the change loses nothing.
--   - Clients could insert and update ledger rows over REST (RLS let them write their own rows):
--     a forged row turns one of one's own future operations into a silent "duplicate". Clients now
--     only read their rows; the ledger is written by two SECURITY DEFINER helpers in the schema
--     mise_private, which PostgREST does not expose (Supabase serves `public` only), so they are
--     callable from apply_watchlist_ops and merge_anon_watchlist but not over REST. Each derives the
--     owner from the request itself (auth.uid(), x-session-id), never from an argument.
-- apply_watchlist_ops and merge_anon_watchlist are those of 20261123000100_sync_watchlist_locks.sql
-- with the ledger writes moved into the helpers.

alter table public.sync_applied_ops drop constraint sync_applied_ops_pkey;
alter table public.sync_applied_ops add column id bigint generated always as identity primary key;
create unique index sync_applied_ops_user_op_key on public.sync_applied_ops (user_id, op_id)
  where user_id is not null;
create unique index sync_applied_ops_session_op_key on public.sync_applied_ops (session_id, op_id)
  where session_id is not null;
-- The anonymous session a row was applied for before a merge moved it into an account: a replay
-- from that session (a tab or service worker still signed out) is still a duplicate.
alter table public.sync_applied_ops add column adopted_from_session uuid;
create index sync_applied_ops_adopted_idx on public.sync_applied_ops (adopted_from_session, op_id)
  where adopted_from_session is not null;

drop policy "own applied ops" on public.sync_applied_ops;
create policy "own applied ops" on public.sync_applied_ops
  for select to anon, authenticated
  using (
    (user_id is not null and user_id = auth.uid())
    or (user_id is null and session_id = public.request_session_id())
  );
revoke all on public.sync_applied_ops from anon, authenticated;
grant select on public.sync_applied_ops to anon, authenticated;

create schema if not exists mise_private;
revoke all on schema mise_private from public;
grant usage on schema mise_private to anon, authenticated, service_role;

-- Records that the caller's watchlist applied operation p_op; false if it already had.
create function mise_private.claim_watchlist_op(p_op uuid, p_kind text) returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  sid uuid := public.request_session_id();
begin
  if uid is not null then
    insert into public.sync_applied_ops (op_id, user_id, kind) values (p_op, uid, p_kind)
    on conflict (user_id, op_id) where user_id is not null do nothing;
  elsif sid is not null then
    -- Serialised with merges of this session by the watchlist locks the callers take.
    if exists (select 1 from public.sync_applied_ops
               where adopted_from_session = sid and op_id = p_op) then
      return false;
    end if;
    insert into public.sync_applied_ops (op_id, session_id, kind) values (p_op, sid, p_kind)
    on conflict (session_id, op_id) where session_id is not null do nothing;
  else
    raise exception 'sign in or send an x-session-id header' using errcode = '42501';
  end if;
  return found;
end;
$$;

-- On merge: the operations the caller's anonymous session applied now belong to the signed-in
-- account, so a replay by the same device (now signed in, or still signed out in another tab)
-- stays a duplicate. An id the account already holds keeps the account's row, marked as the
-- session's too.
create function mise_private.adopt_session_ops() returns void
language plpgsql security definer set search_path = '' as $$
declare
  uid uuid := auth.uid();
  sid uuid := public.request_session_id();
begin
  if uid is null or sid is null then
    return;
  end if;
  update public.sync_applied_ops u
  set adopted_from_session = coalesce(u.adopted_from_session, sid)
  where u.user_id = uid
    and exists (select 1 from public.sync_applied_ops s where s.session_id = sid and s.op_id = u.op_id);
  delete from public.sync_applied_ops s
  where s.session_id = sid
    and exists (select 1 from public.sync_applied_ops u where u.user_id = uid and u.op_id = s.op_id);
  update public.sync_applied_ops set user_id = uid, session_id = null, adopted_from_session = sid
  where session_id = sid;
end;
$$;

revoke all on function mise_private.claim_watchlist_op(uuid, text) from public;
revoke all on function mise_private.adopt_session_ops() from public;
grant execute on function mise_private.claim_watchlist_op(uuid, text) to anon, authenticated;
grant execute on function mise_private.adopt_session_ops() to authenticated;

create or replace function public.apply_watchlist_ops(ops jsonb) returns jsonb
language plpgsql security invoker set search_path = public as $$
declare
  uid uuid := auth.uid();
  sid uuid := public.request_session_id();
  op jsonb;
  v_id uuid;
  v_kind text;
  v_movie text;
  v_at timestamptz;
  v_source text;
  v_value text;
  like_row_id bigint;
  results jsonb := '[]'::jsonb;
begin
  if jsonb_typeof(ops) is distinct from 'array' then
    raise exception 'ops must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(ops) > 500 then
    raise exception 'a batch holds at most 500 operations' using errcode = '22023';
  end if;
  if uid is null and sid is null then
    raise exception 'sign in or send an x-session-id header' using errcode = '42501';
  end if;
  -- One batch at a time per watchlist (see the header).
  perform pg_advisory_xact_lock(hashtextextended(
    'mise:watchlist:' || case when uid is null then 'session:' || sid else 'user:' || uid end, 0));

  for op in select value from jsonb_array_elements(ops) loop
    begin
      v_id := (op ->> 'id')::uuid;
      v_kind := op ->> 'kind';
      v_movie := op ->> 'movie_id';
      v_at := least(coalesce((op ->> 'at')::timestamptz, now()), now());
      if v_id is null or v_movie is null or v_kind is null
         or v_kind not in ('like', 'remove', 'watched') then
        raise exception 'operation needs id, kind (like, remove, watched) and movie_id'
          using errcode = '22023';
      end if;

      -- The ledger, keyed by owner: another watchlist's use of this id is no duplicate of ours.
      if not mise_private.claim_watchlist_op(v_id, v_kind) then
        results := results || jsonb_build_object('id', v_id, 'status', 'duplicate');
        continue;
      end if;

      v_source := case coalesce(op ->> 'source', '')
        when 'words' then 'keywords' when 'vibes' then 'vibe' else op ->> 'source' end;
      v_value := coalesce(op ->> 'source_value', '');

      if uid is not null then
        if v_kind = 'like' then
          insert into public.liked_movies as l (user_id, movie_id, like_count, first_liked_at, last_liked_at)
          values (uid, v_movie, 1, v_at, v_at)
          on conflict (user_id, movie_id) do update
            set like_count = l.like_count + 1,
                first_liked_at = least(l.first_liked_at, excluded.first_liked_at),
                last_liked_at = greatest(l.last_liked_at, excluded.last_liked_at)
          returning id into like_row_id;
          if v_source is not null then
            insert into public.liked_movie_sources (like_id, source, source_value, created_at)
            values (like_row_id, v_source, v_value, v_at)
            on conflict do nothing;
          end if;
        elsif v_kind = 'remove' then
          delete from public.liked_movies where user_id = uid and movie_id = v_movie;
        else
          if jsonb_typeof(op -> 'watched') is distinct from 'boolean' then
            raise exception 'watched operation needs a boolean "watched"' using errcode = '22023';
          end if;
          update public.liked_movies set watched = (op ->> 'watched')::boolean
          where user_id = uid and movie_id = v_movie;
        end if;
      else
        if v_kind = 'like' then
          insert into public.anon_watchlist_items as a
            (session_id, movie_id, like_count, first_liked_at, last_liked_at)
          values (sid, v_movie, 1, v_at, v_at)
          on conflict (session_id, movie_id) do update
            set like_count = a.like_count + 1,
                first_liked_at = least(a.first_liked_at, excluded.first_liked_at),
                last_liked_at = greatest(a.last_liked_at, excluded.last_liked_at);
          if v_source is not null then
            insert into public.anon_watchlist_sources (session_id, movie_id, source, source_value, created_at)
            values (sid, v_movie, v_source, v_value, v_at)
            on conflict do nothing;
          end if;
        elsif v_kind = 'remove' then
          delete from public.anon_watchlist_items where session_id = sid and movie_id = v_movie;
        else
          raise exception 'Must be logged in to update watched status' using errcode = '42501';
        end if;
      end if;

      results := results || jsonb_build_object('id', v_id, 'status', 'applied');
    exception
      -- Not the operation's fault: the whole transaction must fail and be run again (the server
      -- retries it, or answers 503 and the client's backoff does), never report it rejected.
      when serialization_failure or deadlock_detected then
        raise;
      when others then
      -- The block's implicit savepoint undid this operation (ledger row included); report it.
      results := results || jsonb_build_object(
        'id', op ->> 'id', 'status', 'rejected', 'code', sqlstate, 'message', sqlerrm);
    end;
  end loop;
  return results;
end;
$$;

create or replace function public.merge_anon_watchlist() returns integer
language plpgsql security invoker set search_path = public as $$
declare
  uid uuid := auth.uid();
  sid uuid := public.request_session_id();
  item record;
  like_row_id bigint;
  merged integer := 0;
begin
  if uid is null then
    raise exception 'sign in to merge a watchlist' using errcode = '42501';
  end if;
  if sid is null then
    return 0;
  end if;
  -- The session's watchlist first, then the account's: the same order everywhere, and a batch
  -- holds only one of the two, so these locks cannot deadlock.
  perform pg_advisory_xact_lock(hashtextextended('mise:watchlist:session:' || sid, 0));
  perform pg_advisory_xact_lock(hashtextextended('mise:watchlist:user:' || uid, 0));

  for item in
    select * from public.anon_watchlist_items where session_id = sid order by first_liked_at
  loop
    insert into public.liked_movies as l (user_id, movie_id, like_count, first_liked_at, last_liked_at)
    values (uid, item.movie_id, item.like_count, item.first_liked_at, item.last_liked_at)
    on conflict (user_id, movie_id) do update
      set like_count = l.like_count + excluded.like_count,
          first_liked_at = least(l.first_liked_at, excluded.first_liked_at),
          last_liked_at = greatest(l.last_liked_at, excluded.last_liked_at)
    returning id into like_row_id;

    insert into public.liked_movie_sources (like_id, source, source_value, created_at)
    select like_row_id, s.source, s.source_value, s.created_at
    from public.anon_watchlist_sources s
    where s.session_id = sid and s.movie_id = item.movie_id
    on conflict do nothing;

    merged := merged + 1;
  end loop;

  -- Operations applied for the session now belong to the account, so a replay of one of them by the
  -- same device (now signed in) stays a duplicate.
  perform mise_private.adopt_session_ops();

  delete from public.anon_watchlist_items where session_id = sid;
  return merged;
end;
$$;
