-- Server side of the sync engine.
--
-- apply_watchlist_ops(ops): applies a batch of queued watchlist operations in order, in the one
-- transaction PostgREST gives an RPC call. Each operation is applied at most once (its id goes into
-- sync_applied_ops), so replaying a batch after a lost response changes nothing. An operation that
-- fails (unknown film, bad payload, watched while anonymous) is rolled back alone and reported as
-- rejected; the others still apply. Both functions run as the caller (security invoker), so
-- row-level security stays the guard: a signed-in caller writes only their own rows, an anonymous
-- caller only the rows of the session named by x-session-id.
--
-- An operation: {"id": uuid, "kind": "like" | "remove" | "watched", "movie_id": text,
--                "at": timestamptz, "source": text, "source_value": text, "watched": boolean}
-- Answer: [{"id": uuid, "status": "applied" | "duplicate" | "rejected", "message": text?}, ...]

create function public.apply_watchlist_ops(ops jsonb) returns jsonb
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

      insert into public.sync_applied_ops (op_id, user_id, session_id, kind)
      values (v_id, uid, case when uid is null then sid end, v_kind)
      on conflict (op_id) do nothing;
      if not found then
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
    exception when others then
      -- The block's implicit savepoint undid this operation (ledger row included); report it.
      results := results || jsonb_build_object(
        'id', op ->> 'id', 'status', 'rejected', 'code', sqlstate, 'message', sqlerrm);
    end;
  end loop;
  return results;
end;
$$;

-- merge_anon_watchlist(): on sign-in or sign-up, moves the anonymous watchlist of the session named
-- by x-session-id into the caller's account, in one transaction, with the spec's rules: like counts
-- added, earliest first date, latest last date, sources without duplicates, anonymous rows deleted.
-- Returns the number of films merged.
create function public.merge_anon_watchlist() returns integer
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
  update public.sync_applied_ops set user_id = uid, session_id = null
  where session_id = sid and user_id is null;

  delete from public.anon_watchlist_items where session_id = sid;
  return merged;
end;
$$;

revoke all on function public.apply_watchlist_ops(jsonb) from public;
revoke all on function public.merge_anon_watchlist() from public;
grant execute on function public.apply_watchlist_ops(jsonb) to anon, authenticated;
grant execute on function public.merge_anon_watchlist() to authenticated;
