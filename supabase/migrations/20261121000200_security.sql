-- Row-level security and grants. Every table has RLS on; clients get only the privileges they use.
--   anon:          the archive (read), and the anonymous rows of the session named by x-session-id
--   authenticated: the archive (read), their own profile, likes and like sources, and (to merge) the
--                  anonymous rows of the session they name
--   service_role:  bypasses RLS (Supabase's role attribute); used only inside functions

-- The session id an anonymous request speaks for: the x-session-id header if it is a UUID.
-- PostgREST exposes request headers as JSON in `request.headers`.
create function public.request_session_id() returns uuid
language sql stable as $$
  select case
    when h ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then h::uuid
  end
  from (
    select nullif(current_setting('request.headers', true), '')::json ->> 'x-session-id' as h
  ) as headers;
$$;

alter table public.celluloid_film_data enable row level security;
alter table public.profiles enable row level security;
alter table public.liked_movies enable row level security;
alter table public.liked_movie_sources enable row level security;
alter table public.anon_watchlist_items enable row level security;
alter table public.anon_watchlist_sources enable row level security;
alter table public.sync_applied_ops enable row level security;

-- Start from nothing (Supabase's default privileges grant everything to the client roles).
revoke all on public.celluloid_film_data, public.profiles, public.liked_movies,
  public.liked_movie_sources, public.anon_watchlist_items, public.anon_watchlist_sources,
  public.sync_applied_ops from anon, authenticated;

grant select on public.celluloid_film_data to anon, authenticated;
grant select, insert, update on public.profiles to authenticated;
grant select, insert, update, delete on public.liked_movies, public.liked_movie_sources to authenticated;
grant select, insert, update, delete on public.anon_watchlist_items, public.anon_watchlist_sources
  to anon, authenticated;
grant select, insert on public.sync_applied_ops to anon, authenticated;
grant update on public.sync_applied_ops to authenticated;
grant usage on all sequences in schema public to anon, authenticated;
grant all on all tables in schema public to service_role;
grant all on all sequences in schema public to service_role;

-- Archive: readable by everyone, writable by no client role (no write policy, no write grant).
create policy "archive is public" on public.celluloid_film_data
  for select to anon, authenticated using (true);

-- Profiles: one's own only.
create policy "own profile: select" on public.profiles
  for select to authenticated using (user_id = auth.uid());
create policy "own profile: insert" on public.profiles
  for insert to authenticated with check (user_id = auth.uid());
create policy "own profile: update" on public.profiles
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());

-- Signed-in watchlist: one's own likes, and the sources of one's own likes.
create policy "own likes" on public.liked_movies
  for all to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy "sources of own likes" on public.liked_movie_sources
  for all to authenticated
  using (exists (select 1 from public.liked_movies l where l.id = like_id and l.user_id = auth.uid()))
  with check (exists (select 1 from public.liked_movies l where l.id = like_id and l.user_id = auth.uid()));

-- Anonymous watchlist: only the rows of the session the request names. No header, no rows.
create policy "own session items" on public.anon_watchlist_items
  for all to anon, authenticated
  using (session_id = public.request_session_id())
  with check (session_id = public.request_session_id());
create policy "own session sources" on public.anon_watchlist_sources
  for all to anon, authenticated
  using (session_id = public.request_session_id())
  with check (session_id = public.request_session_id());

-- Sync ledger: one's own applied operations.
create policy "own applied ops" on public.sync_applied_ops
  for all to anon, authenticated
  using (
    (user_id is not null and user_id = auth.uid())
    or (user_id is null and session_id = public.request_session_id())
  )
  with check (
    (user_id is not null and user_id = auth.uid())
    or (user_id is null and session_id = public.request_session_id())
  );

-- A profile is created by the database from the sign-up metadata, so it cannot be missed.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = public as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  region text := upper(coalesce(meta ->> 'watching_region', meta ->> 'region', ''));
begin
  insert into public.profiles (user_id, email, first_name, last_name, watching_region)
  values (
    new.id,
    new.email,
    left(coalesce(meta ->> 'first_name', meta ->> 'firstName', ''), 100),
    left(coalesce(meta ->> 'last_name', meta ->> 'lastName', ''), 100),
    case when region in (
      'US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'FR', 'DE', 'ES', 'IT', 'NL', 'SE', 'DK', 'NO', 'FI',
      'BR', 'MX', 'AR', 'IN', 'JP', 'KR', 'ZA', 'TR', 'PL', 'CH', 'AT', 'BE', 'PT', 'OTHER'
    ) then region end
  )
  on conflict (user_id) do nothing;
  return new;
end;
$$;
create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();
