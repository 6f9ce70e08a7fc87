// Malformed and hostile requests get PostgREST/GoTrue-style 4xx errors and leave the data as it
// was: bad filter syntax, unknown columns and tables, invalid JSON, oversized bodies, forged,
// expired and wrongly signed JWTs, missing API keys, and features outside the supported subset.
import { SignJWT } from 'jose';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

let b: TestBackend;
const sid = crypto.randomUUID();
let film: string;

beforeAll(async () => {
  b = await startTestBackend({ maxBodyBytes: 64 * 1024 });
  const { data } = await b
    .client()
    .from('celluloid_film_data')
    .select('movie_id')
    .limit(1)
    .single();
  film = data!.movie_id as string;
  const { error } = await b
    .client({ sessionId: sid })
    .from('anon_watchlist_items')
    .insert({ session_id: sid, movie_id: film });
  expect(error).toBeNull();
});
afterAll(() => b?.close());

/** Everything a client could change, read with the service role key. */
async function state() {
  const admin = b.client({ serviceRole: true });
  const [films, items, likes, users] = await Promise.all([
    admin.from('celluloid_film_data').select('*').order('movie_id'),
    admin.from('anon_watchlist_items').select('*').order('movie_id'),
    admin.from('liked_movies').select('*'),
    admin.from('profiles').select('*'),
  ]);
  return { films: films.data, items: items.data, likes: likes.data, users: users.data };
}

const rest = (p: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
  fetch(`${b.url}/rest/v1/${p}`, {
    ...init,
    headers: {
      apikey: b.anonKey,
      'x-session-id': sid,
      'content-type': 'application/json',
      ...init.headers,
    },
  });

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
  return body;
}

const secret = () => readFileSync(path.join(b.dataDir, 'jwt-secret'), 'utf8').trim();
const sign = (claims: Record<string, unknown>, key: string) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(key));

describe('malformed REST requests', () => {
  it('bad filter syntax, unknown operators and unbalanced logic trees are PGRST100 (400)', async () => {
    const before = await state();
    const c = b.client();
    const bad = await c
      .from('celluloid_film_data')
      .select('movie_id')
      .filter('year', 'eqx', '1976');
    expect(bad.status).toBe(400);
    expect(bad.error).toMatchObject({ code: 'PGRST100' });
    await expectError(await rest('celluloid_film_data?year=eq'), 400, 'PGRST100');
    await expectError(await rest('celluloid_film_data?or=(year.eq.1976'), 400, 'PGRST100');
    await expectError(await rest('celluloid_film_data?order=year.sideways'), 400, 'PGRST100');
    await expectError(await rest('celluloid_film_data?limit=ten'), 400, 'PGRST100');
    await expectError(
      await rest(`anon_watchlist_items?movie_id=eqx.${film}`, { method: 'DELETE' }),
      400,
      'PGRST100',
    );
    await expectError(await rest('celluloid_film_data?year=eq.nineteen'), 400, '22P02');
    expect(await state()).toEqual(before);
  });

  it('unknown columns, tables and functions are named in the error', async () => {
    const before = await state();
    const c = b.client({ sessionId: sid });
    const sel = await c.from('celluloid_film_data').select('movie_id, budget');
    expect(sel.status).toBe(400);
    expect(sel.error).toMatchObject({ code: '42703', message: expect.stringContaining('budget') });
    const filt = await c.from('celluloid_film_data').select('movie_id').eq('budget', 1);
    expect(filt.error).toMatchObject({ code: '42703' });
    const ins = await c
      .from('anon_watchlist_items')
      .insert({ session_id: sid, movie_id: film, rating: 5 });
    expect(ins.status).toBe(400);
    expect(ins.error).toMatchObject({
      code: 'PGRST204',
      message: expect.stringContaining("'rating'"),
    });
    const upd = await c.from('anon_watchlist_items').update({ rating: 5 }).eq('session_id', sid);
    expect(upd.error).toMatchObject({ code: 'PGRST204' });
    const table = await c.from('films').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: 'PGRST205' });
    const fn = await c.rpc('drop_everything', { now: true });
    expect(fn.status).toBe(404);
    expect(fn.error).toMatchObject({ code: 'PGRST202' });
    const embed = await c.from('celluloid_film_data').select('movie_id, profiles(*)');
    expect(embed.status).toBe(400);
    expect(embed.error).toMatchObject({ code: 'PGRST200' });
    expect(await state()).toEqual(before);
  });

  it('invalid JSON bodies are PGRST102 (400), an oversized body 413, and nothing is written', async () => {
    const before = await state();
    await expectError(
      await rest('anon_watchlist_items', { method: 'POST', body: '{"session_id": ' }),
      400,
      'PGRST102',
    );
    await expectError(
      await rest('anon_watchlist_items', { method: 'POST', body: '' }),
      400,
      'PGRST102',
    );
    await expectError(
      await rest('anon_watchlist_items', { method: 'POST', body: '[1, 2]' }),
      400,
      'PGRST102',
    );
    await expectError(
      await rest('anon_watchlist_items?session_id=eq.' + sid, { method: 'PATCH', body: '[]' }),
      400,
      'PGRST102',
    );
    await expectError(
      await rest('rpc/apply_watchlist_ops', { method: 'POST', body: 'ops=1' }),
      400,
      'PGRST102',
    );
    const huge = JSON.stringify(
      Array.from({ length: 2000 }, (_, i) => ({
        session_id: sid,
        movie_id: film,
        source: 'vibe',
        source_value: `v${i}`.padEnd(60, '.'),
      })),
    );
    await expectError(await rest('anon_watchlist_sources', { method: 'POST', body: huge }), 413);
    // No Content-Length (a chunked stream): refused as soon as it passes the limit.
    const chunks = new TextEncoder().encode(huge);
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        for (let i = 0; i < chunks.length; i += 4096) c.enqueue(chunks.slice(i, i + 4096));
        c.close();
      },
    });
    await expectError(
      await rest('anon_watchlist_sources', {
        method: 'POST',
        body: stream,
        // Node's fetch needs this for a streamed body; the DOM's RequestInit does not know it.
        ...({ duplex: 'half' } as object),
      }),
      413,
      'PGRST413',
    );
    expect(await state()).toEqual(before);
  });

  it('a path that names no table or function is not found (404)', async () => {
    await expectError(await rest('anon_watchlist_items/extra/segments'), 404, 'PGRST125');
    await expectError(await rest('rpc/apply_watchlist_ops/more'), 404, 'PGRST125');
    await expectError(await rest('no_such_table'), 404);
  });

  it('constraint violations map to PostgREST statuses and roll back', async () => {
    const before = await state();
    const c = b.client({ sessionId: sid });
    const fk = await c
      .from('anon_watchlist_items')
      .insert({ session_id: sid, movie_id: 'no-such-film' });
    expect(fk.status).toBe(409);
    expect(fk.error).toMatchObject({ code: '23503' });
    const dup = await c.from('anon_watchlist_items').insert({ session_id: sid, movie_id: film });
    expect(dup.status).toBe(409);
    expect(dup.error).toMatchObject({ code: '23505' });
    const check = await c
      .from('anon_watchlist_items')
      .insert({ session_id: sid, movie_id: film, like_count: 0 });
    expect(check.status).toBe(400);
    expect(check.error).toMatchObject({ code: '23514' });
    const batch = await c.from('anon_watchlist_sources').insert([
      { session_id: sid, movie_id: film, source: 'vibe', source_value: 'ok' },
      { session_id: sid, movie_id: film, source: 'smell', source_value: 'bad' },
    ]);
    expect(batch.status).toBe(400);
    expect(batch.error).toMatchObject({ code: '23514' });
    expect(await state()).toEqual(before);
  });

  it('unsupported features answer 501 naming them', async () => {
    const c = b.client();
    const fts = await c
      .from('celluloid_film_data')
      .select('movie_id')
      .textSearch('synopsis', 'night');
    expect(fts.status).toBe(501);
    expect(fts.error?.message).toContain('fts');
    const csv = await c.from('celluloid_film_data').select('movie_id').csv();
    expect(csv.status).toBe(501);
    const res = await rest('celluloid_film_data?select=movie_id->x');
    expect(res.status).toBe(501);
  });
});

