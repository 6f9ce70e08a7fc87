// Security of the local backend against GoTrue's and PostgREST's behaviour (issue 28), through its
// public HTTP API as an attacker would use it: sessions end on a password change, sign-in is
// throttled per account and per client, limits key on the socket's address (X-Forwarded-For only
// from a trusted proxy), /_mail answers only loopback Host values, passwords follow GoTrue's
// 72-byte rule, an email is one plain address, a signed-out token sends no mail, hostile shapes
// (deep JSON, deep `or=`, NUL) are 4xx with nothing written, and an unknown address costs a bcrypt
// comparison like a known one. Runs on both backend lanes.
import bcrypt from 'bcryptjs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOutbox, sendMail } from '../../../functions/_lib/mailer';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';
import { startFakeStripe, type FakeStripe } from '../../support/fakeStripe';

let b: TestBackend;
const password = 'correct horse';
const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;

beforeAll(async () => {
  b = await startTestBackend();
});
afterAll(() => b?.close());

async function auth(
  target: TestBackend,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${target.url}/auth/v1/${path}`, {
    method: 'POST',
    headers: { apikey: target.anonKey, 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

async function signUp(target: TestBackend, addr: string, data: object = {}) {
  const r = await auth(target, 'signup', { email: addr, password, data });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { access_token: string; refresh_token: string; user: { id: string } };
}

const signIn = (target: TestBackend, addr: string, pw: string, headers = {}) =>
  auth(target, 'token?grant_type=password', { email: addr, password: pw }, headers);

async function getUser(token: string) {
  const res = await fetch(`${b.url}/auth/v1/user`, {
    headers: { apikey: b.anonKey, authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function userExists(addr: string): Promise<boolean> {
  const { data, error } = await b
    .client({ serviceRole: true })
    .from('profiles')
    .select('user_id')
    .eq('email', addr);
  expect(error).toBeNull();
  return data!.length > 0;
}

describe('1. a password change ends the other sessions', () => {
  it('the other session can neither refresh nor read the user; this one stays signed in', async () => {
    const addr = email('pwchange');
    await signUp(b, addr);
    const mine = (await signIn(b, addr, password)).body as {
      access_token: string;
      refresh_token: string;
    };
    const stolen = (await signIn(b, addr, password)).body as {
      access_token: string;
      refresh_token: string;
    };
    const res = await fetch(`${b.url}/auth/v1/user`, {
      method: 'PUT',
      headers: {
        apikey: b.anonKey,
        authorization: `Bearer ${mine.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ password: 'a brand new secret' }),
    });
    expect(res.status).toBe(200);
    expect((await getUser(stolen.access_token)).body).toMatchObject({
      error_code: 'session_not_found',
    });
    const refresh = await auth(b, 'token?grant_type=refresh_token', {
      refresh_token: stolen.refresh_token,
    });
    expect(refresh.status).toBe(400);
    expect(refresh.body.error_code).toBe('refresh_token_not_found');
    expect((await getUser(mine.access_token)).status).toBe(200);
    const mineRefreshed = await auth(b, 'token?grant_type=refresh_token', {
      refresh_token: mine.refresh_token,
    });
    expect(mineRefreshed.status).toBe(200);
  });
});

describe('2. sign-in throttling', () => {
  it('per account: wrong passwords answer 400 up to the limit, then 429 with Retry-After, even for the right one', async () => {
    const addr = email('throttle');
    await signUp(b, addr);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await signIn(b, addr, `wrong ${i}`)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    const refused = await signIn(b, addr, 'wrong again');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toMatchObject({ code: 429, error_code: 'over_request_rate_limit' });
    expect(String(refused.body.msg)).toMatch(
      /Too many failed sign-in attempts.*Try again in \d+ seconds/,
    );
    expect((await signIn(b, addr, password)).status).toBe(429);
  });

  it('successes are never counted (the suite signs in often)', async () => {
    const addr = email('many');
    await signUp(b, addr);
    for (let i = 0; i < 15; i++) expect((await signIn(b, addr, password)).status).toBe(200);
  });

  it('per client: failures across many accounts from one address are throttled too', async () => {
    const own = await startTestBackend({
      signInLimits: { perAccount: 10, perClient: 5, windowMs: 60_000 },
    });
    try {
      for (let i = 0; i < 5; i++)
        expect((await signIn(own, email(`spray${i}`), 'x')).status).toBe(400);
      const refused = await signIn(own, email('spray-last'), 'x');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await own.close();
    }
  });
});

