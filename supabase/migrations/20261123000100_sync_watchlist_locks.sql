-- Sync RPCs under true concurrency (a PostgreSQL server, as on Supabase): two devices of one
-- account, a tab and its service worker, or a merge and a sync run at the same moment in separate
-- transactions. The concurrent property test (test/integration/sync/concurrentSync.test.ts) found:
--   - a merge racing an anonymous batch lost writes: merge_anon_watchlist read the session's rows,
--     the batch committed a new like, and the merge's final delete (a later snapshot) removed it
--     without moving it into the account;
--   - two batches of one account liking the same films in different orders deadlocked (row locks
--     of the liked_movies upserts taken in batch order), and apply_watchlist_ops's per-operation
--     exception handler caught the deadlock error and answered the operation "rejected": the
--     client marks it failed, so a like was dropped unless the user retried it by hand.
-- Each call now first takes a transaction-scoped advisory lock per watchlist (the account, or the
-- anonymous session), so batches and merges of one watchlist apply one after the other, each as a
-- whole, in the order their locks were granted, while different watchlists still run in parallel.
-- The ledger (sync_applied_ops) keeps `on conflict do nothing` + `found`: a batch delivered twice
-- at once waits for the first delivery's commit and then reports its operations as duplicates.
-- A deadlock or serialization failure (still possible against other writers) is no longer caught
-- per operation: it aborts the call, which the local server retries and otherwise answers 503.

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
  update public.sync_applied_ops set user_id = uid, session_id = null
  where session_id = sid and user_id is null;

  delete from public.anon_watchlist_items where session_id = sid;
  return merged;
end;
$$;
