// GoTrue subset of the local backend, driven through supabase-js: sign-up with metadata (profile
// row by trigger), sign-in, refresh (including an expired access token), rotating refresh tokens,
// sign-out, get/update user, and the recovery mail whose link works once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMail } from '../../../server/mail';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

let b: TestBackend;
const password = 'correct horse';
const email = (tag: string) => `${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  // No reuse grace, so refresh-token reuse is observable. Access tokens live as usual: a test that
  // needs one to expire has its own backend (one-second tokens would also expire in the middle of
  // unrelated tests on a busy machine).
  b = await startTestBackend({ refreshReuseInterval: 0 });
});
afterAll(() => b?.close());

async function signedUp(tag: string) {
  const c = b.client();
  const addr = email(tag);
  const { data, error } = await c.auth.signUp({
    email: addr,
    password,
    options: { data: { first_name: 'Ana', last_name: 'Lima', watching_region: 'BR' } },
  });
  expect(error).toBeNull();
  return { c, addr, session: data.session!, user: data.user! };
}

describe('sign-up and sign-in', () => {
  it('signs up with metadata, returns a session and the database creates the profile', async () => {
    const { c, addr, session, user } = await signedUp('signup');
    expect(session.access_token).toMatch(/^ey/);
    expect(session.token_type).toBe('bearer');
    expect(user.email).toBe(addr);
    expect(user.user_metadata).toMatchObject({ first_name: 'Ana', watching_region: 'BR' });
    const profile = await c.from('profiles').select('*').single();
    expect(profile.error).toBeNull();
    expect(profile.data).toMatchObject({
      user_id: user.id,
      email: addr,
      first_name: 'Ana',
      last_name: 'Lima',
      watching_region: 'BR',
    });
  });

  it('access tokens are HS256 JWTs with sub, role, email, exp, aud and session_id', async () => {
    const { session, user, addr } = await signedUp('claims');
    const [header, payload] = session.access_token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toMatchObject({ alg: 'HS256' });
    expect(payload).toMatchObject({
      sub: user.id,
      role: 'authenticated',
      email: addr,
      aud: 'authenticated',
    });
    expect(typeof payload!.exp).toBe('number');
    expect(typeof payload!.session_id).toBe('string');
  });

  it('refuses a second sign-up with the same address and a short password', async () => {
    const { addr } = await signedUp('dup');
    const again = await b.client().auth.signUp({ email: addr, password });
    expect(again.error).toMatchObject({ status: 422, code: 'user_already_exists' });
    const weak = await b.client().auth.signUp({ email: email('weak'), password: '123' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });
  });

  it('signs in with the password and refuses a wrong one', async () => {
    const { addr, user } = await signedUp('signin');
    const c = b.client();
    const ok = await c.auth.signInWithPassword({ email: addr, password });
    expect(ok.error).toBeNull();
    expect(ok.data.user?.id).toBe(user.id);
    const bad = await b
      .client()
      .auth.signInWithPassword({ email: addr, password: 'wrong password' });
    expect(bad.error).toMatchObject({
      status: 400,
      code: 'invalid_credentials',
      message: 'Invalid login credentials',
    });
    expect(bad.data.session).toBeNull();
    const nobody = await b.client().auth.signInWithPassword({ email: email('nobody'), password });
    expect(nobody.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });
});

describe('refresh tokens', () => {
  it('an expired access token is refused by REST, and the client refreshes it', async () => {
    // The first token lives one second; the refreshed ones an ordinary hour, so a slow machine
    // cannot let the new token expire too before it is used.
    let ttl = 1;
    const short = await startTestBackend({ accessTokenTtl: () => ttl, refreshReuseInterval: 0 });
    try {
      await expiryIsRefreshed(short, () => (ttl = 3600));
    } finally {
      await short.close();
    }
  });

  async function expiryIsRefreshed(short: TestBackend, ordinaryTokens: () => void) {
    const c = short.client();
    const { data: up, error } = await c.auth.signUp({
      email: email('expiry'),
      password,
      options: { data: { first_name: 'Ana', last_name: 'Lima', watching_region: 'BR' } },
    });
    expect(error).toBeNull();
    const session = up.session!;
    await sleep(2100);
    const raw = await fetch(`${short.url}/rest/v1/profiles?select=user_id`, {
      headers: { apikey: short.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    ordinaryTokens();
    // getSession() sees the expired token and refreshes it with the refresh token.
    const { data } = await c.auth.getSession();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.session?.access_token).not.toBe(session.access_token);
    expect(data.session?.refresh_token).not.toBe(session.refresh_token);
    const profile = await c.from('profiles').select('first_name').single();
    expect(profile.error).toBeNull();
    expect(profile.data?.first_name).toBe('Ana');
  }

  it('rotates refresh tokens and refuses reuse of a revoked one, ending the session', async () => {
    // A client without a stored session, so supabase-js does not refresh on its own first.
    const { session } = await signedUp('rotate');
    const first = await b.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!.refresh_token;
    expect(rotated).not.toBe(session.refresh_token);
    const reuse = await b.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    // Reuse signals a stolen token: the whole session ends, the rotated token too.
    const after = await b.client().auth.refreshSession({ refresh_token: rotated });
    expect(after.error).toMatchObject({ status: 400 });
    const unknown = await b.client().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('within the reuse interval a revoked token yields the current session (concurrent tabs)', async () => {
    const lenient = await startTestBackend({ refreshReuseInterval: 10 });
    try {
      const c = lenient.client();
      const { data } = await c.auth.signUp({ email: email('grace'), password });
      const a = await c.auth.refreshSession({ refresh_token: data.session!.refresh_token });
      const again = await lenient
        .client()
        .auth.refreshSession({ refresh_token: data.session!.refresh_token });
      expect(again.error).toBeNull();
      expect(again.data.session?.refresh_token).toBe(a.data.session?.refresh_token);
    } finally {
      await lenient.close();
    }
  });
});

describe('sign-out and user', () => {
  it('signs out: the refresh token and the session are gone', async () => {
    const { c, session } = await signedUp('signout');
    expect((await c.auth.signOut()).error).toBeNull();
    expect((await c.auth.getSession()).data.session).toBeNull();
    const refresh = await b.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error).toMatchObject({ status: 400 });
    const res = await fetch(`${b.url}/auth/v1/user`, {
      headers: { apikey: b.anonKey, authorization: `Bearer ${session.access_token}` },
    });
    expect(res.status).toBeGreaterThanOrEqual(401);
    expect(res.status).toBeLessThan(404);
  });

  it('gets the user and changes the password (not to the same one)', async () => {
    const c = b.client();
    const addr = email('update');
    await c.auth.signUp({ email: addr, password, options: { data: { first_name: 'Bo' } } });
    const got = await c.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user).toMatchObject({ email: addr, user_metadata: { first_name: 'Bo' } });
    const same = await c.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: 'same_password' });
    const changed = await c.auth.updateUser({
      password: 'a new password',
      data: { last_name: 'Ng' },
    });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.user_metadata).toMatchObject({ first_name: 'Bo', last_name: 'Ng' });
    const old = await b.client().auth.signInWithPassword({ email: addr, password });
    expect(old.error).toMatchObject({ code: 'invalid_credentials' });
    const fresh = await b
      .client()
      .auth.signInWithPassword({ email: addr, password: 'a new password' });
    expect(fresh.error).toBeNull();
  });
});

describe('password recovery', () => {
  // Its own backend with ordinary token lifetimes: the one-second tokens above would expire between
  // opening the link and choosing the password on a busy machine (a flaky test, not a bug).
  let r: TestBackend;
  beforeAll(async () => {
    r = await startTestBackend();
  });
  afterAll(() => r?.close());

  async function signedUpOn(tag: string) {
    const addr = email(tag);
    const { error } = await r.client().auth.signUp({ email: addr, password });
    expect(error).toBeNull();
    return { addr };
  }

  it('mails a link that verifies once and redirects to /reset with the session in the fragment', async () => {
    const { addr } = await signedUpOn('recover');
    const c = r.client();
    const sent = await c.auth.resetPasswordForEmail(addr, { redirectTo: `${r.url}/reset` });
    expect(sent.error).toBeNull();
    const mail = listOutboxMail(r.mailDir).find((m) => m.to === addr);
    expect(mail?.subject).toMatch(/reset/i);
    const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail!.text)?.[1];
    expect(link).toContain('type=recovery');

    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${r.url}/reset`);
    const frag = new URLSearchParams(location.hash.slice(1));
    expect(frag.get('type')).toBe('recovery');
    expect(frag.get('token_type')).toBe('bearer');
    expect(Number(frag.get('expires_in'))).toBeGreaterThan(0);

    // The page sets the session from the fragment and chooses a new password.
    const page = r.client();
    const set = await page.auth.setSession({
      access_token: frag.get('access_token')!,
      refresh_token: frag.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await page.auth.updateUser({ password: 'recovered pw' })).error).toBeNull();
    expect(
      (await r.client().auth.signInWithPassword({ email: addr, password: 'recovered pw' })).error,
    ).toBeNull();

    // Second use: redirected with an error instead of a session.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const frag2 = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(frag2.get('access_token')).toBeNull();
    expect(frag2.get('error_code')).toBe('otp_expired');
  });

  it('answers the same for an unknown address and sends nothing; foreign redirects fall back', async () => {
    const before = listOutboxMail(r.mailDir).length;
    const unknown = await r.client().auth.resetPasswordForEmail(email('ghost'));
    expect(unknown.error).toBeNull();
    expect(listOutboxMail(r.mailDir)).toHaveLength(before);

    const { addr } = await signedUpOn('foreign');
    await r.client().auth.resetPasswordForEmail(addr, { redirectTo: 'https://evil.example/steal' });
    const mail = listOutboxMail(r.mailDir).find((m) => m.to === addr)!;
    const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail.text)![1]!;
    const res = await fetch(link, { redirect: 'manual' });
    expect(res.headers.get('location')!.startsWith(`${r.url}/reset#`)).toBe(true);
  });
});

