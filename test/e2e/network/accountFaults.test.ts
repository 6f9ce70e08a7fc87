// Accounts and sync on a bad network, in Chromium, by request interception on auth
// (/auth/v1/token, /auth/v1/signup), the watchlist's REST reads and the sync RPC
// (/rest/v1/rpc/*). Sign-in and sign-up answer within their deadlines with the connection
// message; sign-in never waits for the merge of the anonymous watchlist; a new device that cannot
// load an account's watchlist says so instead of showing an empty one; and likes queued through
// failed, dropped and lost answers reach the server exactly once when the network returns.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startUi, type Ui } from '../../support/pages/harness';
import { LoginPage, CreatePage } from '../../support/pages/accountPages';
import { NetworkFaults, timed, until } from '../../support/networkFaults';
import { concurrently, type NamedFlow } from '../../support/pageFlows';
import { likeOnServer, signInUser, signUpUser } from '../../support/accounts';
import { MiseApp } from '../../support/pages/miseApp';
import { CardsPage } from '../../support/pages/cardsPage';
import { outwait } from '../../support/pageClock';
import { DEADLINE_MS } from '../../../src/net/fetchWithDeadline';

const TOKEN = '**/auth/v1/token?grant_type=password';
const SIGNUP = '**/auth/v1/signup';
const RPC = '**/rest/v1/rpc/*';
const PULL = '**/rest/v1/liked_movies?*';
const CONNECTION = 'Login is taking too long. Please check your connection and try again.';
const HANG_BOUND_MS = 15_000;
const ERROR_BOUND_MS = 5_000;

let ui: Ui;

beforeAll(async () => {
  ui = await startUi();
});

afterAll(async () => ui?.close());

/** A page on a fresh device whose clock is Playwright's: a hung request meets its deadline when
 * the test jumps the page's clock (test/support/pageClock.ts). */
async function newPage(): Promise<Page> {
  const context = await ui.context({ clock: true });
  context.setDefaultTimeout(20_000);
  return context.newPage();
}

async function account(): Promise<{ email: string; password: string; userId: string }> {
  const email = `net-${crypto.randomUUID()}@example.test`;
  const password = 'subway rider 44';
  await signUpUser(ui.backend, email, password);
  const s = await signInUser(ui.backend, email, password);
  return { email, password, userId: s.user.id };
}

/** The account's rows on the server: movie id and like count. */
async function serverLikes(email: string, password: string): Promise<[string, number][]> {
  const s = await signInUser(ui.backend, email, password);
  const res = await fetch(
    `${ui.url}/rest/v1/liked_movies?select=movie_id,like_count&order=movie_id`,
    { headers: { apikey: ui.backend.anonKey, Authorization: `Bearer ${s.access_token}` } },
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { movie_id: string; like_count: number }[]).map((r) => [
    r.movie_id,
    r.like_count,
  ]);
}

