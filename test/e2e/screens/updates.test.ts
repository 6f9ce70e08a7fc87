// Every route finds a new version: a device on the app, a second build deployed on the same server,
// then one reload of the route. Each route shows the update prompt on that reload, and accepting it
// lands on the same route in the new build with the local data as it was (the watchlist, its
// queue, the anonymous session). Each route, then left alone for 5 s, keeps the main thread under
// 5% busy: a route that keeps it busy also starves the service worker's update check (an earlier
// /watchlist, 78% busy, learnt of a new version only after about 170 s).
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiKeys, loadOrCreateJwtSecret } from '../../../server/keys';
import { testTemplateDir } from '../../support/backend';
import { twoDeployments, type Deployments } from '../../support/deployments';
import { mainThreadBusy, pageSettled } from '../../support/mainThread';
import { CardsPage } from '../../support/pages/cardsPage';
import { startUi, type Ui } from '../../support/pages/harness';
import { MisePage } from '../../support/pages/misePage';
import { ROUTES } from '../../support/pages/routeList';

const IDLE_WINDOW_MS = 5_000;
const IDLE_BUSY_MAX = 0.05;

let ui: Ui;
let deployments: Deployments;
let ctx: BrowserContext;
let page: Page;
let app: MisePage;
let live: 0 | 1 = 0;
const busy: [string, number][] = [];

beforeAll(async () => {
  const { anonKey } = await apiKeys(loadOrCreateJwtSecret(await testTemplateDir()));
  deployments = await twoDeployments(inject('e2eBuilds').default, anonKey);
  ui = await startUi({ staticDir: deployments.dir });
  ctx = await ui.context({ serviceWorkers: 'allow' });
  page = await ctx.newPage();
  app = new MisePage(page, ui.url);
  // The first visit installs the service worker; then a like, so there is data to keep.
  await app.goto('/cards');
  await app.waitForServiceWorker();
  await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  const cards = new CardsPage(page, ui.url);
  await cards.waitForCard(1);
  await cards.like();
  await until(async () => (await app.storeCount('watchlist')) === 1, 'the like is stored');
  await until(async () => (await app.storeCount('outbox')) === 0, 'the like reaches the server');
});

/** Polls `ok` (expect.poll is for tests, not hooks) until it holds or 30 s have gone. */
async function until(ok: () => Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 30_000;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

afterAll(async () => {
  if (busy.length)
    console.log(
      `main thread busy over ${IDLE_WINDOW_MS / 1000} s idle: ` +
        busy.map(([r, b]) => `${r} ${(b * 100).toFixed(1)}%`).join(', '),
    );
  await ui?.close();
  deployments?.remove();
});

interface LocalData {
  watchlist: {
    movie_id: string;
    like_count: number;
    watched: boolean;
    first_liked_at: string;
    last_liked_at: string;
    sources: { source: string; source_value: string }[];
  }[];
  outbox: { id: string }[];
  session: unknown;
}

/** What the device keeps, as a person knows it: each film liked (how often, from where, when,
 * watched or not), the writes still queued, the anonymous session. (A pull may refresh a row's
 * film texts and write its times in the server's notation; that is not a loss.) */
const localData = async (p: Page) => {
  const d = await p.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const req = indexedDB.open('mise');
        req.onerror = () => reject(req.error ?? new Error('could not open mise'));
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction(['watchlist', 'outbox', 'meta'], 'readonly');
          const rows = tx.objectStore('watchlist').getAll();
          const queued = tx.objectStore('outbox').getAll();
          const session = tx.objectStore('meta').get('sessionId');
          tx.oncomplete = () => {
            db.close();
            resolve({ watchlist: rows.result, outbox: queued.result, session: session.result });
          };
        };
      }) as Promise<LocalData>,
  );
  return {
    watchlist: d.watchlist
      .map((r) => ({
        movie_id: r.movie_id,
        like_count: r.like_count,
        watched: r.watched,
        first_liked_at: Date.parse(r.first_liked_at),
        last_liked_at: Date.parse(r.last_liked_at),
        sources: r.sources.map((s) => `${s.source}:${s.source_value}`).sort(),
      }))
      .sort((a, b) => a.movie_id.localeCompare(b.movie_id)),
    outbox: d.outbox.map((o) => o.id).sort(),
    session: d.session,
  };
};

const entryScript = (p: Page) =>
  p.evaluate(() =>
    document.querySelector('script[type="module"][src*="/assets/index-"]')?.getAttribute('src'),
  );

describe('a new version, found from every route', () => {
  it.each(ROUTES)(
    '%s shows the update prompt on one reload; accepting it keeps the route and the data',
    async (route, heading) => {
      await app.goto(route);
      await app
        .heading(heading)
        .or(page.getByRole('heading', { name: heading }))
        .first()
        .waitFor();
      expect(await entryScript(page)).toBe(deployments.entryScript(live));
      const before = await localData(page);

      const next = live === 0 ? 1 : 0;
      deployments.deploy(next);
      await page.reload();
      await page.getByText('A new version of Mise is ready.').waitFor({ timeout: 60_000 });
      const reloaded = page.waitForEvent('load', { timeout: 60_000 });
      await app.button('Update').click();
      await reloaded;
      live = next;

      expect(new URL(page.url()).pathname).toBe(route);
      await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 15_000 });
      expect(await entryScript(page)).toBe(deployments.entryScript(next));
      expect(await localData(page)).toEqual(before);
      expect(before.watchlist.map((r) => r.movie_id)).toEqual(['taxi-driver-1976']);

      // Left alone once loaded (its deferred start done, its requests answered, its opening
      // animations over), the page must not keep itself busy.
      await pageSettled(page);
      const share = await mainThreadBusy(page, IDLE_WINDOW_MS);
      busy.push([route, share]);
      expect(share, `${route} kept the main thread ${(share * 100).toFixed(1)}% busy`).toBeLessThan(
        IDLE_BUSY_MAX,
      );
    },
  );
});