describe('email confirmation (MISE_CONFIRM_EMAIL, as a project with "Confirm email" on)', () => {
  let confirming: TestBackend;
  beforeAll(async () => {
    confirming = await startTestBackend({ confirmEmail: true });
  });
  afterAll(() => confirming?.close());

  it('signs up without a session, refuses the password until the mailed link is opened, then signs in', async () => {
    const c = confirming.client();
    const addr = email('confirm');
    const up = await c.auth.signUp({
      email: addr,
      password,
      options: { data: { first_name: 'Ana', last_name: 'Lima', watching_region: 'BR' } },
    });
    expect(up.error).toBeNull();
    expect(up.data.session).toBeNull();
    expect(up.data.user?.email).toBe(addr);

    const early = await confirming.client().auth.signInWithPassword({ email: addr, password });
    expect(early.error).toMatchObject({ code: 'email_not_confirmed' });

    const mail = listOutboxMail(confirming.mailDir).find((m) => m.to === addr);
    expect(mail?.subject).toMatch(/confirm/i);
    const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail!.text)?.[1];
    expect(link).toContain('type=signup');
    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/login');
    expect(new URLSearchParams(location.hash.slice(1)).get('confirmed')).toBe('true');

    const signedIn = await confirming.client().auth.signInWithPassword({ email: addr, password });
    expect(signedIn.error).toBeNull();
    expect(signedIn.data.session?.access_token).toBeTruthy();
    // The link works once.
    const again = await fetch(link!, { redirect: 'manual' });
    const frag = new URLSearchParams(new URL(again.headers.get('location')!).hash.slice(1));
    expect(frag.get('error_code')).toBe('otp_expired');
  });
});
