// The local server's security headers (server/securityHeaders.ts) on every answer: pages (the
// single-page fallback included), files, the Supabase API (errors included), the functions and the
// mail page, which has a policy of its own. The policy hashes the served page's inline blocks.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXED_HEADERS, contentSecurityPolicy } from '../../../server/securityHeaders';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

const html =
  '<!doctype html><html><head><style>html{background:#000}</style></head><body>' +
  '<script>document.body.dataset.ok = "1"</script><script type="module" src="/assets/a.js"></script></body></html>';

let b: TestBackend;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'mise-headers-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'assets', 'a.js'), 'export {};');
  b = await startTestBackend({ staticDir: dir });
});
afterAll(async () => {
  await b?.close();
  rmSync(dir, { recursive: true, force: true });
});

const policy = contentSecurityPolicy({ html });

describe('security headers of the local server', () => {
  it('the policy allows our origin, Stripe and the page’s own inline blocks, and no framing', () => {
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/js\.stripe\.com;/);
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
    expect(policy).toContain("connect-src 'self' https://api.stripe.com");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
  });

  it.each([
    ['GET', '/', {}],
    ['GET', '/watchlist', {}],
    ['GET', '/assets/a.js', {}],
    ['GET', '/assets/missing.js', {}],
    ['GET', '/auth/v1/health', {}],
    ['GET', '/rest/v1/celluloid_film_data?select=movie_id&limit=1', { apikey: true }],
    ['GET', '/rest/v1/celluloid_film_data', {}],
    ['POST', '/auth/v1/token?grant_type=password', { apikey: true }],
    ['GET', '/.netlify/functions/no-such-function', {}],
  ] as const)('%s %s carries them', async (method, p, o) => {
    const res = await fetch(`${b.url}${p}`, {
      method,
      headers: {
        ...('apikey' in o ? { apikey: b.anonKey } : {}),
        'content-type': 'application/json',
      },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    for (const [name, value] of Object.entries(FIXED_HEADERS))
      expect(res.headers.get(name), name).toBe(value);
    const csp = res.headers.get('content-security-policy');
    expect(csp).toContain("frame-ancestors 'none'");
    if (res.headers.get('content-type')?.startsWith('text/html')) expect(csp).toBe(policy);
  });

  it('the mail page has its own policy (its inline style, mail in a sandboxed frame)', async () => {
    const res = await fetch(`${b.url}/_mail`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
