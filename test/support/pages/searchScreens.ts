// Every way a search starts (vibe, surprise, colour, palette, words and the /test dashboard) behind
// one shape, and what a screen shows once its search has ended: a message, or results (online or
// from the cached archive). The bad-network suite runs each fault across all of them.
import type { Locator, Page } from 'playwright-core';
import { ColorPage, SurprisePage, VibesPage, WordsPage } from './searchPages';

/** How a search went wrong: no answer in time, no connection, or an error status. */
export type SearchFailure = 'timeout' | 'network' | { status: number };

export interface SearchScreen {
  name: 'vibe' | 'surprise' | 'colour' | 'palette' | 'words' | 'test';
  path: string;
  /** Readies the screen once it is shown (words chosen, a palette rolled, a query typed). */
  prepare(page: Page, baseUrl: string): Promise<void>;
  /** Starts the search. */
  submit(page: Page, baseUrl: string): Promise<void>;
  /** What the screen says when the search fails this way (and no archive answers). */
  message(failure: SearchFailure): string | RegExp;
}

const NETWORK = 'Network error. Please try again.';
const FAILED = 'Search failed. Please try again.';
const VIBE_CONNECTION = 'Search failed. Please check your connection and try again.';

const listMessage = (f: SearchFailure) => (typeof f === 'string' ? NETWORK : FAILED);
const nothing = () => Promise.resolve();

export const SEARCH_SCREENS: readonly SearchScreen[] = [
  {
    name: 'vibe',
    path: '/vibes',
    prepare: nothing,
    submit: (page, url) => new VibesPage(page, url).search('late-night diner with neon signs'),
    message: () => VIBE_CONNECTION,
  },
  {
    name: 'surprise',
    path: '/surprise',
    prepare: nothing,
    submit: (page, url) => new SurprisePage(page, url).submit(),
    message: () => VIBE_CONNECTION,
  },
  {
    name: 'colour',
    path: '/color',
    prepare: nothing,
    submit: (page, url) => new ColorPage(page, url).submitColour(),
    message: listMessage,
  },
  {
    name: 'palette',
    path: '/color',
    prepare: (page, url) => new ColorPage(page, url).rollPalette(),
    submit: (page, url) => new ColorPage(page, url).submitPalette(),
    message: listMessage,
  },
  {
    name: 'words',
    path: '/words',
    async prepare(page, url) {
      const words = new WordsPage(page, url);
      for (const w of ['noir', 'neon', 'gritty']) await words.choose(w);
    },
    submit: (page, url) => new WordsPage(page, url).submit(),
    message: listMessage,
  },
  {
    // The internal dashboard shows the error itself, in a red box.
    name: 'test',
    path: '/test',
    prepare: (page) => page.getByLabel('Query').fill('rain on a 1970s subway platform'),
    submit: (page) => page.getByRole('button', { name: 'Test Search' }).click(),
    message: (f) =>
      f === 'timeout'
        ? /^No answer within \d+ s$/
        : f === 'network'
          ? /^Network error: /
          : `Search failed: ${f.status}`,
  },
];

/** Moves inside the running app (no page load), as its own links do. */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Shows the screen afresh inside the running app: through /about first, so the screen mounts
 * anew (clean state) even when it was already shown. */
export async function showScreen(page: Page, baseUrl: string, screen: SearchScreen) {
  await visit(page, '/about');
  await page.getByRole('heading', { level: 1, name: 'Mise, as in mise-en-scène' }).waitFor();
  await visit(page, screen.path);
  await page.locator('main h1').filter({ hasNotText: 'mise-en-scène' }).waitFor();
  await screen.prepare(page, baseUrl);
}

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
