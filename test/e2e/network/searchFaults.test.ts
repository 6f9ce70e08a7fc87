// Searches on a bad network, in Chromium, by request interception on the search functions
// (search, wordSearch, colorSearch) and the palettes' REST read. Every way in (vibe, surprise,
// colour, palette, words, /test) meets each fault in turn (a dropped connection, a 500 or 503, a
// 3 s answer, no answer at all), on two kinds of device in turn: one that never cached the archive
// and one that did. A search always ends within its deadline: with the network's message, with the
// server's failure, or with results from the cached archive, labelled offline. Once the network is
// back, the same search on the same screen gets online results.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUi, type Ui } from '../../support/pages/harness';
import { timed, until, type Fault, type NetworkFaults } from '../../support/networkFaults';
import { concurrently, type NamedFlow } from '../../support/pageFlows';
import {
  SEARCH_SCREENS,
  searchOutcome,
  searchResults,
  showScreen,
  type SearchFailure,
  type SearchOutcome,
  type SearchScreen,
} from '../../support/pages/searchScreens';
import { MiseApp } from '../../support/pages/miseApp';
import { outwait } from '../../support/pageClock';
import { DEADLINE_MS } from '../../../src/net/fetchWithDeadline';

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
/** An answer from the cached archive is an answer, not an error: it has the 15 s of any search.
 * (Its first one starts the offline engine, a worker indexing 1,127 films: about a second alone,
 * several with a dozen pages busy at once on this 2-core machine.) */
const OFFLINE_BOUND_MS = 15_000;
const SLOW_MS = 3_000;

let ui: Ui;
/** A device with the archive slice cached (its IndexedDB, taken once). */
let withArchive: Awaited<ReturnType<BrowserContext['storageState']>>;

/** 'bare': a device that never cached the archive (its download always fails); 'cached': one
 * that did. A fresh context each time. */
type Device = 'bare' | 'cached';

