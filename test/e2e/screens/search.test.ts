// Each way in (vibe, surprise, colour, palette, words) reaches /cards with films from the real
// serverless functions; the deck's like (button and swipe), dislike, flip, hint and completion;
// the search pages' validation messages (docs/product.md#search-messages) appear when their rule
// is broken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { ColorPage, SurprisePage, VibesPage, WordsPage } from '../../support/pages/searchPages';

let ui: Ui;
let ctx: BrowserContext;
let page: Page;

beforeAll(async () => {
  ui = await startUi();
  ctx = await ui.context();
  page = await ctx.newPage();
});
afterAll(async () => ui?.close());

/** Titles in the archive (read straight from the backend, so cards can be checked against it). */
async function archiveTitles(): Promise<Set<string>> {
  const { data, error } = await ui.backend
    .client()
    .from('celluloid_film_data')
    .select('movie_title');
  if (error) throw error;
  return new Set((data as { movie_title: string }[]).map((r) => r.movie_title));
}

async function expectArchiveCard(cards: CardsPage) {
  await cards.waitForCard(1);
  const title = (await cards.title().innerText()).replace(/\s*\(\d{4}\)$|\s*\(Unknown Year\)$/, '');
  expect((await archiveTitles()).has(title)).toBe(true);
}

describe('search paths lead to cards from the real functions', () => {
  it('vibe', async () => {
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    expect(await vibes.textbox().getAttribute('placeholder')).toMatch(/^Example: /);
    expect(await page.getByText('Still in BETA. Recommendations are finding rhythm.').count()).toBe(
      1,
    );
    await vibes.search('late-night diner with neon signs in the rain');
    await page.waitForURL(/\/cards$/);
    await expectArchiveCard(new CardsPage(page, ui.url));
  });

  it('a borough named in a vibe: the first card is set there and says so', async () => {
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('summer stoops and elevated trains in the Bronx');
    await page.waitForURL(/\/cards$/);
    const cards = new CardsPage(page, ui.url);
    await cards.waitForCard(1);
    await expect
      .poll(() => page.locator('.film-card .film-borough').first().textContent())
      .toMatch(/The Bronx/);
  });

  it('a vibe naming look values: the card says which of them the film holds', async () => {
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('snowy christmas night');
    await page.waitForURL(/\/cards$/);
    const cards = new CardsPage(page, ui.url);
    await cards.waitForCard(1);
    // The first film's profile holds what was asked (docs/look-profiles.md), and the card says so.
    await expect
      .poll(() => page.locator('.film-card .why-values').first().textContent())
      .toMatch(/Christmas/);
  });

  it('surprise: 11 presets without repeats, then a search', async () => {
    const s = new SurprisePage(page, ui.url);
    await s.goto('/surprise');
    const seen = new Set([await s.vibe().innerText()]);
    for (let i = 0; i < 10; i += 1) {
      await s.roll();
      seen.add(await s.vibe().innerText());
    }
    expect(seen.size).toBe(11);
    await s.submit();
    await page.waitForURL(/\/cards$/);
    await expectArchiveCard(new CardsPage(page, ui.url));
  });

  it('colour: starts on an upper-case preset, searches one colour', async () => {
    const c = new ColorPage(page, ui.url);
    await c.goto('/color');
    expect(await c.hex().innerText()).toMatch(/^#[0-9A-F]{6}$/);
    await c.pickPreset('#C0392B');
    expect(await c.hex().innerText()).toBe('#C0392B');
    await c.submitColour();
    await page.waitForURL(/\/cards$/);
    await expectArchiveCard(new CardsPage(page, ui.url));
  });

  it('palette: the dice reveals a film palette of 5 colours; its search puts that film first', async () => {
    const c = new ColorPage(page, ui.url);
    await c.goto('/color');
    await c.rollPalette();
    const swatches = page.getByRole('list', { name: 'Chosen palette' }).getByRole('listitem');
    expect(await swatches.count()).toBe(5);
    const film = (await page.getByText(/^from /).innerText()).replace(/^from /, '');
    await c.submitPalette();
    await page.waitForURL(/\/cards$/);
    const cards = new CardsPage(page, ui.url);
    await cards.waitForCard(1);
    expect(await cards.title().innerText()).toContain(film);
  });

  it('words: typed words trimmed, lower-cased, deduplicated; counter; limit message submits', async () => {
    const w = new WordsPage(page, ui.url);
    await w.goto('/words');
    expect(await w.counter().innerText()).toBe('Select up to 7 words');
    await w.type('  Grainy ', 'Enter');
    await w.type('GRAINY', 'Space');
    await w.choose('noir');
    expect(await w.selected()).toEqual(['grainy', 'noir']);
    expect(await w.counter().innerText()).toBe('2 of 7 words selected (5 more available)');
    for (const word of ['1970s', 'subway-platform', 'neon', 'gritty', 'bodega'])
      await w.choose(word);
    expect(await w.counter().innerText()).toBe('7 of 7 words selected (0 more available)');
    expect(await page.getByRole('button', { name: 'golden', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Word limit reached. Submit to proceed.' }).click();
    await page.waitForURL(/\/cards$/);
    await expectArchiveCard(new CardsPage(page, ui.url));
  });
});

describe('validation messages', () => {
  // An address typed again shows the query kept from an earlier visit (docs/product.md#route-cards):
  // these start from a form nobody has filled.
  const forgetKeptQueries = () => page.evaluate(() => sessionStorage.clear());

  it('vibe: whitespace only is not sent', async () => {
    const vibes = new VibesPage(page, ui.url);
    await forgetKeptQueries();
    await vibes.goto('/vibes');
    expect(await vibes.button('Find Films').isDisabled()).toBe(true);
    await vibes.search('   ');
    expect(await vibes.alert().innerText()).toBe('Please describe a vibe first!');
    expect(page.url()).toMatch(/\/vibes$/);
  });

  it('words: submitting none asks for a word', async () => {
    const w = new WordsPage(page, ui.url);
    await forgetKeptQueries();
    await w.goto('/words');
    await w.submit();
    expect(await w.alert().innerText()).toBe('Please select at least one word!');
  });
});

describe('error messages (spec section 8)', () => {
  it('a failing vibe search asks to check the connection; a failing colour search to retry', async () => {
    const p = await ctx.newPage();
    await p.route('**/.netlify/functions/*', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
    const vibes = new VibesPage(p, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('rainy neon');
    await expect
      .poll(() => vibes.alert().innerText())
      .toBe('Search failed. Please check your connection and try again.');
    expect(await vibes.button('Find Films').isDisabled()).toBe(false);
    const colour = new ColorPage(p, ui.url);
    await colour.goto('/color');
    await colour.submitColour();
    await expect.poll(() => colour.alert().innerText()).toBe('Search failed. Please try again.');
    expect(await colour.button('Submit').isDisabled()).toBe(false);
    await p.close();
  });

  it('a vibe nothing matches says so, in the wording of each page', async () => {
    const p = await ctx.newPage();
    await p.route('**/.netlify/functions/search', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, results: [], query_info: null }),
      }),
    );
    const vibes = new VibesPage(p, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('zzzz');
    // Two paragraphs: browsers put one or two line breaks between them in innerText.
    await expect
      .poll(async () => (await vibes.alert().innerText()).replace(/\s+/g, ' '))
      .toBe(
        'No movies found for that vibe. Try shorter words (a place, a decade, a kind of light), pick a colour or let Mise surprise you.',
      );
    await vibes.alert().getByRole('link', { name: 'pick a colour' }).waitFor();
    await vibes.alert().getByRole('link', { name: 'let Mise surprise you' }).waitFor();
    const s = new SurprisePage(p, ui.url);
    await s.goto('/surprise');
    await s.submit();
    await expect
      .poll(() => s.alert().innerText())
      .toBe('No movies found for that vibe. Try rolling for a different one!');
    await p.close();
  });
});

describe('the deck', () => {
  it('likes by button and by swipe, dislikes, flips, and ends on the completion screen', async () => {
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    await vibes.search('snowy Central Park at Christmas');
    const cards = new CardsPage(page, ui.url);
    await cards.waitForCard(1);
    const total = Number((await cards.position()).split(' of ')[1]);
    expect(total).toBe(7);
    expect(await page.getByText('SEE SYNOPSIS').count()).toBe(1);
    expect(await page.locator('.film-why').count()).toBe(1);
    await cards.flip();
    expect(await page.getByText('Synopsis', { exact: true }).count()).toBe(1);
    expect(await page.getByText('SEE SYNOPSIS').count()).toBe(0);
    await cards.like();
    await cards.waitForCard(2);
    expect(await page.getByText('The look', { exact: true }).count()).toBe(1); // flipped back
    await cards.swipe(60); // under the 80 px threshold: the card springs back and stays
    await expect
      .poll(() =>
        page.getByTestId('swipe-card').evaluate((el) => (el as HTMLElement).style.transform),
      )
      .toBe('translateX(0px) rotate(0deg)');
    expect(await cards.position()).toBe('Film 2 of 7');
    await cards.swipe(160);
    await cards.waitForCard(3);
    await cards.swipe(-160);
    await cards.waitForCard(4);
    await cards.dislike();
    await cards.waitForCard(5);
    await page.keyboard.press('ArrowRight');
    await cards.waitForCard(6);
    await page.keyboard.press('ArrowLeft');
    await cards.waitForCard(7);
    await cards.dislike();
    await cards.completion().waitFor();
    expect(await cards.completion().innerText()).toBe('Watchlist complete, curated by your vibe.');
    await page.getByRole('button', { name: 'Open your watchlist' }).click();
    await page.waitForURL(/\/watchlist$/);
    // The three likes (button, swipe, arrow key) are on the watchlist.
    await page.locator('li.wl-row').first().waitFor();
    expect(await page.locator('li.wl-row').count()).toBeGreaterThanOrEqual(3);
  });

  it('the SEE SYNOPSIS hint leaves after 4 s by itself', async () => {
    const p = await ctx.newPage();
    await p.clock.install();
    await p.goto(`${ui.url}/cards`);
    await p.getByText('SEE SYNOPSIS').waitFor();
    await p.clock.runFor(4000);
    await expect.poll(() => p.getByText('SEE SYNOPSIS').count()).toBe(0);
    await p.close();
  });

  it('with no search behind it, the 5 sample films, then the completion wording', async () => {
    const p = await ctx.newPage();
    const cards = new CardsPage(p, ui.url);
    await cards.goto('/cards');
    await cards.waitForCard(1);
    expect(await cards.position()).toBe('Film 1 of 5');
    for (let i = 0; i < 5; i += 1) {
      await cards.dislike();
      if (i < 4) await cards.waitForCard(i + 2);
    }
    await cards.completion().waitFor();
    await p.getByRole('link', { name: 'Go', exact: true }).click();
    await p.waitForURL(/\/match$/);
    await p.close();
  });

  it('under reduced motion a swipe still counts, without the fly-off', async () => {
    const p = await ctx.newPage();
    await p.emulateMedia({ reducedMotion: 'reduce' });
    const cards = new CardsPage(p, ui.url);
    await cards.goto('/cards');
    await cards.waitForCard(1);
    await cards.swipe(-120);
    await cards.waitForCard(2);
    await p.close();
  });
});
