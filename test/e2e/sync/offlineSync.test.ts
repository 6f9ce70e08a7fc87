// Offline-first sync in a real Chromium, on the real build served by the local backend:
//  1. signed in: go offline, like and remove films and toggle watched, reload, close and reopen
//     the page, let the access token expire, go online: the server holds exactly the result;
//  2. anonymous: like films offline, then sign in online: everything is merged into the account.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBackend } from '../../support/backend';
import { startUi, type Ui } from '../../support/pages/harness';
import { launchBrowser } from '../../support/browser';
import { expireToken, likeOnServer, signInUser, signUpUser } from '../../support/accounts';
import { MiseApp } from '../../support/pages/miseApp';

let ui: Ui;
let backend: TestBackend;
let browser: Browser;

beforeAll(async () => {
  ui = await startUi();
  backend = ui.backend;
  browser = ui.browser;
});

afterAll(async () => ui?.close());

const expired = (token: string) => expireToken(backend.dataDir, token);

interface ServerRow {
  movie_id: string;
  like_count: number;
  watched: boolean;
  liked_movie_sources: { source: string; source_value: string }[];
}

async function serverWatchlist(email: string, password: string): Promise<ServerRow[]> {
  const s = await signInUser(backend, email, password);
  const res = await fetch(
    `${backend.url}/rest/v1/liked_movies?select=movie_id,like_count,watched,liked_movie_sources(source,source_value)&order=movie_id`,
    { headers: { apikey: backend.anonKey, Authorization: `Bearer ${s.access_token}` } },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as ServerRow[];
}

async function appliedOps(): Promise<number> {
  const res = await fetch(`${backend.url}/rest/v1/sync_applied_ops?select=op_id`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
  });
  return ((await res.json()) as unknown[]).length;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function freshContext(from: Browser = browser): Promise<BrowserContext> {
  const context = await from.newContext({ viewport: { width: 1280, height: 900 } });
  context.setDefaultTimeout(15_000);
  return context;
}

describe('offline sync in Chromium', () => {
  it('delivers offline likes, removes and watched toggles exactly once, with a token that expired offline', async () => {
    const email = `offline-${crypto.randomUUID()}@example.test`;
    const password = 'subway rider 42';
    await signUpUser(backend, email, password);
    const context = await freshContext();
    const app = new MiseApp(await context.newPage(), backend.url);
    await app.open('/');
    await app.waitForOfflineReady();
    await app.signIn(email, password);
    // The sign-in's merge is delivered before we go underground.
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );
    const before = await appliedOps();

    await context.setOffline(true);
    // Samples: Taxi Driver, Breakfast at Tiffany's, Do the Right Thing, Manhattan, When Harry Met Sally.
    await app.swipeSamples(['like', 'dislike', 'like', 'like']);
    await app.openWatchlist();
    expect(await app.titles()).toEqual(['Do the Right Thing', 'Manhattan', 'Taxi Driver']);
    await app.remove('Manhattan');
    await app.setWatched('Taxi Driver', true);
    expect(await app.outboxSize()).toBe(5);

    // The token expires while the phone is underground.
    const session = (await app.readMeta('mise-auth'))!;
    await app.expireStoredToken(
      await expired((JSON.parse(session) as { access_token: string }).access_token),
    );

    // Reload, then close and reopen: everything still there, still queued.
    await app.page.reload();
    await app.openWatchlist();
    expect(await app.titles()).toEqual(['Do the Right Thing', 'Taxi Driver']);
    await app.page.close();
    const again = new MiseApp(await context.newPage(), backend.url);
    await again.openWatchlist();
    expect(await again.titles()).toEqual(['Do the Right Thing', 'Taxi Driver']);
    // Still signed in offline with an expired token: the Watched box is there, and still ticked.
    await again.expand('Taxi Driver');
    expect(await again.page.getByRole('checkbox', { name: 'Watched' }).isChecked()).toBe(true);
    expect(await again.outboxSize()).toBe(5);

    await context.setOffline(false);
    await until(
      () => again.outboxSize(),
      (n) => n === 0,
    );
    expect(await again.outboxSize()).toBe(0);

    const rows = await serverWatchlist(email, password);
    expect(rows.map((r) => [r.movie_id, r.like_count, r.watched])).toEqual([
      ['do-the-right-thing-1989', 1, false],
      ['taxi-driver-1976', 1, true],
    ]);
    expect(rows[0]!.liked_movie_sources).toEqual([
      { source: 'surprise', source_value: 'Mise sample films' },
    ]);
    // Exactly once: five operations applied, none twice.
    expect((await appliedOps()) - before).toBe(5);
    await context.close();
  });

  it('merges an anonymous offline watchlist into the account on sign-in', async () => {
    const email = `merge-${crypto.randomUUID()}@example.test`;
    const password = 'subway rider 43';
    await signUpUser(backend, email, password);
    // The account already holds Taxi Driver: the merge adds the counts.
    const s = await signInUser(backend, email, password);
    const seeded = await likeOnServer(backend, s.access_token, [
      { movie_id: 'taxi-driver-1976', source: 'vibe', source_value: 'neon rain' },
    ]);
    expect(seeded).toBe(200);

    const context = await freshContext();
    const app = new MiseApp(await context.newPage(), backend.url);
    await app.open('/');
    await app.waitForOfflineReady();
    await context.setOffline(true);
    await app.swipeSamples(['like', 'dislike', 'dislike', 'like']);
    expect(await app.outboxSize()).toBe(2);

    // Back online, but the likes have not reached the server when the visitor signs in: they are
    // re-tagged to the account behind a merge of the (empty) anonymous rows.
    const rpc = '**/rest/v1/rpc/apply_watchlist_ops';
    await context.route(rpc, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await app.signIn(email, password);
    // The merge went through; the two likes, now the account's, still wait.
    expect(
      await until(
        () => app.outboxSize(),
        (n) => n === 2,
      ),
    ).toBe(2);
    await context.unroute(rpc);
    await until(
      () => app.outboxSize(),
      (n) => n === 0,
    );

    const rows = await until(
      () => serverWatchlist(email, password),
      (r) => r.length === 2,
    );
    expect(rows.map((r) => [r.movie_id, r.like_count])).toEqual([
      ['manhattan-1979', 1],
      ['taxi-driver-1976', 2],
    ]);
    expect(rows[1]!.liked_movie_sources.map((x) => x.source).sort()).toEqual(['surprise', 'vibe']);
    await app.openWatchlist();
    expect(await app.titles()).toEqual(['Manhattan', 'Taxi Driver']);
    await context.close();
  });

  it('searches offline in the worker over the cached archive; with no archive it says so, and searches again online', async () => {
    const context = await freshContext();
    const app = new MiseApp(await context.newPage(), backend.url);
    await app.open('/');
    await app.waitForOfflineReady();
    expect(
      await until(
        () => app.archiveCount(),
        (n) => n > 200,
      ),
    ).toBeGreaterThan(200);

    await context.setOffline(true);
    await app.searchWords(3);
    await app.page.waitForURL('**/cards');
    await app.page.getByText('Offline results').waitFor();
    await app.page.getByRole('button', { name: 'Like', exact: true }).waitFor();

    // No archive on this device: the search cannot be answered, and the page says so at once
    // (a spinner forever is what a subway rider must never get). Online again, it works.
    await app.clearArchive();
    await app.searchWords(3);
    await app.page.getByText('Network error. Please try again.').waitFor({ timeout: 5_000 });
    expect(app.page.url()).toMatch(/\/words$/);
    await context.setOffline(false);
    await app.page.getByRole('button', { name: 'Submit', exact: true }).click();
    await app.page.waitForURL('**/cards');
    await app.page.getByRole('button', { name: 'Like', exact: true }).waitFor();
    expect(await app.page.getByText('Offline results').count()).toBe(0);
    await context.close();
  });

  it('hands the outbox to the service worker (Background Sync) when the page cannot deliver', async () => {
    // Background Sync exists only in the full browser, not in the headless shell the suite uses.
    const full = await launchBrowser('full');
    try {
      const context = await freshContext(full);
      const app = new MiseApp(await context.newPage(), backend.url);
      await app.open('/');
      await app.waitForOfflineReady();
      await context.setOffline(true);
      await app.swipeSamples(['dislike', 'like', 'dislike', 'dislike', 'like']);
      const sessionId = (await app.readMeta('sessionId'))!;
      // The page's own requests keep failing (page.route does not see the service worker's).
      await app.page.route('**/rest/v1/rpc/apply_watchlist_ops', (route) =>
        route.abort('internetdisconnected'),
      );
      await context.setOffline(false);
      expect(
        await until(
          () => app.outboxSize(),
          (n) => n === 0,
        ),
      ).toBe(0);

      const res = await fetch(
        `${backend.url}/rest/v1/anon_watchlist_items?select=movie_id&order=movie_id&session_id=eq.${sessionId}`,
        {
          headers: {
            apikey: backend.anonKey,
            Authorization: `Bearer ${backend.anonKey}`,
            'x-session-id': sessionId,
          },
        },
      );
      expect(((await res.json()) as { movie_id: string }[]).map((r) => r.movie_id)).toEqual([
        'breakfast-at-tiffanys-1961',
        'when-harry-met-sally-1989',
      ]);
      await context.close();
    } finally {
      await full.close();
    }
  });
});
