// The deck that forgives and remembers (issue 29, points 2 and 3), in Chromium on the real build
// and backend: Undo and Rewind of a like and of a pass, online and offline, leave the account
// exactly as it was (rows read back over REST); Remove on the watchlist offers Undo in the row's
// place; a reload resumes at the same card; "Next films" brings films not yet shown; back keeps the
// vibe; /cards opened directly says it is a sample and leads to /match; the completion screen
// lists the kept films.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInUser, signUpUser } from '../../support/accounts';
import { startUi, type Ui } from '../../support/pages/harness';
import { CardsPage } from '../../support/pages/cardsPage';
import { MiseApp } from '../../support/pages/miseApp';
import { VibesPage } from '../../support/pages/searchPages';

let ui: Ui;
beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

interface ServerRow {
  movie_id: string;
  like_count: number;
  liked_movie_sources: { source: string; source_value: string }[];
}

async function serverRows(email: string, password: string): Promise<[string, number, string[]][]> {
  const s = await signInUser(ui.backend, email, password);
  const res = await fetch(
    `${ui.url}/rest/v1/liked_movies?select=movie_id,like_count,liked_movie_sources(source,source_value)&order=movie_id`,
    { headers: { apikey: ui.backend.anonKey, Authorization: `Bearer ${s.access_token}` } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as ServerRow[]).map((r) => [
    r.movie_id,
    r.like_count,
    r.liked_movie_sources.map((x) => `${x.source}:${x.source_value}`),
  ]);
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const SAMPLE = 'surprise:Mise sample films';

async function signedIn(): Promise<{
  ctx: BrowserContext;
  app: MiseApp;
  email: string;
  password: string;
}> {
  const email = `deck-${crypto.randomUUID()}@example.test`;
  const password = 'thumb on the deck 29';
  await signUpUser(ui.backend, email, password);
  const ctx = await ui.context({
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
  });
  ctx.setDefaultTimeout(15_000);
  const app = new MiseApp(await ctx.newPage(), ui.url);
  await app.signIn(email, password);
  await until(
    () => app.outboxSize(),
    (n) => n === 0,
  );
  return { ctx, app, email, password };
}

const titleOf = async (page: Page) =>
  ((await page.locator('.film-title').textContent()) ?? '').trim();

describe('undo on the deck and the watchlist', () => {
  it('undoes likes and passes online and offline; the account ends exact', async () => {
    const { ctx, app, email, password } = await signedIn();
    const page = app.page;
    const cards = new CardsPage(page, ui.url);
    await app.open('/cards');
    await cards.waitForCard(1);

    // Online: the like reaches the server, then Undo takes it back there too.
    await cards.like();
    await cards.waitForCard(2);
    await page.getByText('Kept “Taxi Driver” on your watchlist').waitFor();
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    expect(await serverRows(email, password)).toEqual([['taxi-driver-1976', 1, [SAMPLE]]]);
    await page.getByRole('button', { name: 'Undo keeping Taxi Driver' }).click();
    await cards.waitForCard(1);
    expect(await titleOf(page)).toMatch(/^Taxi Driver/);
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    expect(await serverRows(email, password)).toEqual([]);

    // A pass undone shows the same card again.
    await cards.dislike();
    await cards.waitForCard(2);
    await page.getByRole('button', { name: 'Undo passing Taxi Driver' }).click();
    await cards.waitForCard(1);

    // Keep Taxi Driver; like Breakfast at Tiffany's and take it back with Rewind.
    await cards.like();
    await cards.waitForCard(2);
    await cards.like();
    await cards.waitForCard(3);
    await page.getByRole('button', { name: "Back to Breakfast at Tiffany's" }).click();
    await cards.waitForCard(2);
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    expect(await serverRows(email, password)).toEqual([['taxi-driver-1976', 1, [SAMPLE]]]);

    // Offline: the like is still queued, so Undo drops it; the pass comes back; one like is kept.
    await ctx.setOffline(true);
    await cards.like();
    await cards.waitForCard(3);
    await page.getByRole('button', { name: "Undo keeping Breakfast at Tiffany's" }).click();
    await cards.waitForCard(2);
    expect(
      await until(
        () => app.outboxSize(),
        (n) => n === 0,
      ),
    ).toBe(0);
    await cards.dislike();
    await cards.waitForCard(3);
    await page.getByRole('button', { name: "Undo passing Breakfast at Tiffany's" }).click();
    await cards.waitForCard(2);
    await cards.dislike();
    await cards.waitForCard(3);
    await cards.like(); // Do the Right Thing, kept
    await cards.waitForCard(4);
    await cards.like(); // Manhattan, undone offline
    await cards.waitForCard(5);
    await page.getByRole('button', { name: 'Undo keeping Manhattan' }).click();
    await cards.waitForCard(4);
    await cards.dislike();
    await cards.waitForCard(5);
    await cards.dislike();

    // The completion screen lists what was kept.
    await cards.completion().waitFor();
    const kept = page.getByRole('region', { name: /^Kept on your watchlist/ });
    expect(await kept.getByRole('listitem').allTextContents()).toEqual([
      'Taxi Driver (1976)',
      'Do the Right Thing (1989)',
    ]);

    await ctx.setOffline(false);
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    expect(await app.outboxSize()).toBe(0);
    expect(await serverRows(email, password)).toEqual([
      ['do-the-right-thing-1989', 1, [SAMPLE]],
      ['taxi-driver-1976', 1, [SAMPLE]],
    ]);

    // Remove on the watchlist: the row's place says Removed with Undo; Undo puts it back, exact.
    await app.openWatchlist();
    const row = page.locator('li.wl-row').filter({ hasText: 'Taxi Driver' });
    await app.expand('Taxi Driver');
    const docTop = (sel: string) =>
      page.evaluate((q) => {
        const el = [...document.querySelectorAll(q)].find((e) => e.textContent?.includes('Taxi'));
        return [el ? el.getBoundingClientRect().top + window.scrollY : NaN, window.scrollY];
      }, sel);
    const removeButton = row.getByRole('button', { name: 'Remove Taxi Driver' });
    await removeButton.scrollIntoViewIfNeeded();
    const [rowTop, scrolled] = await docTop('li.wl-row');
    await removeButton.click();
    const removed = page.locator('li.wl-removed').filter({ hasText: 'Removed “Taxi Driver”' });
    await removed.waitFor();
    const [placeTop, scrolledAfter] = await docTop('li.wl-removed');
    expect(Math.abs(placeTop! - rowTop!)).toBeLessThan(2); // in the row's place: nothing moved up
    expect(scrolledAfter).toBe(scrolled);
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    expect(await serverRows(email, password)).toEqual([['do-the-right-thing-1989', 1, [SAMPLE]]]);
    await page.getByRole('button', { name: 'Undo removing Taxi Driver' }).click();
    await row.waitFor();
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    expect(await serverRows(email, password)).toEqual([
      ['do-the-right-thing-1989', 1, [SAMPLE]],
      ['taxi-driver-1976', 1, [SAMPLE]],
    ]);
    await ctx.close();
  });
});

describe('a deck that remembers', () => {
  it('resumes at the same card after a reload', async () => {
    const ctx = await ui.context({ viewport: { width: 390, height: 844 } });
    const page = await ctx.newPage();
    const cards = new CardsPage(page, ui.url);
    await cards.goto('/cards');
    await cards.waitForCard(1);
    await cards.dislike();
    await cards.waitForCard(2);
    await cards.dislike();
    await cards.waitForCard(3);
    const title = await titleOf(page);
    await page.reload();
    await cards.waitForCard(3);
    expect(await titleOf(page)).toBe(title);
    // A new visit (not a reload) deals the sample deck afresh. (Chromium turns a navigation to the
    // address already shown into a reload, so the new visit comes from another page.)
    await cards.goto('/match');
    await cards.goto('/cards');
    await cards.waitForCard(1);
    await ctx.close();
  });

  it('says the sample deck is a sample and leads to /match', async () => {
    const ctx = await ui.context();
    const page = await ctx.newPage();
    await page.goto(`${ui.url}/cards`);
    await page.getByText('A sample deck, not a search.').waitFor();
    await page.getByRole('link', { name: 'Find films for your taste' }).click();
    await page.waitForURL('**/match');
    await ctx.close();
  });

  it('shows what it was made from, brings the next films of the search, and back keeps the vibe', async () => {
    const ctx = await ui.context({
      viewport: { width: 1280, height: 800 },
      isMobile: false,
      hasTouch: false,
    });
    const page = await ctx.newPage();
    const vibes = new VibesPage(page, ui.url);
    await vibes.goto('/vibes');
    const vibe = 'rain on neon streets at night';
    await vibes.search(vibe);
    const cards = new CardsPage(page, ui.url);
    await cards.waitForCard(1);
    await page.getByText(`Your vibe: “${vibe}”`).waitFor();
    const first = new Set<string>();
    const total = Number((await cards.position()).split(' of ')[1]);
    for (let i = 1; i <= total; i += 1) {
      await cards.waitForCard(i);
      first.add(await titleOf(page));
      await cards.dislike();
    }
    await cards.completion().waitFor();
    await page.getByText('You kept none of these films.').waitFor();
    await page.getByRole('button', { name: 'Next films' }).click();
    await cards.waitForCard(1);
    const next = Number((await cards.position()).split(' of ')[1]);
    expect(next).toBeGreaterThan(0);
    for (let i = 1; i <= next; i += 1) {
      await cards.waitForCard(i);
      expect(first.has(await titleOf(page))).toBe(false);
      await cards.dislike();
    }
    await page.goBack();
    await page.waitForURL('**/vibes');
    expect(await vibes.textbox().inputValue()).toBe(vibe);
    await ctx.close();
  });
});