async function device(kind: Device): Promise<BrowserContext> {
  // The page's clock is Playwright's: a hung search meets its deadline when the test jumps it.
  const context = await ui.context({
    clock: true,
    ...(kind === 'cached' ? { storageState: withArchive } : {}),
  });
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

function expectShown(screen: SearchScreen, value: SearchOutcome, expected: Expected) {
  if (expected === 'online' || expected === 'offline') {
    expect(value, JSON.stringify(value)).toEqual({
      shown: 'results',
      offline: expected === 'offline',
    });
    return;
  }
  expect(value.shown).toBe('message');
  const text = value.shown === 'message' ? value.text : '';
  const message = screen.message(expected);
  if (typeof message === 'string') expect(text).toBe(message);
  else expect(text).toMatch(message);
}

interface Step {
  fault: (faults: NetworkFaults) => Promise<Fault>;
  expected: Expected;
  /** The person's wait, from the click to the answer on screen: at most, and at least. */
  within: number;
  atLeast?: number;
  /** For a hang: the page's deadline, jumped on the page's clock once the request is caught. */
  deadline?: number;
}

/** One screen on one device: each step's fault, what the screen shows and how soon; then the
 * network comes back and the same search is answered online. */
function screenUnderFaults(kind: Device, screen: SearchScreen, steps: Step[]): NamedFlow {
  return [
    `${screen.name} (${kind === 'cached' ? 'archive cached' : 'no archive'})`,
    pageOf(kind, screen.name),
    async (page, faults, turn) => {
      await turn.setup(async () => {
        await page.goto(`${ui.url}${screen.path}`);
        await page.waitForLoadState('networkidle');
      });
      for (const [i, step] of steps.entries()) {
        await showScreen(page, ui.url, screen);
        const fault = await step.fault(faults);
        if (i === 0) await turn.mine();
        let jumped = 0;
        const { value } = await timed(async () => {
          await screen.submit(page, ui.url);
          if (i === 0) turn.started();
          if (step.deadline) jumped = await outwait(page, fault, step.deadline);
          return searchOutcome(page);
        });
        // From the request the fault caught to the answer on screen, on the page's clock (real
        // time plus any jump): the bound is the answer's, not the typing and clicking's (slow with
        // a dozen pages busy on two cores).
        const ms = Date.now() - fault.firstAt + jumped;
        const what = `step ${i + 1} (${JSON.stringify(step.expected)})`;
        expect(fault.hits, `${what}: requests the fault caught`).toBe(1);
        expectShown(screen, value, step.expected);
        expect(ms, `${what}: wait in ms`).toBeLessThan(step.within);
        if (step.atLeast) expect(ms, `${what}: wait in ms`).toBeGreaterThanOrEqual(step.atLeast);
        await faults.clear();
      }
      await showScreen(page, ui.url, screen);
      await screen.submit(page, ui.url);
      const back = await searchResults(page);
      expect(back, 'back: ' + JSON.stringify(back)).toEqual({ shown: 'results', offline: false });
    },
  ];
}

/** The colour page's palettes: a server error, then no answer (the archive's palettes, or the
 * message, in time), then the network is back. */
function palettesUnderFaults(kind: Device, status: 500 | 503): NamedFlow {
  return [
    `palettes (${kind === 'cached' ? 'archive cached' : 'no archive'})`,
    pageOf(kind, 'palettes'),
    async (page, faults, turn) => {
      const dice = page.getByRole('button', { name: 'Roll to Reveal a Palette' });
      const message = page.getByText('Unable to load movie palettes.');
      const expected = kind === 'cached' ? 'dice' : 'message';
      // Warm the caches first: the wait measured is the palettes', not a first page load's.
      await turn.setup(async () => {
        await page.goto(`${ui.url}/about`);
        await page.waitForLoadState('networkidle');
      });
      await turn.mine();
      turn.started();
      for (const [fault, within, deadline] of [
        [(f: NetworkFaults) => f.fail(PALETTES, status), ERROR_BOUND_MS, 0],
        [(f: NetworkFaults) => f.hang(PALETTES), HANG_BOUND_MS, DEADLINE_MS.rest],
      ] as const) {
        const caught = await fault(faults);
        await page.goto(`${ui.url}/color`);
        // Timed from the request the fault caught: the bound is the answer's, not the page load's
        // (with a dozen pages loading at once on two cores, that alone can take seconds). A hang
        // meets its deadline on the page's clock; the jump counts in the wait.
        await caught.met();
        const jumped = deadline ? await outwait(page, caught, deadline) : 0;
        const { value, ms } = await timed(async () => {
          await dice.or(message).waitFor();
          return (await dice.count()) ? 'dice' : 'message';
        });
        expect(caught.hits, 'requests the fault caught').toBe(1);
        expect(value).toBe(expected);
        expect(ms + jumped, 'wait in ms').toBeLessThan(within);
        await faults.clear();
      }
      await page.goto(`${ui.url}/color`);
      await dice.waitFor();
    },
  ];
}

/** The faults every screen meets, in order. The dropped connection comes first: on the device
 * with the archive it is the first offline answer, so it carries the offline engine's start. */
function stepsFor(kind: Device, i: number): Step[] {
  const status = i % 2 ? 503 : 500;
  return [
    {
      fault: (f) => f.drop(FUNCTIONS, i % 2 ? 'internetdisconnected' : 'connectionreset'),
      expected: kind === 'cached' ? 'offline' : 'network',
      within: kind === 'cached' ? OFFLINE_BOUND_MS : ERROR_BOUND_MS,
    },
    { fault: (f) => f.fail(FUNCTIONS, status), expected: { status }, within: ERROR_BOUND_MS },
    {
      fault: (f) => f.slow(FUNCTIONS, SLOW_MS),
      expected: 'online',
      // Answered online, not cut off for the archive: a dozen searches at once keep the local
      // server busy, so the bound is the deadline's.
      within: HANG_BOUND_MS,
      atLeast: SLOW_MS,
    },
    {
      fault: (f) => f.hang(FUNCTIONS),
      expected: kind === 'cached' ? 'offline' : 'timeout',
      within: HANG_BOUND_MS,
      deadline: DEADLINE_MS.search,
    },
  ];
}

/** The screens' flows on one device kind, in groups run one after the other. */
function groupsOf(kind: Device, palettes: 500 | 503, groups: number): NamedFlow[][] {
  const flows = [
    ...SEARCH_SCREENS.map((screen, i) => screenUnderFaults(kind, screen, stepsFor(kind, i))),
    palettesUnderFaults(kind, palettes),
  ];
  const size = Math.ceil(flows.length / groups);
  return Array.from({ length: groups }, (_, g) => flows.slice(g * size, (g + 1) * size));
}

describe('search on a bad network', () => {
  // Pages at once, per device kind: without an archive seven; with one, four or three. Each cached
  // page's first offline answer starts its own offline engine (it restores 1,127 films and loads
  // the search index); on two slow cores, seven of those at once queued behind each other and the
  // 15 s bound measured the machine, not the page.
  for (const [kind, palettes, groups] of [
    ['bare', 503, 1],
    ['cached', 500, 2],
  ] as const) {
    for (const flows of groupsOf(kind, palettes, groups)) {
      const names = flows.map(([name]) => name.replace(/ \(.*\)$/, '')).join(', ');
      it(`on a device ${kind === 'cached' ? 'with' : 'without'} a cached archive (${names}): dropped, 500/503, slow and hung answers, then the network back`, async () => {
        await concurrently(flows);
      });
    }
  }
});
