// One door for tokens, end to end: the REST API, the auth API and a function read and verify a
// request's token by the same rules (functions/_lib/accessToken.ts), so a token one of them refuses
// is refused by all, and the API key stands in for a token only where Supabase's gateway lets it
// (REST). Runs on both backend lanes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret, signJwt } from '../../../server/keys';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

let b: TestBackend;
let userToken: string;
let secret: string;

beforeAll(async () => {
  b = await startTestBackend();
  secret = loadOrCreateJwtSecret(b.dataDir);
  const res = await fetch(`${b.url}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: b.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `door-${crypto.randomUUID().slice(0, 8)}@example.test`,
      password: 'password1',
    }),
  });
  userToken = ((await res.json()) as { access_token: string }).access_token;
});
afterAll(() => b?.close());

/** Status codes of the same headers on REST (a user-only table), auth /user and a function. */
async function statuses(headers: Record<string, string>) {
  const rest = await fetch(`${b.url}/rest/v1/profiles?select=user_id`, {
    headers: { apikey: b.anonKey, ...headers },
  });
  const restRows = rest.ok ? ((await rest.json()) as unknown[]).length : -1;
  const user = await fetch(`${b.url}/auth/v1/user`, { headers: { apikey: b.anonKey, ...headers } });
  const fn = await fetch(`${b.url}/.netlify/functions/sendWelcomeEmail`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });
  return { rest: rest.status, restRows, user: user.status, fn: fn.status };
}

describe('one token door for REST, auth and functions', () => {
  it('a user token as Bearer: all three know the user', async () => {
    expect(await statuses({ authorization: `Bearer ${userToken}` })).toEqual({
      rest: 200,
      restRows: 1,
      user: 200,
      fn: 200,
    });
  });

  it('no Authorization: REST speaks as anon (the API key), auth and functions refuse', async () => {
    // anon may not read profiles (401, as PostgREST answers a role without the grant)…
    expect(await statuses({})).toEqual({ rest: 401, restRows: -1, user: 401, fn: 401 });
    // …but reads the archive: the API key was taken as the caller's token.
    const archive = await fetch(`${b.url}/rest/v1/celluloid_film_data?select=movie_id&limit=1`, {
      headers: { apikey: b.anonKey },
    });
    expect(archive.status).toBe(200);
  });

  it.each([
    ['a bare token without the scheme', () => userToken],
    ['another scheme', () => 'Basic dXNlcjpwYXNz'],
    ['two tokens', () => `Bearer ${userToken} ${userToken}`],
  ])('%s is refused by all three', async (_what, value) => {
    const s = await statuses({ authorization: value() });
    expect(s.rest).toBe(401);
    expect(s.user).toBe(401);
    expect(s.fn).toBe(401);
  });

  it('a token signed with the secret but without exp is refused by all three', async () => {
    const noExp = await signJwt({ role: 'authenticated', sub: crypto.randomUUID() }, secret);
    const s = await statuses({ authorization: `Bearer ${noExp}` });
    expect(s.rest).toBe(401);
    expect(s.user).toBe(403);
    expect(s.fn).toBe(401);
  });
});
