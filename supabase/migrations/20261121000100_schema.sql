-- Mise schema: the film archive, profiles, the signed-in and anonymous watchlists, and the
-- idempotency ledger of the sync engine. Runs unchanged on Supabase (`supabase db push`) and on the
-- local PGlite backend, which provides the same `auth` schema and roles.

-- The film archive --------------------------------------------------------------------------------
create table public.celluloid_film_data (
  movie_id text primary key check (movie_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  movie_title text not null check (length(movie_title) between 1 and 300),
  year integer not null check (year between 1888 and 2100),
  aesthetic_summary text not null check (length(aesthetic_summary) between 1 and 2000),
  synopsis text not null check (length(synopsis) between 1 and 2000),
  -- One decade ("1970s") or several, main one first ("1960s, 1970s").
  depicted_decade text not null check (depicted_decade ~ '^[0-9]{3}0s(, [0-9]{3}0s)*$'),
  letterboxd_link text not null check (letterboxd_link ~ '^https://letterboxd\.com/film/[a-z0-9-]+/$'),
  -- 5 to 8 colours, most prominent first, comma-separated.
  hex_codes text not null check (hex_codes ~ '^#[0-9A-F]{6}(,#[0-9A-F]{6}){4,7}$'),
  palette_source text not null default 'curated' check (palette_source in ('curated', 'extracted')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index celluloid_film_data_updated_at_idx on public.celluloid_film_data (updated_at desc);

-- Profiles ------------------------------------------------------------------------------------------
create table public.profiles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email text check (email is null or length(email) <= 320),
  first_name text not null default '' check (length(first_name) <= 100),
  last_name text not null default '' check (length(last_name) <= 100),
  watching_region text check (
    watching_region in (
      'US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'FR', 'DE', 'ES', 'IT', 'NL', 'SE', 'DK', 'NO', 'FI',
      'BR', 'MX', 'AR', 'IN', 'JP', 'KR', 'ZA', 'TR', 'PL', 'CH', 'AT', 'BE', 'PT', 'OTHER'
    )
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Signed-in watchlist -------------------------------------------------------------------------------
create table public.liked_movies (
  id bigint generated always as identity primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  movie_id text not null references public.celluloid_film_data (movie_id) on update cascade,
  like_count integer not null default 1 check (like_count >= 1),
  first_liked_at timestamptz not null default now(),
  last_liked_at timestamptz not null default now(),
  status text not null default 'liked' check (status = 'liked'),
  watched boolean not null default false,
  constraint liked_movies_user_id_movie_id_key unique (user_id, movie_id)
);

create table public.liked_movie_sources (
  id bigint generated always as identity primary key,
  like_id bigint not null references public.liked_movies (id) on delete cascade,
  source text not null check (source in ('color', 'vibe', 'keywords', 'surprise')),
  source_value text not null default '' check (length(source_value) <= 2000),
  created_at timestamptz not null default now(),
  constraint liked_movie_sources_like_id_source_source_value_key unique (like_id, source, source_value)
);

-- Anonymous watchlist (keyed by the browser's session id, sent as the x-session-id header) ---------
create table public.anon_watchlist_items (
  session_id uuid not null,
  movie_id text not null references public.celluloid_film_data (movie_id) on update cascade,
  like_count integer not null default 1 check (like_count >= 1),
  first_liked_at timestamptz not null default now(),
  last_liked_at timestamptz not null default now(),
  status text not null default 'liked' check (status = 'liked'),
  primary key (session_id, movie_id)
);

create table public.anon_watchlist_sources (
  id bigint generated always as identity primary key,
  session_id uuid not null,
  movie_id text not null,
  source text not null check (source in ('color', 'vibe', 'keywords', 'surprise')),
  source_value text not null default '' check (length(source_value) <= 2000),
  created_at timestamptz not null default now(),
  constraint anon_watchlist_sources_key unique (session_id, movie_id, source, source_value),
  foreign key (session_id, movie_id)
    references public.anon_watchlist_items (session_id, movie_id) on delete cascade
);

-- Operations the sync engine has applied: an operation id is applied at most once. -----------------
create table public.sync_applied_ops (
  op_id uuid primary key,
  user_id uuid references auth.users (id) on delete cascade,
  session_id uuid,
  kind text not null check (kind in ('like', 'remove', 'watched')),
  applied_at timestamptz not null default now(),
  check ((user_id is null) <> (session_id is null))
);
create index sync_applied_ops_user_id_idx on public.sync_applied_ops (user_id);
create index sync_applied_ops_session_id_idx on public.sync_applied_ops (session_id);

-- Older clients wrote the source types `words` and `vibes`; store the canonical names
-- (DECISIONS.md: color, vibe, keywords, surprise).
create function public.normalize_source() returns trigger
language plpgsql as $$
begin
  new.source := case new.source when 'words' then 'keywords' when 'vibes' then 'vibe' else new.source end;
  return new;
end;
$$;
create trigger liked_movie_sources_normalize before insert or update on public.liked_movie_sources
  for each row execute function public.normalize_source();
create trigger anon_watchlist_sources_normalize before insert or update on public.anon_watchlist_sources
  for each row execute function public.normalize_source();

create function public.touch_updated_at() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
create trigger celluloid_film_data_touch before update on public.celluloid_film_data
  for each row execute function public.touch_updated_at();
create trigger profiles_touch before update on public.profiles
  for each row execute function public.touch_updated_at();