describe('bad credentials', () => {
  it('forged, expired and wrongly signed JWTs are refused by REST (401) and auth (403)', async () => {
    const before = await state();
    const now = Math.floor(Date.now() / 1000);
    const forged = await sign(
      { role: 'service_role', exp: now + 3600 },
      'not-the-secret-not-the-secret-123',
    );
    const expired = await sign(
      { role: 'authenticated', sub: crypto.randomUUID(), exp: now - 10 },
      secret(),
    );
    const [h, p] = b.anonKey.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ role: 'service_role', exp: now + 3600 })).toString('base64url')}.${b.anonKey.split('.')[2]}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const badRole = await sign({ role: 'postgres', exp: now + 3600 }, secret());
    for (const [token, code] of [
      [forged, 'PGRST301'],
      [expired, 'PGRST303'],
      [tampered, 'PGRST301'],
      [unsigned, 'PGRST301'],
      ['garbage', 'PGRST301'],
      [badRole, 'PGRST301'],
    ] as const) {
      const res = await rest('anon_watchlist_items', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${token}` },
      });
      await expectError(res, 401, code);
      const user = await fetch(`${b.url}/auth/v1/user`, {
        headers: { apikey: b.anonKey, authorization: `Bearer ${token}` },
      });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ error_code: 'bad_jwt' });
    }
    expect(await state()).toEqual(before);
  });

  it('requests without a valid API key are refused like the Supabase gateway does', async () => {
    const none = await fetch(`${b.url}/rest/v1/celluloid_film_data`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: 'nope', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(wrong.status).toBe(401);
  });

  it('the anon role cannot call an RPC granted to authenticated only (401) and GoTrue errors have its shape', async () => {
    const merge = await b.client({ sessionId: sid }).rpc('merge_anon_watchlist');
    expect(merge.status).toBe(401);
    expect(merge.error).toMatchObject({ code: '42501' });
    const bad = await fetch(`${b.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
    const grant = await fetch(`${b.url}/auth/v1/token?grant_type=magic`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await grant.json()).toMatchObject({ error_code: 'unsupported_grant_type' });
  });

  it('an oversized auth body is refused with 413 and creates no user', async () => {
    const before = await state();
    const res = await fetch(`${b.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'big@example.test',
        password: 'password1',
        data: { pad: 'x'.repeat(100_000) },
      }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413 });
    expect(await state()).toEqual(before);
  });
});
