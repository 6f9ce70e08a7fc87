// PostgREST subset of the local backend through supabase-js: column lists and embedding in both
// directions, every supported filter, ordering and paging, counts, object responses, inserts,
// upserts (merge and ignore), updates, deletes, return preferences, and the sync RPCs.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

let b: TestBackend;
let user: SupabaseClient;
let userId: string;
let films: { movie_id: string; year: number }[];
let total: number;

beforeAll(async () => {
  b = await startTestBackend();
  user = b.client();
  const { data } = await user.auth.signUp({
    email: `rest-${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: 'password1',
  });
  userId = data.user!.id;
  const all = await b
    .client()
    .from('celluloid_film_data')
    .select('movie_id,year')
    .order('movie_id');
  films = all.data!;
  total = films.length;
});
afterAll(() => b?.close());

describe('reading', () => {
  it('selects a column list with aliases', async () => {
    const { data, error } = await b
      .client()
      .from('celluloid_film_data')
      .select('id:movie_id, title:movie_title')
      .eq('movie_id', films[0]!.movie_id);
    expect(error).toBeNull();
    expect(Object.keys(data![0]!).sort()).toEqual(['id', 'title']);
  });

  it('filters with eq neq gt gte lt lte in is like ilike and not', async () => {
    const c = b.client();
    const film = films[0]!;
    const count = async (q: PromiseLike<{ data: unknown[] | null; error: unknown }>) => {
      const r = await q;
      expect(r.error).toBeNull();
      return r.data!.length;
    };
    const by = (f: (x: { year: number }) => boolean) => films.filter(f).length;
    const t = () => c.from('celluloid_film_data').select('movie_id,year');
    expect(await count(t().eq('movie_id', film.movie_id))).toBe(1);
    expect(await count(t().neq('movie_id', film.movie_id))).toBe(total - 1);
    expect(await count(t().gt('year', 1975))).toBe(by((f) => f.year > 1975));
    expect(await count(t().gte('year', 1975))).toBe(by((f) => f.year >= 1975));
    expect(await count(t().lt('year', 1975))).toBe(by((f) => f.year < 1975));
    expect(await count(t().lte('year', 1975))).toBe(by((f) => f.year <= 1975));
    expect(await count(t().in('movie_id', [films[0]!.movie_id, films[1]!.movie_id, 'nope']))).toBe(
      2,
    );
    expect(await count(t().is('synopsis', null))).toBe(0);
    expect(await count(t().not('synopsis', 'is', null))).toBe(total);
    expect(await count(t().like('movie_id', `${film.movie_id.slice(0, 6)}%`))).toBe(
      films.filter((f) => f.movie_id.startsWith(film.movie_id.slice(0, 6))).length,
    );
    expect(await count(t().ilike('movie_id', film.movie_id.toUpperCase()))).toBe(1);
    expect(await count(t().not('year', 'in', '(1975,1976)'))).toBe(
      by((f) => f.year !== 1975 && f.year !== 1976),
    );
    expect(
      await count(t().or(`movie_id.eq.${films[0]!.movie_id},movie_id.eq.${films[1]!.movie_id}`)),
    ).toBe(2);
  });

  it('orders, pages with limit/offset and counts exactly with Content-Range', async () => {
    const c = b.client();
    const page = await c
      .from('celluloid_film_data')
      .select('movie_id,year', { count: 'exact' })
      .order('year', { ascending: false })
      .order('movie_id')
      .range(2, 4);
    expect(page.error).toBeNull();
    expect(page.count).toBe(total);
    const sorted = [...films].sort((x, y) => y.year - x.year || (x.movie_id < y.movie_id ? -1 : 1));
    expect(page.data!.map((f) => f.movie_id)).toEqual(sorted.slice(2, 5).map((f) => f.movie_id));
    const res = await fetch(
      `${b.url}/rest/v1/celluloid_film_data?select=movie_id&limit=3&offset=1`,
      {
        headers: { apikey: b.anonKey, prefer: 'count=exact' },
      },
    );
    expect(res.headers.get('content-range')).toBe(`1-3/${total}`);
    const head = await c.from('celluloid_film_data').select('*', { count: 'exact', head: true });
    expect(head.count).toBe(total);
  });

  it('answers one object for .single() and PGRST116 (406) when not exactly one row', async () => {
    const c = b.client();
    const one = await c
      .from('celluloid_film_data')
      .select('movie_id')
      .eq('movie_id', films[0]!.movie_id)
      .single();
    expect(one.data).toEqual({ movie_id: films[0]!.movie_id });
    const none = await c
      .from('celluloid_film_data')
      .select('movie_id')
      .eq('movie_id', 'nope')
      .single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116' });
    const many = await c.from('celluloid_film_data').select('movie_id').limit(2).single();
    expect(many.error).toMatchObject({ code: 'PGRST116' });
    const maybe = await c
      .from('celluloid_film_data')
      .select('movie_id')
      .eq('movie_id', 'nope')
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe('writing and embedding', () => {
  it('upserts a like, adds a source, and embeds both directions', async () => {
    const film = films[5]!.movie_id;
    const like = await user
      .from('liked_movies')
      .upsert(
        { user_id: userId, movie_id: film, like_count: 1, status: 'liked' },
        { onConflict: 'user_id,movie_id' },
      )
      .select()
      .single();
    expect(like.error).toBeNull();
    expect(like.status).toBe(201);
    const src = await user
      .from('liked_movie_sources')
      .insert({ like_id: like.data!.id, source: 'words', source_value: '["rain"]' });
    expect(src.error).toBeNull();
    expect(src.data).toBeNull(); // return=minimal

    const list = await user
      .from('liked_movies')
      .select('*, liked_movie_sources(source,source_value,created_at), celluloid_film_data(*)')
      .eq('movie_id', film);
    expect(list.error).toBeNull();
    const row = list.data![0]!;
    // Older source names are stored canonically (a trigger in the migrations).
    expect(row.liked_movie_sources).toEqual([
      { source: 'keywords', source_value: '["rain"]', created_at: expect.any(String) },
    ]);
    expect(row.celluloid_film_data).toMatchObject({ movie_id: film, year: films[5]!.year });

    // Merge-duplicates on the unique key updates the row instead of failing.
    const again = await user
      .from('liked_movies')
      .upsert(
        { user_id: userId, movie_id: film, like_count: 3 },
        { onConflict: 'user_id,movie_id' },
      )
      .select('id, like_count')
      .single();
    expect(again.data).toEqual({ id: like.data!.id, like_count: 3 });
    // Ignore-duplicates leaves it alone and returns nothing for the duplicate.
    const ignored = await user
      .from('liked_movies')
      .upsert(
        { user_id: userId, movie_id: film, like_count: 7 },
        { onConflict: 'user_id,movie_id', ignoreDuplicates: true },
      )
      .select();
    expect(ignored.error).toBeNull();
    expect(ignored.data).toEqual([]);
    // A plain insert of the duplicate is a 409 with Postgres' code.
    const dup = await user.from('liked_movies').insert({ user_id: userId, movie_id: film });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505' });
  });

  it('bulk inserts with defaults, updates and deletes with filters', async () => {
    const sid = crypto.randomUUID();
    const anon = b.client({ sessionId: sid });
    const rows = [
      { session_id: sid, movie_id: films[0]!.movie_id },
      { session_id: sid, movie_id: films[1]!.movie_id, like_count: 2 },
    ];
    // As in PostgREST, a key missing from one object of a bulk insert is NULL...
    const nulls = await anon.from('anon_watchlist_items').insert(rows);
    expect(nulls.error).toMatchObject({ code: '23502' });
    // ...unless the client asks for column defaults (Prefer: missing=default).
    const ins = await anon
      .from('anon_watchlist_items')
      .insert(rows, { defaultToNull: false })
      .select('movie_id, like_count, status');
    expect(ins.error).toBeNull();
    expect(ins.data).toEqual([
      { movie_id: films[0]!.movie_id, like_count: 1, status: 'liked' },
      { movie_id: films[1]!.movie_id, like_count: 2, status: 'liked' },
    ]);
    const upd = await anon
      .from('anon_watchlist_items')
      .update({ like_count: 5 })
      .eq('session_id', sid)
      .eq('movie_id', films[0]!.movie_id)
      .select('like_count');
    expect(upd.data).toEqual([{ like_count: 5 }]);
    const del = await anon
      .from('anon_watchlist_items')
      .delete()
      .eq('session_id', sid)
      .eq('movie_id', films[1]!.movie_id);
    expect(del.error).toBeNull();
    expect(del.status).toBe(204);
    const left = await anon.from('anon_watchlist_items').select('movie_id, like_count');
    expect(left.data).toEqual([{ movie_id: films[0]!.movie_id, like_count: 5 }]);
  });

  it('anonymous upsert with merge-duplicates and the session header, as the app writes it', async () => {
    const sid = crypto.randomUUID();
    const anon = b.client({ sessionId: sid });
    const row = { session_id: sid, movie_id: films[2]!.movie_id, like_count: 1, status: 'liked' };
    expect((await anon.from('anon_watchlist_items').upsert(row)).error).toBeNull();
    expect(
      (await anon.from('anon_watchlist_items').upsert({ ...row, like_count: 4 })).error,
    ).toBeNull();
    const got = await anon.from('anon_watchlist_items').select('like_count').single();
    expect(got.data).toEqual({ like_count: 4 });
  });
});

describe('sync RPCs', () => {
  it('apply_watchlist_ops applies a batch once; a replay is all duplicates and changes nothing', async () => {
    const c = b.client();
    await c.auth.signUp({
      email: `ops-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: 'password1',
    });
    const film = films[7]!.movie_id;
    const ops = [
      {
        id: crypto.randomUUID(),
        kind: 'like',
        movie_id: film,
        source: 'color',
        source_value: '#112233',
      },
      {
        id: crypto.randomUUID(),
        kind: 'like',
        movie_id: film,
        source: 'vibe',
        source_value: 'rainy night',
      },
      { id: crypto.randomUUID(), kind: 'watched', movie_id: film, watched: true },
      { id: crypto.randomUUID(), kind: 'like', movie_id: 'no-such-film' },
    ];
    const first = await c.rpc('apply_watchlist_ops', { ops });
    expect(first.error).toBeNull();
    expect((first.data as { status: string }[]).map((r) => r.status)).toEqual([
      'applied',
      'applied',
      'applied',
      'rejected',
    ]);
    const state = async () =>
      (
        await c
          .from('liked_movies')
          .select('like_count, watched, liked_movie_sources(source)')
          .eq('movie_id', film)
          .single()
      ).data;
    const after = await state();
    expect(after).toMatchObject({ like_count: 2, watched: true });
    expect(after!.liked_movie_sources).toHaveLength(2);
    const replay = await c.rpc('apply_watchlist_ops', { ops });
    expect((replay.data as { status: string }[]).map((r) => r.status)).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'rejected',
    ]);
    expect(await state()).toEqual(after);
  });

  it('merge_anon_watchlist adds counts, keeps the earliest and latest dates, dedupes sources, clears the session', async () => {
    const sid = crypto.randomUUID();
    const anon = b.client({ sessionId: sid });
    const [f1, f2] = [films[8]!.movie_id, films[9]!.movie_id];
    await anon.from('anon_watchlist_items').insert([
      {
        session_id: sid,
        movie_id: f1,
        like_count: 2,
        first_liked_at: '2020-01-01T00:00:00Z',
        last_liked_at: '2020-02-01T00:00:00Z',
      },
      {
        session_id: sid,
        movie_id: f2,
        like_count: 1,
        first_liked_at: '2020-03-01T00:00:00Z',
        last_liked_at: '2020-03-01T00:00:00Z',
      },
    ]);
    await anon.from('anon_watchlist_sources').insert([
      { session_id: sid, movie_id: f1, source: 'color', source_value: '#AA0000' },
      { session_id: sid, movie_id: f1, source: 'vibe', source_value: 'neon' },
    ]);
    const c = b.client({ sessionId: sid });
    const { data } = await c.auth.signUp({
      email: `merge-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: 'password1',
    });
    const existing = await c
      .from('liked_movies')
      .insert({
        user_id: data.user!.id,
        movie_id: f1,
        like_count: 3,
        first_liked_at: '2021-01-01T00:00:00Z',
        last_liked_at: '2021-01-01T00:00:00Z',
      })
      .select('id')
      .single();
    await c
      .from('liked_movie_sources')
      .insert({ like_id: existing.data!.id, source: 'color', source_value: '#AA0000' });

    expect((await b.client({ sessionId: sid }).rpc('merge_anon_watchlist')).error).toMatchObject({
      code: '42501',
    });
    const merged = await c.rpc('merge_anon_watchlist');
    expect(merged.error).toBeNull();
    expect(merged.data).toBe(2);
    const likes = await c
      .from('liked_movies')
      .select(
        'movie_id, like_count, first_liked_at, last_liked_at, liked_movie_sources(source, source_value)',
      )
      .order('movie_id');
    const m1 = likes.data!.find((l) => l.movie_id === f1)!;
    expect(m1.like_count).toBe(5);
    expect(new Date(m1.first_liked_at as string).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    expect(new Date(m1.last_liked_at as string).toISOString()).toBe('2021-01-01T00:00:00.000Z');
    expect((m1.liked_movie_sources as { source: string }[]).map((s) => s.source).sort()).toEqual([
      'color',
      'vibe',
    ]);
    expect(likes.data!.find((l) => l.movie_id === f2)?.like_count).toBe(1);
    expect((await anon.from('anon_watchlist_items').select('*')).data).toEqual([]);
    expect((await anon.from('anon_watchlist_sources').select('*')).data).toEqual([]);
  });
});
