// A first visit on a bad line: one file of the precache fails (a dropped connection, then a 502
// from the CDN) while the service worker installs. One failed file used to fail the whole install,
// so the visit ended without offline use until the next one; the precache now tries a failed file
// again (sw/precacheInParallel.ts) and the visit still ends offline-ready.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { MisePage } from '../../support/pages/misePage';

let ui: Ui;

beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

describe('precache on a bad line', () => {
  it('installs when a precached file fails twice, and opens its route offline', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    // The later routes' chunk (/about among them): the first page never loads it, so only the
    // precache asks for it.
    const failed: string[] = [];
    await ctx.route(/\/assets\/routes-[\w-]+\.js$/, async (route: Route) => {
      failed.push(route.request().url());
      if (failed.length === 1) return route.abort('connectionreset');
      if (failed.length === 2) return route.fulfill({ status: 502, body: 'Bad gateway' });
      return route.fallback();
    });
    const page = await ctx.newPage();
    const app = new MisePage(page, ui.url);
    await app.goto('/');
    await app.waitForServiceWorker();
    await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
    // The service worker's own requests went through the route: the failures were seen.
    expect(failed.length).toBeGreaterThanOrEqual(3);

    await ctx.setOffline(true);
    await app.goto('/about');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
        timeout: 15_000,
      })
      .toBeTruthy();
    await ctx.close();
  });

  it('tries a failed first install again in the same visit', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    // Three failures in a row outlast the precache's own tries: that install fails.
    let tries = 0;
    await ctx.route(/\/assets\/routes-[\w-]+\.js$/, async (route: Route) => {
      tries++;
      return tries <= 3 ? route.abort('internetdisconnected') : route.fallback();
    });
    const page = await ctx.newPage();
    const app = new MisePage(page, ui.url);
    await app.goto('/');
    await page.getByText('Ready to work offline').waitFor({ timeout: 60_000 });
    await app.waitForServiceWorker();
    expect(tries).toBeGreaterThanOrEqual(4);
    await ctx.close();
  });
});