describe('3. client address from the socket, X-Forwarded-For only from a trusted proxy', () => {
  let fake: FakeStripe;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(() => fake?.close());

  it('a new X-Forwarded-For does not reset the checkout limit', async () => {
    const own = await startTestBackend({ env: { ...fake.env, SITE_URL: 'http://localhost' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) {
        const res = await fetch(`${own.url}/.netlify/functions/create-checkout-session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({ amount: 500 }),
        });
        statuses.push(res.status);
        await res.body?.cancel();
      }
      // The limit is 30 per address in 10 minutes (earlier files may have used some of it).
      expect(statuses).toContain(429);
    } finally {
      await own.close();
    }
  });

  it('sign-in throttling keys on the forwarded address only behind a trusted proxy', async () => {
    const limits = { perAccount: 100, perClient: 2, windowMs: 60_000 };
    const direct = await startTestBackend({ signInLimits: limits });
    const proxied = await startTestBackend({ signInLimits: limits, trustedProxies: ['127.0.0.1'] });
    try {
      const spoof = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
      const directStatuses = [];
      for (let i = 0; i < 3; i++)
        directStatuses.push((await signIn(direct, email('d'), 'x', spoof(i))).status);
      expect(directStatuses).toEqual([400, 400, 429]);
      const proxiedStatuses = [];
      for (let i = 0; i < 3; i++)
        proxiedStatuses.push((await signIn(proxied, email('p'), 'x', spoof(i))).status);
      expect(proxiedStatuses).toEqual([400, 400, 400]);
      // The same forwarded client twice more: its own count reaches the limit.
      await signIn(proxied, email('p'), 'x', spoof(0));
      expect((await signIn(proxied, email('p'), 'x', spoof(0))).status).toBe(429);
    } finally {
      await direct.close();
      await proxied.close();
    }
  });
});

/** A GET with a Host header of our choosing (fetch does not let one set Host). */
function getWithHost(url: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('4. /_mail', () => {
  it('answers only loopback Host values (no DNS rebinding)', async () => {
    const port = new URL(b.url).port;
    expect(await getWithHost(`${b.url}/_mail`, `localhost:${port}`)).toBe(200);
    expect(await getWithHost(`${b.url}/_mail/api`, `127.0.0.1:${port}`)).toBe(200);
    expect(await getWithHost(`${b.url}/_mail`, `rebind.attacker.test:${port}`)).toBe(403);
    expect(await getWithHost(`${b.url}/_mail/api`, 'attacker.test')).toBe(403);
  });

  it('is off when the server listens beyond loopback, unless turned on', async () => {
    const wide = await startTestBackend({ hostname: '0.0.0.0' });
    const wideOn = await startTestBackend({ hostname: '0.0.0.0', mailPage: true });
    try {
      const port = new URL(wide.url).port;
      expect(await getWithHost(`http://127.0.0.1:${port}/_mail/api`, `localhost:${port}`)).toBe(
        404,
      );
      const portOn = new URL(wideOn.url).port;
      expect(await getWithHost(`http://127.0.0.1:${portOn}/_mail/api`, `localhost:${portOn}`)).toBe(
        200,
      );
    } finally {
      await wide.close();
      await wideOn.close();
    }
  });
});

describe('5. passwords follow GoTrue’s 72-byte rule', () => {
  it('refuses a password over 72 bytes (even under 72 characters) and accepts exactly 72', async () => {
    const long = 'é'.repeat(51); // 51 characters, 102 bytes
    const r = await auth(b, 'signup', { email: email('long'), password: long });
    expect(r.status).toBe(422);
    expect(r.body.error_code).toBe('validation_failed');
    expect(String(r.body.msg)).toMatch(/72 bytes/);
    const addr = email('exact');
    const exact = 'a'.repeat(72);
    expect((await auth(b, 'signup', { email: addr, password: exact })).status).toBe(200);
    expect((await signIn(b, addr, exact)).status).toBe(200);
  });
});

describe('6. one strict email rule for sign-up and the mailer', () => {
  it.each([
    'victim@example.test,attacker@evil.test',
    'victim@example.test;attacker@evil.test',
    'victim,attacker@evil.test',
    'Victim <victim@example.test>',
    '<b>x</b>@example.test',
    '"a b"@example.test',
    'a@b@example.test',
    'nodot@localhost',
  ])('sign-up refuses %s', async (addr) => {
    const r = await auth(b, 'signup', { email: addr, password });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('Unable to validate email address: invalid format');
  });

  it('the mailer refuses a list of recipients', async () => {
    await expect(
      sendMail(
        { to: 'a@example.test, b@example.test', subject: 's', text: 't', html: '' },
        { MAIL_OUTBOX_DIR: b.mailDir },
      ),
    ).rejects.toThrow(/single valid email address/);
  });
});

describe('7. a signed-out token sends no welcome mail', () => {
  it('answers 401 after sign-out, and sends nothing', async () => {
    const addr = email('welcome');
    const s = await signUp(b, addr, { first_name: 'Ana' });
    const logout = await fetch(`${b.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { apikey: b.anonKey, authorization: `Bearer ${s.access_token}` },
    });
    expect(logout.status).toBe(204);
    const res = await fetch(`${b.url}/.netlify/functions/sendWelcomeEmail`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.access_token}` },
      body: '{}',
    });
    expect(res.status).toBe(401);
    expect((await readOutbox(b.mailDir)).filter((m) => m.to === addr)).toEqual([]);
  });
});