/** Operations the server has applied for the account (the sync ledger, read with the service key). */
async function appliedOps(userId: string): Promise<number> {
  const key = ui.backend.serviceRoleKey;
  const res = await fetch(`${ui.url}/rest/v1/sync_applied_ops?select=op_id&user_id=eq.${userId}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  return ((await res.json()) as unknown[]).length;
}

/** What /login shows once the attempt has ended: success or its message. */
async function loginOutcome(page: Page): Promise<string> {
  const ok = page.getByText('Login successful!');
  const alert = page.locator('main .alert-error');
  // Which one came: the success message leaves with its page moments later, so asking for it
  // again afterwards (on a loaded machine) could find neither.
  const seen = await Promise.race([
    ok.waitFor().then(
      () => 'ok' as const,
      () => null,
    ),
    alert.waitFor().then(
      () => 'alert' as const,
      () => null,
    ),
  ]);
  if (seen === null) throw new Error('/login showed neither success nor a message');
  return seen === 'ok' ? 'Login successful!' : (await alert.innerText()).trim();
}

/** What /create shows once the attempt has ended: /welcome, or its message. */
async function signUpOutcome(page: Page): Promise<string> {
  await page.waitForFunction(
    () => location.pathname === '/welcome' || !!document.querySelector('main .alert-error'),
  );
  if (page.url().endsWith('/welcome')) return 'welcome';
  return (await page.locator('main .alert-error').innerText()).trim();
}

describe('accounts on a bad network', () => {
  it('sign-in and sign-up: dropped, 500/503 and hung auth answer in time with a message; then they succeed', async () => {
    const signInFlow: NamedFlow = [
      'sign-in',
      newPage,
      async (page, faults, turn) => {
        const { email, password } = await account();
        const login = new LoginPage(page, ui.url);
        await turn.mine();
        turn.started();
        for (const [fault, expected, within, deadline] of [
          [() => faults.drop(TOKEN, 'connectionreset'), CONNECTION, ERROR_BOUND_MS, 0],
          [() => faults.fail(TOKEN, 503), CONNECTION, ERROR_BOUND_MS, 0],
          // supabase-js takes any 5xx from auth for a passing infrastructure failure, as a dropped line.
          [() => faults.fail(TOKEN, 500), CONNECTION, ERROR_BOUND_MS, 0],
          [() => faults.hang(TOKEN), CONNECTION, HANG_BOUND_MS, DEADLINE_MS.auth],
        ] as const) {
          const caught = await fault();
          let jumped = 0;
          await login.signIn(email, password);
          if (deadline) jumped = await outwait(page, caught, deadline);
          const value = await loginOutcome(page);
          // From the request the fault caught to the message, on the page's clock.
          const ms = Date.now() - caught.firstAt + jumped;
          expect(caught.hits).toBe(1);
          expect(value).toBe(expected);
          expect(ms, 'wait in ms').toBeLessThan(within);
          await faults.clear();
        }
        await login.signIn(email, password);
        expect(await loginOutcome(page)).toBe('Login successful!');
      },
    ];
    const signUpFlow: NamedFlow = [
      'sign-up',
      newPage,
      async (page, faults, turn) => {
        const create = new CreatePage(page, ui.url);
        const person = {
          first: 'Ada',
          last: 'Net',
          email: `signup-${crypto.randomUUID()}@example.test`,
          password: 'subway rider 45',
          region: 'US',
        };
        await turn.mine();
        turn.started();
        for (const [fault, within, deadline] of [
          [() => faults.drop(SIGNUP, 'internetdisconnected'), ERROR_BOUND_MS, 0],
          [() => faults.fail(SIGNUP, 503), ERROR_BOUND_MS, 0],
          [() => faults.hang(SIGNUP), HANG_BOUND_MS, DEADLINE_MS.auth],
        ] as const) {
          const caught = await fault();
          await create.goto('/create');
          await create.fill(person);
          let jumped = 0;
          await create.submit();
          if (deadline) jumped = await outwait(page, caught, deadline);
          const value = await signUpOutcome(page);
          // From the request the fault caught to the message, on the page's clock.
          const ms = Date.now() - caught.firstAt + jumped;
          expect(caught.hits).toBe(1);
          expect(value).toBe('Error creating account. Please try again.');
          expect(ms, 'wait in ms').toBeLessThan(within);
          await faults.clear();
        }
        await create.goto('/create');
        await create.fill(person);
        await create.submit();
        expect(await signUpOutcome(page)).toBe('welcome');
      },
    ];
    await concurrently([signInFlow, signUpFlow]);
  });

  it('sign-in succeeds while the sync RPC hangs; the anonymous likes then arrive exactly once', async () => {
    const { email, password, userId } = await account();
    const page = await newPage();
    const app = new MiseApp(page, ui.url);
    const faults = new NetworkFaults(page);
    const hang = await faults.hang(RPC);
    await app.swipeSamples(['like', 'dislike', 'like']);
    await hang.met();
    expect(await app.outboxSize()).toBe(2);

    const login = new LoginPage(page, ui.url);
    const { value, ms } = await timed(async () => {
      await login.signIn(email, password);
      return loginOutcome(page);
    });
    expect(value).toBe('Login successful!');
    expect(ms, 'wait in ms').toBeLessThan(ERROR_BOUND_MS);
    expect(await app.outboxSize()).toBeGreaterThanOrEqual(2); // still queued, not lost

    await faults.clear();
    expect(
      await until(
        () => app.outboxSize(),
        (n) => n === 0,
      ),
    ).toBe(0);
    // The adoption of the anonymous likes runs in the background once the lock is free: the
    // outbox can be empty a moment before the merge is queued, so wait for the server itself.
    await expect
      .poll(() => serverLikes(email, password), { timeout: 20_000 })
      .toEqual([
        ['do-the-right-thing-1989', 1],
        ['taxi-driver-1976', 1],
      ]);
    expect(await appliedOps(userId)).toBe(2);
  });

  it('likes through a 500, a 503, a dropped connection and a lost answer: each queued, the badge says so, each applied exactly once', async () => {
    const { email, password, userId } = await account();
    const page = await newPage();
    const app = new MiseApp(page, ui.url);
    await app.signIn(email, password);
    expect(
      await until(
        () => app.outboxSize(),
        (n) => n === 0,
      ),
    ).toBe(0);
    const before = await appliedOps(userId);
    const faults = new NetworkFaults(page);
    const cards = new CardsPage(page, ui.url);
    const badge = page.locator('.sync-badge');
    await cards.goto('/cards');
    const APPLY = '**/rest/v1/rpc/apply_watchlist_ops';
    for (const [n, [fault, shows]] of [
      [() => faults.fail(APPLY, 500), 'Sync error · 1 pending'],
      [() => faults.fail(APPLY, 503), 'Sync error · 1 pending'],
      [() => faults.drop(APPLY, 'connectionreset'), 'Offline · 1 pending'],
      [() => faults.dropAnswer(APPLY), 'Offline · 1 pending'],
    ].entries() as IterableIterator<[number, [() => ReturnType<NetworkFaults['hang']>, string]]>) {
      const caught = await fault();
      await cards.waitForCard(n + 1);
      const { ms } = await timed(async () => {
        await cards.like();
        await caught.met();
        await badge.filter({ hasText: shows }).waitFor();
      });
      expect(ms, 'wait in ms').toBeLessThan(ERROR_BOUND_MS);
      expect(await app.outboxSize()).toBe(1);
      await faults.clear();
      expect(
        await until(
          () => app.outboxSize(),
          (v) => v === 0,
        ),
      ).toBe(0);
    }
    expect(await serverLikes(email, password)).toEqual([
      ['breakfast-at-tiffanys-1961', 1],
      ['do-the-right-thing-1989', 1],
      ['manhattan-1979', 1],
      ['taxi-driver-1976', 1],
    ]);
    expect((await appliedOps(userId)) - before).toBe(4);
  });

  it('a signed-in account on a new device that cannot load its watchlist says so, never an empty list; then loads it', async () => {
    const { email, password } = await account();
    const seeded = await signInUser(ui.backend, email, password);
    const status = await likeOnServer(ui.backend, seeded.access_token, [
      { movie_id: 'taxi-driver-1976', source: 'vibe', source_value: 'neon rain' },
    ]);
    expect(status).toBe(200);

    const page = await newPage();
    const faults = new NetworkFaults(page);
    const failed = page.getByText('Failed to load watchlist');
    const empty = page.getByText('Your watchlist is empty');
    const shown = async () => {
      await failed.or(empty).or(page.locator('li.wl-row')).first().waitFor();
      return (await failed.count()) ? 'failed' : (await empty.count()) ? 'empty' : 'rows';
    };
    // Signs in while the anonymous start-up read is still on a slow line (its success must not
    // stand for the account's), and the account's read is cut off: the screen says it failed.
    const anonymous = await faults.slow('**/rest/v1/anon_watchlist_*', 3_000);
    const pull = await faults.drop(PULL, 'internetdisconnected');
    await new LoginPage(page, ui.url).signIn(email, password);
    expect(await loginOutcome(page)).toBe('Login successful!');
    await page.waitForURL(/\/watchlist$/);
    await pull.met();
    // Whether the anonymous read was still on its slow line depends on when the data layer started
    // (at idle): either way, the account's failed read must show as a failure.
    void anonymous;
    expect(await shown()).toBe('failed');
    // Opened again with the read hanging: the loading state ends in the failure, in time.
    await faults.clear();
    const hang = await faults.hang(PULL);
    const started = Date.now();
    await page.reload();
    // The read meets its deadline on the page's clock; the jump counts in the wait.
    const jumped = await outwait(page, hang, DEADLINE_MS.rest);
    const value = await shown();
    const ms = Date.now() - started + jumped;
    expect(hang.hits).toBe(1);
    expect(value).toBe('failed');
    expect(ms, 'wait in ms').toBeLessThan(HANG_BOUND_MS);
    // The network is back: the account's watchlist.
    await faults.clear();
    await page.reload();
    expect(await shown()).toBe('rows');
    expect(await page.locator('li.wl-row .wl-title').allTextContents()).toEqual(['Taxi Driver']);
  });
});
