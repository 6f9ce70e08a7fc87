// The welcome mail function with tokens verified locally (SUPABASE_JWT_SECRET, jose): the mail
// lands in the local outbox, only for the caller's own address, with every inserted value escaped,
// and a caller cannot flood an inbox.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import handler from '../../../functions/sendWelcomeEmail';
import { readOutbox } from '../../../functions/_lib/mailer';

const SECRET = 'test-jwt-secret-at-least-32-characters-long';
const saved = { ...process.env };
let outbox: string;

async function token(
  email: string,
  opts: { secret?: string; expiresIn?: string; role?: string } = {},
) {
  return new SignJWT({
    role: opts.role ?? 'authenticated',
    email,
    user_metadata: { first_name: 'Ana' },
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(randomUUID())
    .setExpirationTime(opts.expiresIn ?? '1h')
    .sign(new TextEncoder().encode(opts.secret ?? SECRET));
}

function post(body: unknown, bearer?: string, ip = '203.0.113.7'): Request {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': ip,
  };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return new Request('http://127.0.0.1/.netlify/functions/sendWelcomeEmail', {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
}

async function call(req: Request) {
  // As Netlify does, the caller's address arrives in the context (here: the header we set).
  const res = await handler(req, { ip: req.headers.get('x-forwarded-for') ?? undefined });
  return {
    status: res.status,
    headers: res.headers,
    body: (await res.json()) as Record<string, unknown>,
  };
}

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'mise-outbox-'));
});
afterAll(async () => {
  process.env = saved;
  await rm(outbox, { recursive: true, force: true });
});
beforeEach(() => {
  process.env = {
    ...saved,
    SUPABASE_JWT_SECRET: SECRET,
    MAIL_OUTBOX_DIR: outbox,
    SITE_URL: 'https://mise.example',
    MAIL_FROM: 'Mise <hello@mise.example>',
  };
  delete process.env.SMTP_URL;
  // Tokens here are verified with the secret alone: no auth server to ask about the session
  // (another file's local functions host may have left its URL in process.env). The session check
  // is tested against a real backend in test/integration/backend/security.test.ts.
  delete process.env.SUPABASE_URL;
  delete process.env.SUPABASE_ANON_KEY;
});

describe('sendWelcomeEmail', () => {
  it('writes a branded welcome mail for the caller to the local outbox', async () => {
    const { status, body } = await call(
      post({ email: 'Ana@Example.com', firstName: 'Ana' }, await token('ana@example.com')),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ sent: true });
    const mails = (await readOutbox(outbox)).filter((m) => m.to === 'ana@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Welcome to Mise, Ana!');
    expect(mail.from).toBe('Mise <hello@mise.example>');
    expect(mail.text).toContain('Welcome to Mise, Ana!');
    expect(mail.text).toContain('https://mise.example/match');
    expect(mail.html).toContain('Welcome to Mise, Ana!');
    // The raw message beside it is a real MIME message with both parts.
    const eml = await readFile(path.join(outbox, mail.eml), 'utf8');
    expect(eml).toMatch(/^To: ana@example\.com$/m);
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml).toMatch(/Content-Type: text\/html/);
  });

  it('uses the first name from the account when the body has none', async () => {
    const res = await call(post({}, await token('meta@example.com')));
    expect(res.status).toBe(200);
    const [mail] = (await readOutbox(outbox)).filter((m) => m.to === 'meta@example.com');
    expect(mail?.subject).toBe('Welcome to Mise, Ana!');
  });

  it('escapes HTML in the name and keeps the subject on one line', async () => {
    const name = '<script>alert("x")</script>\r\nBcc: victim@example.com';
    const res = await call(post({ firstName: name }, await token('xss@example.com')));
    expect(res.status).toBe(200);
    const [mail] = (await readOutbox(outbox)).filter((m) => m.to === 'xss@example.com');
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    const eml = await readFile(path.join(outbox, mail!.eml), 'utf8');
    const headers = eml.split('\r\n\r\n')[0]!;
    expect(headers).toMatch(/^Subject: /m);
    expect(headers).not.toMatch(/^Bcc:/m);
  });

  it("refuses to mail someone else's address", async () => {
    const before = (await readOutbox(outbox)).length;
    const res = await call(
      post({ email: 'victim@example.com', firstName: 'Eve' }, await token('eve@example.com')),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('The welcome email can only be sent to your own address.');
    expect(await readOutbox(outbox)).toHaveLength(before);
  });

  it('refuses a request without a token, with a forged or expired token, or an anon token', async () => {
    const before = (await readOutbox(outbox)).length;
    const cases = [
      undefined,
      'not-a-jwt',
      await token('a@example.com', { secret: 'another-secret-of-sufficient-length!!' }),
      await token('a@example.com', { expiresIn: '-1m' }),
      await token('a@example.com', { role: 'anon' }),
    ];
    for (const bearer of cases) {
      const res = await call(post({ email: 'a@example.com' }, bearer));
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(typeof res.body.error).toBe('string');
    }
    expect(await readOutbox(outbox)).toHaveLength(before);
  });

  it('allows three welcome mails per user per hour, then answers 429 with Retry-After', async () => {
    const bearer = await token('busy@example.com');
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call(post({}, bearer, '198.51.100.4'))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const last = await call(post({}, bearer, '198.51.100.4'));
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(last.body.error).toBe('Too many welcome emails. Please try again later.');
  });

  it('limits one client address across many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 21; i++) {
      statuses.push((await call(post({}, await token(`u${i}@example.com`), '192.0.2.99'))).status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('refuses other methods and answers 503 when mail is not configured', async () => {
    const get = await handler(new Request('http://127.0.0.1/.netlify/functions/sendWelcomeEmail'));
    expect(get.status).toBe(405);
    delete process.env.MAIL_OUTBOX_DIR;
    const res = await call(post({}, await token('nomail@example.com')));
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ success: false, error: 'Email is not configured' });
  });
});
