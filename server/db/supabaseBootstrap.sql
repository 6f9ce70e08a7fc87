-- What a Supabase project provides before any migration runs, recreated for the local backend:
-- the API roles, the auth schema with auth.users, and auth.uid() / auth.role() / auth.jwt(),
-- reading the claims the way PostgREST sets them (request.jwt.claims, transaction-local).
-- Roles belong to the whole cluster: on a PostgreSQL server, another database may be creating them
-- at the same moment, so losing that race is fine. A connecting user that is not a superuser must
-- be a member of each role to `set local role` to it, as Supabase's authenticator is.
do $$
declare
  r text;
begin
  foreach r in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = r) then
      begin
        execute format('create role %I nologin noinherit%s', r,
          case when r = 'service_role' then ' bypassrls' else '' end);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
    if not (select rolsuper from pg_roles where rolname = current_user)
       and not pg_has_role(current_user, r, 'member') then
      execute format('grant %I to %I', r, current_user);
    end if;
  end loop;
end
$$;

create schema if not exists auth;
grant usage on schema public to anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  aud text not null default 'authenticated',
  role text not null default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  raw_app_meta_data jsonb not null default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb not null default '{}'::jsonb,
  last_sign_in_at timestamptz,
  recovery_token text,
  recovery_sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Sign-up confirmation (MISE_CONFIRM_EMAIL): added after the table first shipped, so data
-- directories made before it gain the columns too.
alter table auth.users add column if not exists confirmation_token text;
alter table auth.users add column if not exists confirmation_sent_at timestamptz;

create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token text not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  revoked boolean not null default false,
  parent text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb;
$$;

create or replace function auth.uid() returns uuid
language sql stable as $$
  select nullif(
    coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''), auth.jwt() ->> 'sub'),
    ''
  )::uuid;
$$;

create or replace function auth.role() returns text
language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''), auth.jwt() ->> 'role');
$$;

create or replace function auth.email() returns text
language sql stable as $$
  select auth.jwt() ->> 'email';
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role(), auth.email()
  to anon, authenticated, service_role;
