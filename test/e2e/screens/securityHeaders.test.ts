// The production security headers (netlify.toml) against the built site: the server is given the
// hosted Supabase origins, so it answers with exactly the headers Netlify sends; the test checks
// that text against what the build needs (the hashes of its inline blocks), then drives the app in
// Chromium under that policy: no violation reported on the routes visited (search worker, archive
// reads over REST, service worker, fonts) and the page still passes axe. (Framing is refused by
// `frame-ancestors 'none'` and `X-Frame-Options: DENY`, checked as headers: a framing page here
// could not tell our refusal from Chromium's own loopback rules, which blocked it either way.) The rest of the e2e suite runs under the local server's policy (same text but Supabase).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../server/paths';
import { HOSTED_SUPABASE, contentSecurityPolicy } from '../../../server/securityHeaders';
import { axeViolations } from '../../support/axe';
import { CardsPage } from '../../support/pages/cardsPage';
import { VibesPage } from '../../support/pages/searchPages';
import { startUi, type Ui } from '../../support/pages/harness';

let ui: Ui;

beforeAll(async () => {
  ui = await startUi({ backend: { supabaseOrigins: HOSTED_SUPABASE } });
});
afterAll(async () => ui?.close());

/** The values of netlify.toml's `[[headers]]` block for "/*" (its simple `Name = "value"` lines). */
function netlifyHeaders(): Record<string, string> {
  const toml = readFileSync(path.join(projectRoot, 'netlify.toml'), 'utf8');
  const block =
    /\[\[headers\]\]\s*\n\s*for = "\/\*"\s*\n\s*\[headers\.values\]\n((?:\s+\S+ = ".*"\n)+)/.exec(
      toml,
    );
  if (!block) throw new Error('netlify.toml has no [[headers]] block for "/*"');
  return Object.fromEntries(
    [...block[1]!.matchAll(/^\s+(\S+) = "(.*)"$/gm)].map((m) => [m[1]!, m[2]!]),
  );
}

/** Records every CSP violation the page (or its workers' documents) reports. */
async function watchedPage(): Promise<{ page: Page; violations: () => Promise<string[]> }> {
  const ctx = await ui.context({ serviceWorkers: 'allow' });
  const page = await ctx.newPage();
  const console: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return {
    page,
    violations: async () => [
      ...console,
      ...(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)),
    ],
  };
}

describe('production security headers', () => {
  it('netlify.toml carries the policy the built page needs, and the server sends it on every answer', async () => {
    const prod = netlifyHeaders();
    const html = await (await fetch(`${ui.url}/`)).text();
    const needed = contentSecurityPolicy({ html, supabase: HOSTED_SUPABASE });
    expect(
      prod['Content-Security-Policy'],
      `netlify.toml's policy must be: Content-Security-Policy = "${needed}"`,
    ).toBe(needed);
    expect(prod).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
    });
    expect(needed).toContain("frame-ancestors 'none'");
    for (const p of ['/', '/watchlist', '/assets/none.js', '/sw.js', '/auth/v1/health']) {
      const res = await fetch(`${ui.url}${p}`);
      for (const [name, value] of Object.entries(prod))
        expect(res.headers.get(name), `${name} on ${p}`).toBe(value);
    }
  });

  it('the app works under the policy: no violation, axe passes, search and the watchlist run', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${ui.url}/`);
    await page.getByRole('heading', { name: /Find films by/ }).waitFor();
    for (const [route, heading] of [
      ['/words', /Say it in a few words/],
      ['/color', /Start from a shade/],
      ['/watchlist', /Your aesthetic, your archive/],
      ['/support', /Keep the projector running/],
    ] as const) {
      await page.goto(`${ui.url}${route}`);
      await page.getByRole('heading', { name: heading }).first().waitFor();
      expect(await axeViolations(page), route).toEqual([]);
    }
    // A search reads the archive over REST and ranks in a module worker.
    await page.goto(`${ui.url}/vibes`);
    await new VibesPage(page, ui.url).search('neon rain at night');
    await new CardsPage(page, ui.url).waitForCard(1);
    expect(await violations()).toEqual([]);
  });
});