const nested = (depth: number, leaf: unknown = 1) => {
  let v: unknown = leaf;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

describe('10. hostile shapes are 4xx, and nothing is half-written', () => {
  it('sign-up metadata nested 3,000 levels: 400 and no account', async () => {
    const addr = email('deep');
    const r = await auth(b, 'signup', { email: addr, password, data: nested(3000) });
    expect(r.status).toBe(400);
    expect(String(r.body.msg)).toMatch(/nests deeper than/);
    expect(await userExists(addr)).toBe(false);
  });

  it('a JSON body nested 10,000 levels: 400 on auth and on REST', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    expect(
      (await auth(b, 'signup', `{"email":"x@example.test","password":"abcdefg","data":${deep}}`))
        .status,
    ).toBe(400);
    const sid = crypto.randomUUID();
    const res = await fetch(`${b.url}/rest/v1/rpc/apply_watchlist_ops`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'content-type': 'application/json', 'x-session-id': sid },
      body: `{"ops":${deep}}`,
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBeTruthy();
  });

  it('an or= filter nested 3,000 levels: 400', async () => {
    let f = 'movie_id.eq.x';
    for (let i = 0; i < 3000; i++) f = `or(${f})`;
    const res = await fetch(`${b.url}/rest/v1/celluloid_film_data?select=movie_id&or=(${f})`, {
      headers: { apikey: b.anonKey },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('PGRST100');
  });

  it('NUL in sign-up fields: 400 and no account', async () => {
    const addr = email('nul');
    const inMeta = await auth(b, 'signup', {
      email: addr,
      password,
      data: { first_name: 'A\u0000B' },
    });
    expect(inMeta.status).toBe(400);
    expect(await userExists(addr)).toBe(false);
    const inEmail = await auth(b, 'signup', { email: `x\u0000${addr}`, password });
    expect(inEmail.status).toBeGreaterThanOrEqual(400);
    expect(inEmail.status).toBeLessThan(500);
    const inPassword = await auth(b, 'signup', { email: addr, password: 'abc\u0000defgh' });
    expect(inPassword.status).toBe(400);
    expect(await userExists(addr)).toBe(false);
  });

  it('NUL in a REST body: 400', async () => {
    const res = await fetch(`${b.url}/rest/v1/rpc/apply_watchlist_ops`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        'content-type': 'application/json',
        'x-session-id': crypto.randomUUID(),
      },
      body: JSON.stringify({
        ops: [{ id: crypto.randomUUID(), kind: 'like', movie_id: 'a\u0000b' }],
      }),
    });
    expect(res.status).toBe(400);
  });
});

describe('11. sign-in for an unknown address costs what a known one does', () => {
  it('compares a bcrypt hash whether or not the address has an account', async () => {
    const addr = email('timing');
    await signUp(b, addr);
    const compare = vi.spyOn(bcrypt, 'compare');
    try {
      await signIn(b, addr, 'wrong password');
      const known = compare.mock.calls.length;
      await signIn(b, email('nobody'), 'wrong password');
      expect(compare.mock.calls.length - known).toBe(known);
      expect(known).toBe(1);
    } finally {
      compare.mockRestore();
    }
  });
});
