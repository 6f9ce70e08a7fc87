// The app that learns your eye, in Chromium (docs/taste.md): a card for a film already kept says
// so and how often it was matched; "More like this" from a card and from an expanded watchlist row
// opens a deck of other films, online through the search function and offline in the worker over
// the cached archive, that survives a reload and ends saying what it was made from; once three
// films are kept, /match offers "For you", whose cards never show a kept film nor one passed on
// this device, and say which kept films they come from. An anonymous visitor, then an account.
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUi } from '../../support/pages/harness';
import type { Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { MiseApp } from '../../support/pages/miseApp';
import { WatchlistPage } from '../../support/pages/watchlistPage';
import { until } from '../../support/networkFaults';
import { signUpUser } from '../../support/accounts';

/** The vibe search function, which also answers "More like this" and "For you". */
const SEARCH = /\/\.netlify\/functions\/search$/;
/** The sample deck's films, in order (src/features/cards/sampleFilms.ts). */
const SAMPLES = [
  'Taxi Driver',
  "Breakfast at Tiffany's",
  'Do the Right Thing',
  'Manhattan',
  'When Harry Met Sally...',
];

let ui: Ui;
let ctx: BrowserContext;
let page: Page;
let app: MiseApp;
let cards: CardsPage;

beforeAll(async () => {
  ui = await startUi();
  ctx = await ui.context();
  ctx.setDefaultTimeout(20_000);
  page = await ctx.newPage();
  app = new MiseApp(page, ui.url);
  cards = new CardsPage(page, ui.url);
  await app.open('/');
  // The archive slice cached: the offline decks need it.
  const films = await until(
    () => app.archiveCount(),
    (n) => n > 200,
  );
  if (films <= 200) throw new Error(`the archive was not cached (${films} films)`);
  // The function builds its engine on its first search: done here, so the online decks below are
  // answered online rather than from the archive after the search deadline on a busy machine.
  const warm = await fetch(`${ui.url}/.netlify/functions/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ like: 'taxi-driver-1976' }),
  });
  if (warm.status !== 200) throw new Error(`the search function answered ${warm.status}`);
});

/**
 * The sample deck dealt afresh: /cards opened by address from another page (opened from /cards
 * itself, the browser reloads the entry and the deck resumes where it was).
 */
async function samples() {
  await app.open('/match');
  await page.getByRole('heading', { name: 'How do you want to find a film?' }).waitFor();
  await app.open('/cards');
  await cards.waitForCard(1);
}
afterAll(async () => ui?.close());

/** The card's title without its year. */
async function cardTitle(): Promise<string> {
  return (await cards.title().innerText()).replace(/\s*\((\d{4}|Unknown Year)\)$/, '').trim();
}

/** The search function's JSON body of a request. */
const bodyOf = (r: Request) => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;

/** Cuts the search function off (a dropped connection) until `online` is called. */
async function offline(): Promise<() => Promise<void>> {
  const drop = (route: { abort: (e: string) => Promise<void> }) =>
    route.abort('internetdisconnected');
  await page.route(SEARCH, drop);
  return () => page.unroute(SEARCH, drop);
}

/**
 * Passes every card of the deck from card `from` on, returning the titles shown (the completion
 * screen follows).
 */
async function passAll(from = 1): Promise<string[]> {
  const seen: string[] = [];
  for (let i = from; ; i += 1) {
    const next = page.getByText(new RegExp(`^Film ${i} of \\d+$`)).or(cards.completion());
    await next.first().waitFor();
    if (await cards.completion().isVisible()) return seen;
    seen.push(await cardTitle());
    await cards.dislike();
    await page
      .getByText(new RegExp(`^Film ${i + 1} of \\d+$`))
      .or(cards.completion())
      .first()
      .waitFor();
  }
}

describe('cards that know what you kept', () => {
  it('offers no "For you" before three films are kept', async () => {
    await app.open('/match');
    await page.getByRole('heading', { name: 'How do you want to find a film?' }).waitFor();
    expect(await page.getByRole('button', { name: /^For You/ }).count()).toBe(0);
  });

  it('marks a kept film’s card with how often it was matched, and counts a new like', async () => {
    await app.swipeSamples(['like', 'like', 'like', 'dislike', 'dislike']);
    await samples();
    expect(await cardTitle()).toBe(SAMPLES[0]);
    await expect
      .poll(() => page.getByTestId('film-kept').textContent())
      .toBe('In your watchlist · matched 1 time');
    await cards.like();
    await cards.waitForCard(2);
    // Manhattan was passed, not kept: its card says nothing of the watchlist.
    await samples();
    await expect
      .poll(() => page.getByTestId('film-kept').textContent())
      .toBe('In your watchlist · matched 2 times');
    for (let i = 1; i <= 3; i += 1) {
      await cards.dislike();
      await cards.waitForCard(i + 1);
    }
    expect(await cardTitle()).toBe(SAMPLES[3]);
    expect(await page.getByTestId('film-kept').count()).toBe(0);
  });
});

describe('more like this', () => {
  it('opens a deck of films like the card’s, online, that survives a reload', async () => {
    await samples();
    const asked = page.waitForRequest(SEARCH);
    await cards.button('More like this film: Taxi Driver').click();
    expect(bodyOf(await asked)).toMatchObject({ like: 'taxi-driver-1976' });
    await cards.waitForCard(1);
    await expect
      .poll(() => page.locator('.deck-origin').innerText())
      .toBe('More like: Taxi Driver');
    expect(await page.locator('.offline-tag').count()).toBe(0);
    const first = await cardTitle();
    expect(first).not.toBe('Taxi Driver');
    await cards.dislike();
    await cards.waitForCard(2);
    await page.reload();
    await cards.waitForCard(2);
    expect(await page.locator('.deck-origin').innerText()).toBe('More like: Taxi Driver');
    const rest = await passAll(2);
    expect(rest).not.toContain('Taxi Driver');
    expect(await page.getByTestId('made-from').innerText()).toBe('More like Taxi Driver');
  });

  it('opens the same kind of deck from a card offline, from the cached archive', async () => {
    await samples();
    const online = await offline();
    try {
      await cards.button('More like this film: Taxi Driver').click();
      await cards.waitForCard(1);
      await page.locator('.offline-tag').waitFor();
      expect(await page.locator('.deck-origin').innerText()).toBe('More like: Taxi Driver');
      expect(await cardTitle()).not.toBe('Taxi Driver');
    } finally {
      await online();
    }
  });

  for (const mode of ['online', 'offline'] as const) {
    it(`opens from an expanded watchlist row (${mode})`, async () => {
      const wl = new WatchlistPage(page, ui.url);
      await wl.open();
      await wl.expand('Do the Right Thing');
      const online = mode === 'offline' ? await offline() : null;
      try {
        await wl
          .row('Do the Right Thing')
          .getByRole('button', { name: 'More like this film: Do the Right Thing' })
          .click();
        await cards.waitForCard(1);
        expect(await page.locator('.deck-origin').innerText()).toBe(
          'More like: Do the Right Thing',
        );
        expect(await page.locator('.offline-tag').count()).toBe(mode === 'offline' ? 1 : 0);
        const shown = await passAll();
        expect(shown.length).toBeGreaterThan(0);
        expect(shown).not.toContain('Do the Right Thing');
        expect(await page.getByTestId('made-from').innerText()).toBe(
          'More like Do the Right Thing',
        );
      } finally {
        await online?.();
      }
    });
  }
});

describe('for you', () => {
  const KEPT = ['Taxi Driver', "Breakfast at Tiffany's", 'Do the Right Thing'];

  async function openForYou(): Promise<Record<string, unknown> | null> {
    await app.open('/match');
    const button = page.getByRole('button', { name: /^For You/ });
    await button.waitFor();
    expect(await button.innerText()).toMatch(/3 films on your watchlist/);
    const asked = page.waitForRequest(SEARCH, { timeout: 5_000 }).catch(() => null);
    await button.click();
    const request = await asked;
    await cards.waitForCard(1);
    return request ? bodyOf(request) : null;
  }

  it('is made from the three kept films, leaving out kept and passed films', async () => {
    const body = await openForYou();
    const taste = (body?.taste as Array<{ movieId: string }>).map((t) => t.movieId).sort();
    expect(taste).toEqual([
      'breakfast-at-tiffanys-1961',
      'do-the-right-thing-1989',
      'taxi-driver-1976',
    ]);
    // Passed on this device: the two sample films, and every film of the decks passed above.
    expect(body?.exclude).toEqual(expect.arrayContaining(['manhattan-1979']));
    expect(await page.locator('.deck-origin').innerText()).toMatch(/^For you:/);
    const passed = await passedOnDevice();
    for (let i = 1; ; i += 1) {
      await page
        .getByText(new RegExp(`^Film ${i} of \\d+$`))
        .or(cards.completion())
        .first()
        .waitFor();
      if (await cards.completion().isVisible()) break;
      const title = await cardTitle();
      expect(KEPT).not.toContain(title);
      expect(passed).not.toContain(title);
      expect(await page.getByTestId('film-kept').count()).toBe(0);
      const because = await page.getByTestId('film-because').innerText();
      expect(because).toMatch(/^Because you kept /);
      expect(KEPT.some((k) => because.includes(k))).toBe(true);
      await cards.dislike();
    }
    expect(await page.getByTestId('made-from').innerText()).toMatch(/^For you/);
  });

  it('works offline from the cached archive, still leaving out kept and passed films', async () => {
    const online = await offline();
    try {
      await openForYou();
      await page.locator('.offline-tag').waitFor();
      const passed = await passedOnDevice();
      const title = await cardTitle();
      expect(KEPT).not.toContain(title);
      expect(passed).not.toContain(title);
      await expect
        .poll(() => page.getByTestId('film-because').innerText())
        .toMatch(/^Because you kept /);
    } finally {
      await online();
    }
  });

  /** Titles of the films passed on this device, as the deck's session storage remembers them. */
  function passedOnDevice(): Promise<string[]> {
    return page.evaluate(() => {
      const titles: string[] = [];
      for (let i = 0; i < sessionStorage.length; i += 1) {
        const key = sessionStorage.key(i) ?? '';
        if (!key.startsWith('mise.deck.')) continue;
        const deck = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
          decisions?: Array<{ kind: string; title: string }>;
        };
        for (const d of deck.decisions ?? []) if (d.kind === 'pass') titles.push(d.title);
      }
      return titles;
    });
  }
});

describe('for you, signed in', () => {
  it('is offered from three kept films of an account and leaves them out', async () => {
    const email = `taste-${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    await signUpUser(ui.backend, email, password);
    const own = await ui.context();
    own.setDefaultTimeout(20_000);
    const p = await own.newPage();
    const mine = new MiseApp(p, ui.url);
    const deck = new CardsPage(p, ui.url);
    await mine.signIn(email, password);
    await mine.swipeSamples(['dislike', 'like', 'like', 'like', 'dislike']);
    await mine.open('/match');
    const button = p.getByRole('button', { name: /^For You/ });
    await button.waitFor();
    const asked = p.waitForRequest(SEARCH);
    await button.click();
    const taste = (bodyOf(await asked).taste as Array<{ movieId: string }>)
      .map((t) => t.movieId)
      .sort();
    expect(taste).toEqual([
      'breakfast-at-tiffanys-1961',
      'do-the-right-thing-1989',
      'manhattan-1979',
    ]);
    await deck.waitForCard(1);
    const title = (await deck.title().innerText()).replace(/\s*\((\d{4}|Unknown Year)\)$/, '');
    expect([
      "Breakfast at Tiffany's",
      'Do the Right Thing',
      'Manhattan',
      'Taxi Driver',
    ]).not.toContain(title.trim());
    await expect
      .poll(() => p.getByTestId('film-because').innerText())
      .toMatch(/^Because you kept /);
    await own.close();
  });
});
