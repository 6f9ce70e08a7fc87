// Searches on a bad network, in Chromium, by request interception on the search functions
// (search, wordSearch, colorSearch) and the palettes' REST read. Each fault runs on every way in
// (vibe, surprise, colour, palette, words, /test) at once, in two devices: one that never cached
// the archive and one that did. A search always ends within its deadline: with the network's
// message, with the server's failure, or with results from the cached archive, labelled offline.
// Once the network is back, the same search on the same screen gets online results.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUi, type Ui } from '../../support/pages/harness';
import { timed, until, type Fault, type NetworkFaults } from '../../support/networkFaults';
import { concurrently, type NamedFlow } from '../../support/pageFlows';
import {
  SEARCH_SCREENS,
  searchOutcome,
  searchResults,
  type SearchFailure,
  type SearchOutcome,
  type SearchScreen,
} from '../../support/pages/searchScreens';
import { MiseApp } from '../sync/miseApp';

/** The three search functions (not the welcome mail or checkout). */
const FUNCTIONS = /\/\.netlify\/functions\/(search|wordSearch|colorSearch)$/;
/** The colour page's palettes: a REST read of the films with colours. */
const PALETTES = (u: URL) =>
  u.pathname.endsWith('/rest/v1/celluloid_film_data') && u.searchParams.has('hex_codes');
/** The archive slice's version check: failing it means the slice is never cached. */
const ARCHIVE_VERSION = (u: URL) =>
  u.pathname.endsWith('/rest/v1/celluloid_film_data') &&
  u.searchParams.get('select') === 'updated_at';

/** Bounds on the wall time of an answer: a hang waits for the deadline, an error must not. */
const HANG_BOUND_MS = 15_000;
const ERROR_BOUND_MS = 5_000;

let ui: Ui;
/** A device with the archive slice cached (its IndexedDB, taken once). */
let withArchive: Awaited<ReturnType<BrowserContext['storageState']>>;

/** 'bare': a device that never cached the archive (its download always fails); 'cached': one
 * that did. A fresh context each time. */
type Device = 'bare' | 'cached';

async function device(kind: Device): Promise<BrowserContext> {
  const context = await ui.context(kind === 'cached' ? { storageState: withArchive } : {});
  context.setDefaultTimeout(20_000);
  if (kind === 'bare')
    await context.route(ARCHIVE_VERSION, (route) => route.abort('internetdisconnected'));
  return context;
}

const pages = new Map<string, Promise<Page>>();

/** The page a flow uses on one device, kept for the whole file: each test navigates it afresh,
 * with the caches the earlier tests warmed. */
function pageOf(kind: Device, slot: string): () => Promise<Page> {
  return () => {
    const key = `${kind} ${slot}`;
    let page = pages.get(key);
    if (!page) {
      page = device(kind).then((context) => context.newPage());
      pages.set(key, page);
    }
    return page;
  };
}

beforeAll(async () => {
  ui = await startUi();
  const context = await ui.context();
  const app = new MiseApp(await context.newPage(), ui.url);
  await app.open('/');
  const films = await until(
    () => app.archiveCount(),
    (n) => n > 200,
  );
  if (films <= 200) throw new Error(`the archive was not cached (${films} films)`);
  withArchive = await context.storageState({ indexedDB: true });
  await context.close();
});

afterAll(async () => ui?.close());

/** What a screen should end on: results (online or from the archive) or a failure's message. */
type Expected = 'online' | 'offline' | SearchFailure;

interface Case {
  fault(faults: NetworkFaults): Promise<Fault>;
  expected: Expected;
  /** The person's wait, from the click to the answer on screen: at most, and at least. */
  within: number;
  atLeast?: number;
}

function expectShown(screen: SearchScreen, value: SearchOutcome, expected: Expected) {
  if (expected === 'online' || expected === 'offline') {
    expect(value).toEqual({ shown: 'results', offline: expected === 'offline' });
    return;
  }
  expect(value.shown).toBe('message');
  const text = value.shown === 'message' ? value.text : '';
  const message = screen.message(expected);
  if (typeof message === 'string') expect(text).toBe(message);
  else expect(text).toMatch(message);
}

/** Every search screen in `context` (or those given) under the case's fault, then again once it is
 * lifted. */
