// The watchlist in Chromium: likes from a colour search and a vibe search, grouping by every
// option, expanded rows ("Based on" lines, swatches, Letterboxd in a new tab), remove, the
// aesthetic strip, the Letterboxd CSV; signed in: Watched and the Watch Status grouping.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { CreatePage } from '../../support/pages/accountPages';
import { ColorPage, VibesPage } from '../../support/pages/searchPages';
import { WatchlistPage } from '../../support/pages/watchlistPage';

let ui: Ui;
let ctx: BrowserContext;
let page: Page;
let wl: WatchlistPage;
const liked: string[] = [];

beforeAll(async () => {
  ui = await startUi();
  ctx = await ui.context({ acceptDownloads: true });
  page = await ctx.newPage();
  wl = new WatchlistPage(page, ui.url);
});
afterAll(async () => ui?.close());

async function likeFirst(n: number) {
  const cards = new CardsPage(page, ui.url);
  for (let i = 1; i <= n; i += 1) {
    await cards.waitForCard(i);
    liked.push((await cards.title().innerText()).replace(/\s*\((\d{4}|Unknown Year)\)$/, ''));
    await cards.like();
  }
  await cards.waitForCard(n + 1);
}

describe('anonymous watchlist', () => {
  it('is empty at first, with the prompt to sign in', async () => {
    await wl.open();
    await page.getByText('Your watchlist is empty. Start exploring to add some movies!').waitFor();
    expect(await page.getByRole('link', { name: 'Create An Account' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(1);
  });

  it('groups likes by every option an anonymous visitor has', async () => {
    const colour = new ColorPage(page, ui.url);
    await colour.goto('/color');
    await colour.pickPreset('#1B4F72');
    await colour.submitColour();
    await likeFirst(2);
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('warm autumn light in the park');
    await likeFirst(1);

    await wl.open();
    await page.locator('li.wl-row').first().waitFor();
    const options = await wl.groupBy().locator('option').allInnerTexts();
    expect(options).toEqual([
      'Input Type',
      'Depicted Decade',
      'Release Decade',
      'Borough',
      'Match Month',
      'Match Count',
    ]);

    await expect.poll(() => wl.groupLabels()).toEqual(expect.arrayContaining(['Color', 'Vibe']));
    await wl.groupBy().selectOption('depicted_decade');
    await expect
      .poll(async () => (await wl.groupLabels()).every((l) => /^\d{4}s$|^Unknown$/.test(l)))
      .toBe(true);
    await wl.groupBy().selectOption('release_decade');
    await expect
      .poll(async () => (await wl.groupLabels()).every((l) => /^\d{4}s$|^Unknown$/.test(l)))
      .toBe(true);
    await wl.groupBy().selectOption('borough');
    const boroughs = /^(Manhattan|Brooklyn|Queens|The Bronx|Staten Island)$/;
    await expect
      .poll(async () => {
        const labels = await wl.groupLabels();
        // Every liked film states its boroughs: no Unknown group.
        return labels.length > 0 && labels.every((l) => boroughs.test(l));
      })
      .toBe(true);
    await wl.groupBy().selectOption('match_month');
    const month = new Date().toLocaleString('en-US', { month: 'long', year: 'numeric' });
    await expect.poll(() => wl.groupLabels()).toEqual([month]);
    await wl.groupBy().selectOption('match_count');
    await expect.poll(() => wl.groupLabels()).toContain('One');
  });

  it('expands a row: summary, "Based on" with swatches, Letterboxd in a new tab, no Watched', async () => {
    await wl.groupBy().selectOption('input_type');
    const title = liked[0]!;
    await wl.expand(title);
    const row = wl.row(title);
    expect(await row.getByText('Based on').first().isVisible()).toBe(true);
    expect(await row.getByRole('listitem', { name: '#1B4F72' }).count()).toBe(1);
    const lb = row.getByRole('link', { name: /Letterboxd/ });
    expect(await lb.getAttribute('target')).toBe('_blank');
    expect(await lb.getAttribute('href')).toMatch(/^https:\/\/letterboxd\.com\/film\//);
    expect(await row.getByLabel('Watched').count()).toBe(0);
    expect(await wl.axeProblems()).toEqual([]);
  });

  it('shows your aesthetic and exports a CSV Letterboxd accepts', async () => {
    expect(await page.getByRole('img', { name: /^Your aesthetic: #/ }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV for Letterboxd' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines[0]).toBe('Title,Year,LetterboxdURI');
    expect(lines).toHaveLength(4);
    expect(
      lines.slice(1).every((l) => /,\d{4},https:\/\/letterboxd\.com\/film\/[^,]+\/$/.test(l)),
    ).toBe(true);
  });

  it('removes a film', async () => {
    const before = await page.locator('li.wl-row').count();
    await wl.remove(liked[1]!);
    await expect.poll(() => page.locator('li.wl-row').count()).toBe(before - 1);
  });
});

describe('signed-in watchlist', () => {
  it('has Watched and the Watch Status grouping; the anonymous likes were merged', async () => {
    const create = new CreatePage(page, ui.url);
    await create.goto('/create');
    await create.fill({
      first: 'Rui',
      last: 'Costa',
      email: `rui.${Date.now()}@mise.test`,
      password: 'reel-to-reel',
      region: 'PT',
    });
    await create.submit();
    await page.getByRole('heading', { name: 'Welcome to Mise, Rui!' }).waitFor();
    await wl.open();
    await page.locator('li.wl-row').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => page.locator('li.wl-row').count()).toBe(2);
    await expect
      .poll(() => wl.groupBy().locator('option').allInnerTexts())
      .toContain('Watch Status');
    const title = liked[0]!;
    await wl.expand(title);
    await wl.row(title).getByLabel('Watched').check();
    await wl.groupBy().selectOption('watch_status');
    await expect
      .poll(() => wl.groupLabels())
      .toEqual(expect.arrayContaining(['Watched', 'Unwatched']));
  });
});
