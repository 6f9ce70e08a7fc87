// Page object for the sync end-to-end tests: the real Mise screens (cards deck, watchlist, login)
// and a few reads of the app's own IndexedDB for waiting on the outbox.
import type { Page } from 'playwright-core';
import { CardsPage } from './cardsPage';
import { WatchlistPage } from './watchlistPage';

export class MiseApp {
  // The watchlist screen's own page object does the row work; this one only adds waiting.
  private readonly watchlist: WatchlistPage;

  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {
    this.watchlist = new WatchlistPage(page, baseUrl);
  }

  async open(path = '/') {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  /** Waits until the service worker controls the page (then every route opens offline). */
  async waitForOfflineReady() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) =>
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
        );
    });
  }

  /** On /cards with no search behind it (the 5 sample films): like or dislike card by card. */
  async swipeSamples(decisions: ('like' | 'dislike')[]) {
    await this.open('/cards');
    const cards = new CardsPage(this.page, this.baseUrl);
    for (const [i, d] of decisions.entries()) {
      await cards.waitForCard(i + 1);
      if (d === 'like') await cards.like();
      else await cards.dislike();
      // The next card (or the completion screen) is the sign the decision was taken.
      await this.page
        .getByText(new RegExp(`^Film ${i + 2} of \\d+$`))
        .or(cards.completion())
        .waitFor();
    }
  }

  async openWatchlist() {
    await this.watchlist.open();
  }

  private row(title: string) {
    return this.watchlist.row(title);
  }

  async expand(title: string) {
    await this.watchlist.expand(title);
  }

  async remove(title: string) {
    await this.watchlist.remove(title);
    await this.row(title).waitFor({ state: 'detached' });
  }

  async setWatched(title: string, watched: boolean) {
    await this.expand(title);
    const box = this.row(title).getByRole('checkbox', { name: 'Watched' });
    if ((await box.isChecked()) !== watched) await box.click();
  }

  async titles(): Promise<string[]> {
    await this.page
      .locator('li.wl-row, .wl-empty, p:has-text("Your watchlist is empty")')
      .first()
      .waitFor();
    // Grouped by Input Type, a film liked from two kinds of source is listed under both.
    const all = await this.page.locator('li.wl-row .wl-title').allTextContents();
    return [...new Set(all)].sort();
  }

  async signIn(email: string, password: string) {
    await this.open('/login');
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page
      .getByRole('button', { name: /sign in|log in/i })
      .last()
      .click();
    await this.page.getByText('Login successful!').waitFor();
  }

  /** Operations still in the outbox (pending or failed). */
  outboxSize(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const req = indexedDB.open('mise');
          req.onerror = () => reject(new Error('cannot open mise'));
          req.onsuccess = () => {
            const tx = req.result.transaction('outbox', 'readonly');
            const count = tx.objectStore('outbox').count();
            count.onsuccess = () => {
              resolve(count.result);
              req.result.close();
            };
          };
        }),
    );
  }

  /** Rewrites the stored auth session as it would be after expiring while offline. */
  expireStoredToken(expiredJwt: string): Promise<void> {
    return this.page.evaluate(
      (jwt) =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('mise');
          req.onerror = () => reject(new Error('cannot open mise'));
          req.onsuccess = () => {
            const tx = req.result.transaction('meta', 'readwrite');
            const store = tx.objectStore('meta');
            const get = store.get('mise-auth');
            get.onsuccess = () => {
              const rec = get.result as { key: string; value: string };
              const s = JSON.parse(rec.value) as { access_token: string; expires_at: number };
              s.access_token = jwt;
              s.expires_at = Math.floor(Date.now() / 1000) - 60;
              store.put({ key: 'mise-auth', value: JSON.stringify(s) });
            };
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
            tx.onerror = () => reject(new Error('cannot write the session'));
          };
        }),
      expiredJwt,
    );
  }

  /** Films in the cached archive slice (0 while the app has not created its database yet). */
  archiveCount(): Promise<number> {
    return this.page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('mise');
          // Do not create the database ahead of the app: abort and report nothing cached.
          req.onupgradeneeded = () => req.transaction?.abort();
          req.onerror = () => resolve(0);
          req.onsuccess = () => {
            try {
              const count = req.result.transaction('archive').objectStore('archive').count();
              count.onsuccess = () => {
                resolve(count.result);
                req.result.close();
              };
            } catch {
              req.result.close();
              resolve(0);
            }
          };
        }),
    );
  }

  /** Drops the cached archive slice (a device that never cached it). */
  clearArchive(): Promise<void> {
    return this.page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const req = indexedDB.open('mise');
          req.onerror = () => reject(new Error('cannot open mise'));
          req.onsuccess = () => {
            const tx = req.result.transaction('archive', 'readwrite');
            tx.objectStore('archive').clear();
            tx.oncomplete = () => {
              req.result.close();
              resolve();
            };
          };
        }),
    );
  }

  /** On /words: picks the first suggestions and submits. */
  async searchWords(count: number) {
    await this.open('/words');
    const chips = this.page.locator('.words-suggest button[aria-pressed]');
    for (let i = 0; i < count; i += 1) await chips.nth(i).click();
    await this.page.getByRole('button', { name: 'Submit', exact: true }).click();
  }

  /** A value of the app's meta table, or null (never creates the database). */
  readMeta(key: string): Promise<string | null> {
    return this.page.evaluate(
      (k) =>
        new Promise<string | null>((resolve) => {
          const req = indexedDB.open('mise');
          req.onupgradeneeded = () => req.transaction?.abort();
          req.onerror = () => resolve(null);
          req.onsuccess = () => {
            try {
              const get = req.result.transaction('meta').objectStore('meta').get(k);
              get.onsuccess = () => {
                resolve((get.result as { value: string } | undefined)?.value ?? null);
                req.result.close();
              };
            } catch {
              req.result.close();
              resolve(null);
            }
          };
        }),
      key,
    );
  }
}
