// Refining a search (docs/look-profiles.md#refining): on /vibes, /words and /color a person
// narrows a search by format and by colour mode, online through the functions and offline in the
// worker over the cached archive; the deck's films all fit, the deck says what it was narrowed to,
// and back from the deck the page still holds its query and its refinement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { MisePage } from '../../support/pages/misePage';
import { ColorPage, VibesPage, WordsPage } from '../../support/pages/searchPages';
import { smallTargets } from '../../support/touchTargets';

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

/** How a search is asked for: a vibe, words on /words, or a colour preset on /color. */
type Ask = { vibe: string } | { words: string[] } | { colour: string };

const pathOf = (ask: Ask) => ('vibe' in ask ? '/vibes' : 'words' in ask ? '/words' : '/color');

async function refinedSearch(page: Page, ask: Ask, field: string, option: string) {
  const app = new MisePage(page, ui.url);
  // A typed address restores the query and refinement kept from an earlier visit: start afresh.
  if (page.url().startsWith(ui.url)) await page.evaluate(() => sessionStorage.clear());
  await app.goto(pathOf(ask));
  await page.locator('details.refine > summary').click();
  await page.getByLabel(field, { exact: true }).selectOption({ label: option });
  if ('vibe' in ask) await new VibesPage(page, ui.url).search(ask.vibe);
  else if ('words' in ask) {
    const words = new WordsPage(page, ui.url);
    for (const w of ask.words) await words.type(w);
    await words.submit();
  } else {
    const colour = new ColorPage(page, ui.url);
    await colour.pickPreset(ask.colour);
    await colour.submitColour();
  }
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

/** The first `n` cards are all black-and-white films. */
async function allBlackAndWhite(page: Page, n: number) {
  const cards = new CardsPage(page, ui.url);
  for (let i = 1; i <= n; i += 1) {
    await cards.waitForCard(i);
    await expect
      .poll(() => page.locator('.film-card .film-mode').first().textContent())
      .toBe('Black-and-white');
    if (i < n) await cards.dislike();
  }
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
    await refinedSearch(page, { vibe: 'the city at night' }, 'Format', 'Animation');
    await expect.poll(() => page.locator('.deck-origin').innerText()).toMatch(/Animation/);
    for (const t of await cardTitles(page, 3)) expect(animated, t).toContain(t);
  });

  it('by colour mode, online: every card is black-and-white', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, { vibe: 'rain on the avenue' }, 'Colour mode', 'Black-and-white');
    await allBlackAndWhite(page, 3);
  });

  it('on /words, by format, online: animations only, and back from the deck both are kept', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, { words: ['city', 'night'] }, 'Format', 'Animation');
    await expect.poll(() => page.locator('.deck-origin').innerText()).toMatch(/Animation/);
    for (const t of await cardTitles(page, 3)) expect(animated, t).toContain(t);
    await page.goBack();
    await page.waitForURL(/\/words$/);
    expect(await new WordsPage(page, ui.url).selected()).toEqual(['city', 'night']);
    await expect.poll(() => page.locator('.refine-summary').innerText()).toMatch(/Animation/);
    expect(await page.getByLabel('Format', { exact: true }).inputValue()).toBe('format.animation');
    // The open control keeps every target a finger can press at 44 px or more, on a phone too.
    expect(await smallTargets(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await smallTargets(page)).toEqual([]);
  });

  it('on /words, by colour mode, online: black-and-white films only', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, { words: ['rain', 'street'] }, 'Colour mode', 'Black-and-white');
    await expect.poll(() => page.locator('.deck-origin').innerText()).toMatch(/Black-and-white/);
    await allBlackAndWhite(page, 3);
  });

  it('on /color, by format, online: animations only, and back from the deck both are kept', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, { colour: '#C0392B' }, 'Format', 'Animation');
    await expect.poll(() => page.locator('.deck-origin').innerText()).toMatch(/Animation/);
    for (const t of await cardTitles(page, 3)) expect(animated, t).toContain(t);
    await page.goBack();
    await page.waitForURL(/\/color$/);
    expect(await new ColorPage(page, ui.url).hex().innerText()).toBe('#C0392B');
    await expect.poll(() => page.locator('.refine-summary').innerText()).toMatch(/Animation/);
  });

  it('on /color, by colour mode, online: black-and-white films only', async () => {
    const page = await (await ui.context()).newPage();
    await refinedSearch(page, { colour: '#E67E22' }, 'Colour mode', 'Black-and-white');
    await allBlackAndWhite(page, 3);
  });

  it('offline, in the worker: by format and by colour mode on /vibes, /words and /color', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    const app = new MisePage(page, ui.url);
    await app.goto('/');
    await app.waitForOfflineReady();
    await ctx.setOffline(true);
    await refinedSearch(page, { vibe: 'the city at night' }, 'Format', 'Animation');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    for (const t of await cardTitles(page, 2)) expect(animated, t).toContain(t);
    await refinedSearch(page, { vibe: 'rain on the avenue' }, 'Colour mode', 'Black-and-white');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    await allBlackAndWhite(page, 1);
    // The same refinements on /words and /color, answered by the worker.
    await refinedSearch(page, { words: ['city', 'night'] }, 'Format', 'Animation');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    for (const t of await cardTitles(page, 2)) expect(animated, t).toContain(t);
    await refinedSearch(page, { words: ['rain', 'street'] }, 'Colour mode', 'Black-and-white');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    await allBlackAndWhite(page, 2);
    await refinedSearch(page, { colour: '#C0392B' }, 'Format', 'Animation');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    for (const t of await cardTitles(page, 2)) expect(animated, t).toContain(t);
    await refinedSearch(page, { colour: '#E67E22' }, 'Colour mode', 'Black-and-white');
    await page.getByText('Offline results').waitFor({ timeout: 30_000 });
    await allBlackAndWhite(page, 2);
  });
});
