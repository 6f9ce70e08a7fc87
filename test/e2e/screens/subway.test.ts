// The subway journey of issue 6: a first visit online; then, offline, open /match, search (the
// offline engine answers from the cached archive, and the cards say so), like 3 films, reload,
// open the watchlist; back online, the 3 likes reach the server. Also: a refused write stays
// visible with Retry and Discard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { MisePage } from '../../support/pages/misePage';
import { VibesPage } from '../../support/pages/searchPages';

let ui: Ui;

beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

describe('subway journey', () => {
  it('searches and likes offline, keeps the likes through a reload, syncs them once online', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    const app = new MisePage(page, ui.url);

    // Above ground: the first visit installs the service worker and caches the archive.
    await app.goto('/');
    await app.waitForServiceWorker();
    await page.getByText('Ready to work offline').waitFor({ timeout: 20_000 });
    await app.waitForOfflineReady();

    // Underground.
    await ctx.setOffline(true);
    await app.goto('/match');
    await page.getByRole('link', { name: /Describe a Vibe/ }).click();
    const vibes = new VibesPage(page, ui.url);
    await vibes.search('neon diner at night in the rain');
    const cards = new CardsPage(page, ui.url);
    // Bounded waits, so a stuck step names itself instead of timing out the whole test.
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    await cards.waitForCard(1);
    for (let i = 1; i <= 3; i += 1) {
      await cards.waitForCard(i);
      await cards.like();
    }
    await cards.waitForCard(4);
    await page.reload();
    await app.goto('/watchlist');
    await page.locator('li.wl-row').first().waitFor();
    expect(await page.locator('li.wl-row').count()).toBe(3);
    await expect
      .poll(() => page.locator('.sync-badge').getAttribute('title'), { timeout: 10_000 })
      .toMatch(/3 pending/);

    // Above ground again: the likes reach the server, exactly once.
    await ctx.setOffline(false);
    const admin = ui.backend.client({ serviceRole: true });
    await expect
      .poll(
        async () => {
          const { count } = await admin
            .from('anon_watchlist_items')
            .select('movie_id', { count: 'exact', head: true });
          return count;
        },
        { timeout: 30_000 },
      )
      .toBe(3);
    await expect.poll(() => app.storeCount('outbox'), { timeout: 15_000 }).toBe(0);
    await ctx.close();
  });

  it('a write the server refuses stays visible, with Retry and Discard', async () => {
    const ctx = await ui.context();
    const page = await ctx.newPage();
    const refuse = (route: Route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          code: '22023',
          message: 'refused for the test',
          details: null,
          hint: null,
        }),
      });
    await page.route('**/rest/v1/rpc/apply_watchlist_ops', refuse);
    const cards = new CardsPage(page, ui.url);
    await cards.goto('/cards');
    await cards.waitForCard(1);
    await cards.like();
    const issues = page.locator('.sync-issues');
    await issues.getByText('1 change could not be saved').waitFor({ timeout: 20_000 });
    await issues.locator('summary').click();
    // The film's title, once the refused write's row has it (not its id).
    await issues.getByText(/Like · Taxi Driver/).waitFor();
    await page.unroute('**/rest/v1/rpc/apply_watchlist_ops', refuse);
    await issues.getByRole('button', { name: 'Retry Taxi Driver' }).click();
    await issues.waitFor({ state: 'detached', timeout: 20_000 });
    await ctx.close();
  });
});
