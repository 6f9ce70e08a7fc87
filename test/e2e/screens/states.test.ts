// True states (issue 29, point 4), in Chromium on the real build and backend: a page that opens
// offline says Offline from its first frame (never a green "Synced"); the badge explains what waits
// and retries; watchlist rows not yet on the server are marked; after Sign Out the watchlist says
// the account's list is safe and how to see it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser } from '../../support/accounts';
import { startUi, type Ui } from '../../support/pages/harness';
import { MiseApp } from '../../support/pages/miseApp';
import { MisePage } from '../../support/pages/misePage';
import { smallTargets } from '../../support/touchTargets';

let ui: Ui;

beforeAll(async () => {
  ui = await startUi();
});
afterAll(async () => ui?.close());

/** Every text the badge showed since the page began (recorded by the page itself). */
const BADGE_LOG = `
  window.__badge = [];
  new MutationObserver(() => {
    const t = document.querySelector('.sync-badge')?.getAttribute('title');
    if (t && window.__badge.at(-1) !== t) window.__badge.push(t);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
`;

describe('true states', () => {
  it('offline from the start: the badge says Offline, explains what waits, marks rows and retries', async () => {
    const ctx = await ui.context({ serviceWorkers: 'allow' });
    await ctx.addInitScript(BADGE_LOG);
    const page = await ctx.newPage();
    const app = new MiseApp(page, ui.url);
    const screen = new MisePage(page, ui.url);
    await app.open('/match');
    await app.waitForOfflineReady();
    // The "Ready to work offline" notice sits in the flow: the heading is below it, not under it.
    const notice = page.getByText('Ready to work offline');
    await notice.waitFor({ timeout: 20_000 });
    const noticeBox = (await page.locator('.sw-toast').boundingBox())!;
    const headingBox = (await screen.heading().boundingBox())!;
    expect(headingBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
    expect(await smallTargets(page)).toEqual([]);
    await expect.poll(() => screen.storeCount('archive'), { timeout: 30_000 }).toBeGreaterThan(100);
    await page.locator('.sync-badge[title="Synced"]').waitFor();

    // The app is opened again with no network at all. Chromium's offline emulation can miss a
    // request the service worker passes on, so the backend is also cut at the context.
    await ctx.setOffline(true);
    await ctx.route('**/rest/v1/**', (r) => r.abort('internetdisconnected'));
    await page.reload();
    const badge = page.locator('.sync-badge');
    await badge.filter({ hasText: 'Offline' }).waitFor();
    // The data layer has loaded (the menu knows the visitor is signed out) and still: Offline.
    await expect.poll(() => screen.menuEntries(), { timeout: 15_000 }).toContain('Sign In');
    expect(await page.evaluate(() => (window as unknown as { __badge: string[] }).__badge)).toEqual(
      ['Offline'],
    );

    // Two likes offline: the badge counts them and, tapped, says where they will go.
    await app.swipeSamples(['like', 'like']);
    await badge.filter({ hasText: 'Offline · 2 pending' }).waitFor();
    await badge.click();
    const panel = page.locator('.sync-panel');
    await panel
      .getByText(
        'You are offline. 2 changes will reach your watchlist on our server when you are back online.',
      )
      .waitFor();
    expect(await badge.getAttribute('aria-expanded')).toBe('true');
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });

    // The rows not yet on the server are marked.
    await app.openWatchlist();
    await page.locator('li.wl-row').nth(1).waitFor();
    // The marks come from the outbox, read after the rows: polled, not counted on first paint.
    await expect.poll(() => page.locator('li.wl-row .wl-unsynced').count()).toBe(2);
    await page.locator('li.wl-row .wl-toggle').first().click();
    expect(await smallTargets(page)).toEqual([]);
    expect(await page.locator('li.wl-row .wl-unsynced').first().innerText()).toBe('Not synced yet');

    // Back online with the sync endpoint still failing: Retry is what delivers once it answers.
    // The badge already read "Offline · 2 pending" before the network came back, so what is
    // waited for is the refused send itself: unrouted any earlier, the page's own send on
    // reconnecting would deliver and leave no Retry to press.
    const APPLY = '**/rest/v1/rpc/apply_watchlist_ops';
    let refused = 0;
    await page.route(APPLY, (r) => {
      refused += 1;
      return r.abort('connectionreset');
    });
    await ctx.unroute('**/rest/v1/**');
    await ctx.setOffline(false);
    await expect.poll(() => refused, { timeout: 15_000 }).toBeGreaterThan(0);
    await badge.filter({ hasText: 'Offline · 2 pending' }).waitFor();
    await page.unroute(APPLY);
    await badge.click();
    await page.getByRole('button', { name: 'Retry now' }).click();
    await badge.filter({ hasText: /^Synced$/ }).waitFor({ timeout: 15_000 });
    await expect.poll(() => app.outboxSize(), { timeout: 15_000 }).toBe(0);
    await expect.poll(() => page.locator('.wl-unsynced').count()).toBe(0);
    await page
      .locator('.sync-panel')
      .getByText('Everything you kept is saved to your watchlist on our server.')
      .waitFor();
    await ctx.close();
  });

  it('after Sign Out the watchlist says the account’s list is safe, not that it is empty', async () => {
    const email = `states-${crypto.randomUUID()}@example.test`;
    const password = 'returning visitor 7';
    await signUpUser(ui.backend, email, password);
    const ctx = await ui.context();
    const page = await ctx.newPage();
    const app = new MiseApp(page, ui.url);
    await app.signIn(email, password);
    await app.swipeSamples(['like']);
    await expect.poll(() => app.outboxSize(), { timeout: 15_000 }).toBe(0);
    // Signed in, an open row has the Watched box: every control of it a thumb's size.
    await app.openWatchlist();
    await page.locator('li.wl-row .wl-toggle').first().click();
    await page.getByRole('checkbox', { name: 'Watched' }).waitFor();
    expect(await smallTargets(page)).toEqual([]);
    const screen = new MisePage(page, ui.url);
    const nav = await screen.openMenu();
    expect(await smallTargets(page)).toEqual([]);
    await nav.getByRole('button', { name: 'Sign Out' }).click();
    await expect.poll(() => screen.menuEntries(), { timeout: 15_000 }).toContain('Sign In');
    await app.openWatchlist();
    const note = page.getByTestId('signed-out-note');
    await note.waitFor();
    expect(await note.innerText()).toMatch(
      new RegExp(
        `^You signed out of ${email.replace(/[.]/g, '\\.')}\\. Your account’s watchlist is safe: sign in again to see it\\.`,
      ),
    );
    await page.getByText('Nothing kept on this device since you signed out.').waitFor();
    expect(await page.getByText('Your watchlist is empty').count()).toBe(0);
    expect(await screen.axeProblems()).toEqual([]);

    // Signing in again brings the list back and the note goes.
    await app.signIn(email, password);
    await app.openWatchlist();
    await page.locator('li.wl-row').first().waitFor();
    expect(await note.count()).toBe(0);
    await ctx.close();
  });
});
