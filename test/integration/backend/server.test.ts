// The local host around the API: Netlify functions mounted from a functions directory with the
// Supabase environment, the static PWA with its single-page fallback and uncached service worker,
// the /_mail outbox page, and a data directory reused by a second start (same keys, same users).
import { createClient } from '@supabase/supabase-js';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wsTransport } from '../../../functions/_lib/wsTransport';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeOutboxMail } from '../../../server/mail';
import { startLocalServer } from '../../../server/localServer';
import { startTestBackend, testSeedFile, testTemplateDir } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

let b: TestBackend;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mise-host-'));
  const fnDir = path.join(work, 'functions');
  mkdirSync(path.join(fnDir, '_lib'), { recursive: true });
  writeFileSync(
    path.join(fnDir, 'echo.ts'),
    `export default async (req: Request) => Response.json({
       method: req.method,
       body: req.method === 'POST' ? await req.json() : null,
       supabaseUrl: process.env.SUPABASE_URL,
       hasAnon: !!process.env.SUPABASE_ANON_KEY,
       hasService: !!process.env.SUPABASE_SERVICE_ROLE_KEY,
       site: process.env.SITE_URL,
       outbox: process.env.MAIL_OUTBOX_DIR,
       extra: process.env.MISE_TEST_EXTRA,
     });`,
  );
  writeFileSync(
    path.join(fnDir, 'boom.ts'),
    `export default async () => { throw new Error('boom'); };`,
  );
  writeFileSync(
    path.join(fnDir, '_lib', 'helper.ts'),
    `export default async () => new Response('no');`,
  );
  const dist = path.join(work, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Mise</title>');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);');
  b = await startTestBackend({
    functionsDir: fnDir,
    staticDir: dist,
    env: { MISE_TEST_EXTRA: 'yes' },
  });
});
afterAll(async () => {
  await b?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('functions', () => {
  it('runs functions/<name>.ts with the request and the Supabase environment', async () => {
    const res = await fetch(`${b.url}/.netlify/functions/echo`, {
      method: 'POST',
      body: '{"q":1}',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      method: 'POST',
      body: { q: 1 },
      supabaseUrl: b.url,
      hasAnon: true,
      hasService: true,
      site: b.url,
      outbox: b.mailDir,
      extra: 'yes',
    });
  });

  it('answers 404 JSON for unknown names and helpers, 500 JSON when a function throws', async () => {
    for (const name of ['nope', '_lib', '_lib/helper', '..%2Fpackage']) {
      const res = await fetch(`${b.url}/.netlify/functions/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
    }
    const boom = await fetch(`${b.url}/.netlify/functions/boom`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toHaveProperty('error');
  });
});

describe('static PWA', () => {
  it('serves files, falls back to index.html for routes, and never caches sw.js', async () => {
    for (const route of ['/', '/watchlist', '/reset', '/cards/anything']) {
      const res = await fetch(`${b.url}${route}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Mise</title>');
    }
    const sw = await fetch(`${b.url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect(sw.headers.get('content-type')).toContain('javascript');
    const asset = await fetch(`${b.url}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${b.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${b.url}/..%2F..%2Fetc%2Fpasswd`)).status).not.toBe(200);
  });
});

describe('mail outbox', () => {
  it('lists and shows mail written with writeOutboxMail, escaping its content', async () => {
    const mail = await writeOutboxMail(
      {
        to: 'ana@example.test',
        subject: 'Hello <b>Ana</b>',
        text: 'Visit http://localhost/x',
        html: '<p>Hi</p>',
      },
      b.mailDir,
    );
    const list = await (await fetch(`${b.url}/_mail`)).text();
    expect(list).toContain('Hello &lt;b&gt;Ana&lt;/b&gt;');
    const one = await fetch(`${b.url}/_mail/${mail.id}`);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain('href="http://localhost/x"');
    expect((await fetch(`${b.url}/_mail/nope`)).status).toBe(404);
  });
});

describe('data directory', () => {
  it('a second start reuses the data: same keys, same users', async () => {
    const dataDir = path.join(work, 'persist');
    cpSync(await testTemplateDir(), dataDir, { recursive: true });
    const opts = {
      dataDir,
      seedFile: testSeedFile,
      quiet: true,
      bcryptCost: 4,
      mailDir: path.join(work, 'mail2'),
    };
    const first = await startLocalServer(opts);
    const client = (s: { url: string; anonKey: string }) =>
      createClient(s.url, s.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: wsTransport },
      });
    const signUp = await client(first).auth.signUp({
      email: 'persist@example.test',
      password: 'password1',
    });
    expect(signUp.error).toBeNull();
    await first.close();
    const second = await startLocalServer(opts);
    try {
      expect(second.anonKey).toBe(first.anonKey);
      const signIn = await client(second).auth.signInWithPassword({
        email: 'persist@example.test',
        password: 'password1',
      });
      expect(signIn.error).toBeNull();
      expect(signIn.data.user?.id).toBe(signUp.data.user?.id);
    } finally {
      await second.close();
    }
  });
});
