// Mail on the local server: the welcome mail (function, token checked by the auth server through
// supabase-js getUser) and the password-reset mail (the auth server's /recover) land in the same
// outbox, in one format that the functions' reader and the /_mail page both read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../../functions/_lib/mailer';
import { startTestBackend, type TestBackend } from '../../support/backend';

let backend: TestBackend;

async function signUp(email: string, firstName: string): Promise<string> {
  const { data, error } = await backend.client().auth.signUp({
    email,
    password: 'secret-pass-1',
    options: { data: { first_name: firstName } },
  });
  if (error || !data.session) throw new Error(`sign-up failed: ${error?.message}`);
  return data.session.access_token;
}

function welcome(body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(`${backend.url}/.netlify/functions/sendWelcomeEmail`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

const mailsTo = async (to: string) =>
  (await readOutbox(backend.mailDir)).filter((m) => m.to === to);

beforeAll(async () => {
  delete process.env.SUPABASE_JWT_SECRET;
  delete process.env.SMTP_URL;
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

describe('local mail outbox', () => {
  it('delivers the welcome mail to a new account, verified by the auth server', async () => {
    const token = await signUp('ana@example.com', 'Ana');
    const res = await welcome({ email: 'ana@example.com', firstName: 'Ana' }, token);
    expect(res.status).toBe(200);
    const [mail] = await mailsTo('ana@example.com');
    expect(mail?.subject).toBe('Welcome to Mise, Ana!');
    expect(mail?.text).toContain(`${backend.url}/match`);
  });

  it('escapes HTML in the name', async () => {
    const token = await signUp('tag@example.com', 'Tag');
    expect((await welcome({ firstName: '<img src=x onerror=alert(1)>' }, token)).status).toBe(200);
    const [mail] = await mailsTo('tag@example.com');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail!.html).not.toContain('<img');
  });

  it("refuses someone else's address, a missing token and the public anon key", async () => {
    const token = await signUp('eve@example.com', 'Eve');
    expect((await welcome({ email: 'ana@example.com' }, token)).status).toBe(403);
    expect((await welcome({ email: 'eve@example.com' })).status).toBe(401);
    expect((await welcome({ email: 'eve@example.com' }, backend.anonKey)).status).toBe(401);
    expect(await mailsTo('eve@example.com')).toHaveLength(0);
  });

  it('delivers the password-reset mail to the same outbox, with a link that opens /reset', async () => {
    await signUp('reset@example.com', 'Rae');
    const { error } = await backend
      .client()
      .auth.resetPasswordForEmail('reset@example.com', { redirectTo: `${backend.url}/reset` });
    expect(error).toBeNull();
    const [mail] = await mailsTo('reset@example.com');
    expect(mail).toBeDefined();
    const link = /https?:\/\/\S+/.exec(mail!.text)?.[0];
    expect(link).toBeDefined();
    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/reset');
    expect(location.hash).toContain('type=recovery');
  });

  it('lists both kinds of mail on the /_mail page', async () => {
    const listed = (await (await fetch(`${backend.url}/_mail/api`)).json()) as Array<{
      to: string;
      subject: string;
    }>;
    const subjects = listed.map((m) => `${m.to}: ${m.subject}`);
    expect(subjects).toContain('ana@example.com: Welcome to Mise, Ana!');
    expect(subjects.some((s) => s.startsWith('reset@example.com: '))).toBe(true);
    const ours = (await readOutbox(backend.mailDir)).map((m) => m.id).sort();
    expect(listed.map((m) => (m as unknown as { id: string }).id).sort()).toEqual(ours);
  });
});