function searches(kind: Device, label: string, c: Case, screens = SEARCH_SCREENS): NamedFlow[] {
  return screens.map((screen) => [
    `${screen.name} (${label})`,
    pageOf(kind, screen.name),
    async (page, faults, turn) => {
      const s0 = Date.now();
      await screen.open(page, ui.url);
      console.log(label, screen.name, 'opened', Date.now() - s0);
      await page.waitForLoadState('networkidle');
      console.log(label, screen.name, 'idle', Date.now() - s0);
      const fault = await c.fault(faults);
      await turn.mine();
      console.log(label, screen.name, 'my turn', Date.now() - s0);
      const t0 = Date.now();
      void fault.met().then(() => console.log(label, screen.name, 'hit', Date.now() - t0));
      const { value, ms } = await timed(async () => {
        await screen.submit(page, ui.url);
        turn.started();
        return searchOutcome(page);
      });
      console.log(label, screen.name, 'answered', ms);
      expect(fault.hits, 'requests the fault caught').toBe(1);
      expectShown(screen, value, c.expected);
      expect(ms, 'wait in ms').toBeLessThan(c.within);
      if (c.atLeast) expect(ms, 'wait in ms').toBeGreaterThanOrEqual(c.atLeast);
      // The network is back: the same search on the same screen is answered online.
      await faults.clear();
      await screen.open(page, ui.url);
      await screen.submit(page, ui.url);
      expect(await searchResults(page)).toEqual({ shown: 'results', offline: false });
      console.log(label, screen.name, 'recovered', Date.now() - s0);
    },
  ]);
}

/** The colour page's palettes under a fault: the archive's (dice), or the message; then online. */
function palettes(
  kind: Device,
  label: string,
  fault: (faults: NetworkFaults) => Promise<Fault>,
  within: number,
): NamedFlow {
  return [
    `palettes (${label})`,
    pageOf(kind, 'palettes'),
    async (page, faults, turn) => {
      const caught = await fault(faults);
      await turn.mine();
      const dice = page.getByRole('button', { name: 'Roll to Reveal a Palette' });
      const message = page.getByText('Unable to load movie palettes.');
      const { value, ms } = await timed(async () => {
        await page.goto(`${ui.url}/color`);
        turn.started();
        await dice.or(message).waitFor();
        return (await dice.count()) ? 'dice' : 'message';
      });
      expect(caught.hits, 'requests the fault caught').toBe(1);
      expect(value).toBe(kind === 'cached' ? 'dice' : 'message');
      expect(ms, 'wait in ms').toBeLessThan(within);
      await faults.clear();
      await page.reload();
      await dice.waitFor();
    },
  ];
}

describe('search on a bad network', () => {
  it('a hung function without an archive: each screen gives the network message after the deadline; hung palettes, the palettes message', async () => {
    await concurrently([
      ...searches('bare', 'no archive', {
        fault: (f) => f.hang(FUNCTIONS),
        expected: 'timeout',
        within: HANG_BOUND_MS,
      }),
      palettes('bare', 'no archive', (f) => f.hang(PALETTES), HANG_BOUND_MS),
    ]);
  });

  it('a hung function with the archive cached: each screen answers from it, labelled offline; hung palettes, from the archive', async () => {
    await concurrently([
      ...searches('cached', 'archive', {
        fault: (f) => f.hang(FUNCTIONS),
        expected: 'offline',
        within: HANG_BOUND_MS,
      }),
      palettes('cached', 'archive', (f) => f.hang(PALETTES), HANG_BOUND_MS),
    ]);
  });

  it('a dropped connection: the network message at once without an archive, offline results with one', async () => {
    await concurrently([
      ...searches('bare', 'no archive', {
        fault: (f) => f.drop(FUNCTIONS, 'connectionreset'),
        expected: 'network',
        within: ERROR_BOUND_MS,
      }),
      ...searches('cached', 'archive', {
        fault: (f) => f.drop(FUNCTIONS, 'internetdisconnected'),
        expected: 'offline',
        within: ERROR_BOUND_MS,
      }),
    ]);
  });

  it('a server error (500, 503): the failure message at once, not the archive; failed palettes', async () => {
    const half = (odd: number) => SEARCH_SCREENS.filter((_, i) => i % 2 === odd);
    await concurrently([
      ...searches(
        'cached',
        'archive, 500',
        { fault: (f) => f.fail(FUNCTIONS, 500), expected: { status: 500 }, within: ERROR_BOUND_MS },
        half(0),
      ),
      ...searches(
        'cached',
        'archive, 503',
        { fault: (f) => f.fail(FUNCTIONS, 503), expected: { status: 503 }, within: ERROR_BOUND_MS },
        half(1),
      ),
      palettes('bare', 'no archive, 503', (f) => f.fail(PALETTES, 503), ERROR_BOUND_MS),
      palettes('cached', 'archive, 500', (f) => f.fail(PALETTES, 500), ERROR_BOUND_MS),
    ]);
  });

  it('a slow answer (3 s): waited for, and shown as online results', async () => {
    await concurrently(
      searches('cached', 'archive', {
        fault: (f) => f.slow(FUNCTIONS, 3_000),
        expected: 'online',
        within: 3_000 + ERROR_BOUND_MS,
        atLeast: 3_000,
      }),
    );
  });
});
