// Every way a search starts (vibe, surprise, colour, palette, words and the /test dashboard) behind
// one shape, and what a screen shows once its search has ended: a message, or results (online or
// from the cached archive). The bad-network suite runs each fault across all of them.
import type { Locator, Page } from 'playwright-core';
import { ColorPage, SurprisePage, VibesPage, WordsPage } from './searchPages';

/** How a search went wrong: no answer in time, no connection, or an error status. */
export type SearchFailure = 'timeout' | 'network' | { status: number };

export interface SearchScreen {
  name: 'vibe' | 'surprise' | 'colour' | 'palette' | 'words' | 'test';
  /** Opens the screen, ready to search. */
  open(page: Page, baseUrl: string): Promise<void>;
  /** Starts the search (again, on the same screen, after a failure). */
  submit(page: Page, baseUrl: string): Promise<void>;
  /** What the screen says when the search fails this way (and no archive answers). */
  message(failure: SearchFailure): string | RegExp;
}

const NETWORK = 'Network error. Please try again.';
const FAILED = 'Search failed. Please try again.';
const VIBE_CONNECTION = 'Search failed. Please check your connection and try again.';

const listMessage = (f: SearchFailure) => (typeof f === 'string' ? NETWORK : FAILED);

export const SEARCH_SCREENS: readonly SearchScreen[] = [
  {
    name: 'vibe',
    open: (page, url) => new VibesPage(page, url).goto('/vibes'),
    submit: (page, url) => new VibesPage(page, url).search('late-night diner with neon signs'),
    message: () => VIBE_CONNECTION,
  },
  {
    name: 'surprise',
    open: (page, url) => new SurprisePage(page, url).goto('/surprise'),
    submit: (page, url) => new SurprisePage(page, url).submit(),
    message: () => VIBE_CONNECTION,
  },
  {
    name: 'colour',
    open: (page, url) => new ColorPage(page, url).goto('/color'),
    submit: (page, url) => new ColorPage(page, url).submitColour(),
    message: listMessage,
  },
  {
    name: 'palette',
    async open(page, url) {
      const colour = new ColorPage(page, url);
      await colour.goto('/color');
      await colour.rollPalette();
    },
    submit: (page, url) => new ColorPage(page, url).submitPalette(),
    message: listMessage,
  },
  {
    name: 'words',
    async open(page, url) {
      const words = new WordsPage(page, url);
      await words.goto('/words');
      for (const w of ['noir', 'neon', 'gritty']) await words.choose(w);
    },
    submit: (page, url) => new WordsPage(page, url).submit(),
    message: listMessage,
  },
  {
    // The internal dashboard shows the error itself, in a red box.
    name: 'test',
    async open(page, url) {
      await page.goto(`${url}/test`);
      await page.getByLabel('Query').fill('rain on a 1970s subway platform');
    },
    submit: (page) => page.getByRole('button', { name: 'Test Search' }).click(),
    message: (f) =>
      f === 'timeout'
        ? /^No answer within \d+ s$/
        : f === 'network'
          ? /^Network error: /
          : `Search failed: ${f.status}`,
  },
];

export type SearchOutcome =
  { shown: 'message'; text: string } | { shown: 'results'; offline: boolean };

function message(page: Page): Locator {
  return page.locator('main').locator('.alert-error, .test-error');
}

function results(page: Page): Locator {
  return page.getByText(/^Film 1 of \d+$/).or(page.getByRole('region', { name: 'Results table' }));
}

function offlineLabel(page: Page): Locator {
  return page
    .locator('.cards-top .offline-tag')
    .or(page.getByText('Offline results: answered from the archive cached on this device'));
}

/** Waits until the search has ended on screen: its message, or its results (on /cards or /test). */
export async function searchOutcome(page: Page, timeout = 30_000): Promise<SearchOutcome> {
  await message(page).or(results(page)).first().waitFor({ timeout });
  if (await message(page).count())
    return { shown: 'message', text: (await message(page).innerText()).trim() };
  return { shown: 'results', offline: (await offlineLabel(page).count()) > 0 };
}

/** Waits for results only (a message left from an earlier failure is not an answer). */
export async function searchResults(page: Page, timeout = 30_000): Promise<SearchOutcome> {
  await results(page).first().waitFor({ timeout });
  return { shown: 'results', offline: (await offlineLabel(page).count()) > 0 };
}
