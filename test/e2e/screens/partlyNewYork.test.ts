// A film partly in New York (docs/archive.md, `new_york: "part"`) says so on its card, "Partly in
// New York", whether the deck came from the search functions or, offline, from the worker over
// the cached archive. The film is the archive's first such film, found by a vibe made of the
// opening words of its own summary (no run of 8 words is shared between two summaries).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { MisePage } from '../../support/pages/misePage';
import { VibesPage } from '../../support/pages/searchPages';

let ui: Ui;
let film: { movie_title: string; aesthetic_summary: string };

beforeAll(async () => {
  ui = await startUi();
  const { data, error } = await ui.backend
    .client()
    .from('celluloid_film_data')
    .select('movie_title, aesthetic_summary')
    .eq('new_york', 'part')
    .order('movie_id')
    .limit(1);
  if (error) throw error;
  if (!data?.length) throw new Error('the archive holds no film partly in New York');
  film = data[0] as typeof film;
});
afterAll(async () => ui?.close());

/** Searches the film's opening words and turns cards until its own; returns its place line. */
async function findCard(page: Page): Promise<string> {
  const vibes = new VibesPage(page, ui.url);
  if (page.url().startsWith(ui.url)) await page.evaluate(() => sessionStorage.clear());
  await vibes.goto('/vibes');
  await vibes.search(film.aesthetic_summary.split(/\s+/).slice(0, 12).join(' '));
  await page.waitForURL(/\/cards$/);
  const cards = new CardsPage(page, ui.url);
  for (let i = 1; i <= 3; i += 1) {
    await cards.waitForCard(i);
    const title = (await cards.title().innerText()).replace(/\s*\(\d{4}\)$/, '');
    if (title === film.movie_title) return page.locator('.film-card .film-place').innerText();
    await cards.dislike();
  }
  throw new Error(`${film.movie_title} is not among the first 3 cards`);
}

describe('a film partly in New York', () => {
  it('says so on its card, online', async () => {
    const page = await (await ui.context()).newPage();
    expect(await findCard(page)).toMatch(/Partly in New York/i);
  });

  it('says so on its card, offline (the cached archive carries the field)', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    const app = new MisePage(page, ui.url);
    await app.goto('/');
    await app.waitForOfflineReady();
    await ctx.setOffline(true);
    const line = await findCard(page);
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    expect(line).toMatch(/Partly in New York/i);
  });
});
