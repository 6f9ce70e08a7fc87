// The one token door (functions/_lib/accessToken.ts), case by case: how the bearer token is read
// and which JWTs are accepted, by the rules Supabase applies.
import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { readBearerToken, verifyAccessToken } from '../../../functions/_lib/accessToken';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const key = (s = SECRET) => new TextEncoder().encode(s);
const now = () => Math.floor(Date.now() / 1000);

const sign = (claims: Record<string, unknown>, alg = 'HS256', secret = SECRET) =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key(secret));
const valid = () => sign({ role: 'authenticated', sub: 'u1', exp: now() + 60 });

const h = (init: Record<string, string>) => new Headers(init);

describe('reading the bearer token', () => {
  it.each([
    ['Bearer abc.def.ghi', 'abc.def.ghi'],
    ['bearer abc.def.ghi', 'abc.def.ghi'],
    ['BEARER abc.def.ghi', 'abc.def.ghi'],
    ['  Bearer   abc.def.ghi  ', 'abc.def.ghi'],
    ['Bearer\tabc.def.ghi', 'abc.def.ghi'],
  ])('reads %j', (auth, token) => {
    expect(readBearerToken(h({ authorization: auth }))).toEqual({
      ok: true,
      token,
      from: 'authorization',
    });
  });

  it.each([
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a bare token', 'abc.def.ghi'],
    ['the scheme alone', 'Bearer'],
    ['two tokens', 'Bearer abc def'],
    ['a scheme glued to the token', 'Bearerabc.def.ghi'],
  ])('refuses %s as malformed', (_what, auth) => {
    expect(readBearerToken(h({ authorization: auth }))).toEqual({ ok: false, reason: 'malformed' });
    // Even where the API key could stand in: a malformed header is never "no token".
    expect(
      readBearerToken(h({ authorization: auth, apikey: 'k' }), { apiKeyFallback: true }),
    ).toEqual({ ok: false, reason: 'malformed' });
  });

  it('no Authorization: no token, or the API key where the gateway passes it on (REST)', () => {
    expect(readBearerToken(h({}))).toEqual({ ok: true, token: null, from: 'none' });
    expect(readBearerToken(h({ authorization: '  ' }))).toEqual({
      ok: true,
      token: null,
      from: 'none',
    });
    expect(readBearerToken(h({ apikey: 'key' }))).toEqual({ ok: true, token: null, from: 'none' });
    expect(readBearerToken(h({ apikey: 'key' }), { apiKeyFallback: true })).toEqual({
      ok: true,
      token: 'key',
      from: 'apikey',
    });
  });

  it('Authorization wins over the API key', () => {
    expect(
      readBearerToken(h({ authorization: 'Bearer user', apikey: 'key' }), { apiKeyFallback: true }),
    ).toEqual({ ok: true, token: 'user', from: 'authorization' });
  });
});

describe('verifying the JWT', () => {
  it('accepts an HS256 token signed with the secret, with a role and a future exp', async () => {
    const check = await verifyAccessToken(await valid(), SECRET);
    expect(check).toMatchObject({ ok: true, claims: { role: 'authenticated', sub: 'u1' } });
  });

  it('refuses an expired token as expired', async () => {
    const t = await sign({ role: 'authenticated', exp: now() - 10 });
    expect(await verifyAccessToken(t, SECRET)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another secret', () => sign({ role: 'anon', exp: now() + 60 }, 'HS256', `${SECRET}-other`)],
    ['HS512', () => sign({ role: 'anon', exp: now() + 60 }, 'HS512')],
    ['HS384', () => sign({ role: 'anon', exp: now() + 60 }, 'HS384')],
    [
      'alg none',
      () => Promise.resolve(new UnsecuredJWT({ role: 'service_role', exp: now() + 60 }).encode()),
    ],
    ['no exp', () => sign({ role: 'anon' })],
    ['no role', () => sign({ sub: 'u1', exp: now() + 60 })],
    ['an empty role', () => sign({ role: '', exp: now() + 60 })],
    ['a role that is not text', () => sign({ role: 1, exp: now() + 60 })],
    ['not yet valid (nbf)', () => sign({ role: 'anon', exp: now() + 120, nbf: now() + 60 })],
    [
      'a tampered payload',
      async () => {
        const [head, , sig] = (await valid()).split('.');
        const forged = Buffer.from(
          JSON.stringify({ role: 'service_role', sub: 'u1', exp: now() + 60 }),
        ).toString('base64url');
        return `${head}.${forged}.${sig}`;
      },
    ],
    ['garbage', () => Promise.resolve('not-a-jwt')],
    ['empty', () => Promise.resolve('')],
  ])('refuses %s as invalid', async (_what, make) => {
    expect(await verifyAccessToken(await make(), SECRET)).toEqual({ ok: false, reason: 'invalid' });
  });
});
