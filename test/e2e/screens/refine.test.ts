// Refining a search (docs/look-profiles.md#refining): on /vibes a person narrows a search by
// format and by colour mode, online through the functions and offline in the worker over the
// cached archive; the deck's films all fit, and the deck says what it was narrowed to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { MisePage } from '../../support/pages/misePage';
import { VibesPage } from '../../support/pages/searchPages';

let ui: Ui;
/** Titles of the archive's animated films, read from the backend (their profiles say so). */
let animated: Set<string>;

const ANIMATION = /^format\.(animation|hand-drawn|stop-motion|cgi-animation|rotoscope)$/;

beforeAll(async () => {
  ui = await startUi();
  const { data, error } = await ui.backend
    .client()
    .from('celluloid_film_data')
    .select('movie_title, look_central');
  if (error) throw error;
  const rows = data as { movie_title: string; look_central: string[] }[];
  animated = new Set(
    rows.filter((r) => r.look_central.some((id) => ANIMATION.test(id))).map((r) => r.movie_title),
  );
});
afterAll(async () => ui?.close());

async function refinedSearch(page: Page, text: string, field: string, option: string) {
  const vibes = new VibesPage(page, ui.url);
  // A typed address restores the query and refinement kept from an earlier visit: start afresh.
  if (page.url().startsWith(ui.url)) await page.evaluate(() => sessionStorage.clear());
  await vibes.goto('/vibes');
  await page.locator('details.refine > summary').click();
  await page.getByLabel(field, { exact: true }).selectOption({ label: option });
  await vibes.search(text);
  // A search that comes back empty or fails shows an alert instead: say which.
  await Promise.race([
    page.waitForURL(/\/cards$/),
    page
      .getByRole('alert')
      .waitFor()
      .then(async () => {
        throw new Error(`no deck: ${await page.getByRole('alert').innerText()}`);
      }),
  ]);
}

async function cardTitles(page: Page, n: number): Promise<string[]> {
  const cards = new CardsPage(page, ui.url);
  const titles: string[] = [];
  for (let i = 1; i <= n; i += 1) {
    await cards.waitForCard(i);
    titles.push((await cards.title().innerText()).replace(/\s*\(\d{4}\)$/, ''));
    if (i < n) await cards.dislike();
  }
  return titles;
}

describe('refining a search', () => {
  it('by format, online: every card is an animation, and the deck says so', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, 'the city at night', 'Format', 'Animation');
    await expect.poll(() => page.locator('.deck-origin').innerText()).toMatch(/Animation/);
    for (const t of await cardTitles(page, 3)) expect(animated, t).toContain(t);
  });

  it('by colour mode, online: every card is black-and-white', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, 'rain on the avenue', 'Colour', 'Black-and-white');
    const cards = new CardsPage(page, ui.url);
    for (let i = 1; i <= 3; i += 1) {
      await cards.waitForCard(i);
      await expect
        .poll(() => page.locator('.film-card .film-mode').first().textContent())
        .toBe('Black-and-white');
      await cards.dislike();
    }
  });

  it('offline, in the worker: by format and by colour mode', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    const app = new MisePage(page, ui.url);
    await app.goto('/');
    await app.waitForServiceWorker();
    await expect.poll(() => app.storeCount('archive'), { timeout: 30_000 }).toBeGreaterThan(100);
    await ctx.setOffline(true);
    await refinedSearch(page, 'the city at night', 'Format', 'Animation');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    for (const t of await cardTitles(page, 2)) expect(animated, t).toContain(t);
    await refinedSearch(page, 'rain on the avenue', 'Colour', 'Black-and-white');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    await new CardsPage(page, ui.url).waitForCard(1);
    expect(await page.locator('.film-card .film-mode').first().textContent()).toBe(
      'Black-and-white',
    );
  });
});
