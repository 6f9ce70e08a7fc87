// Page object base for every Mise screen: navigation, the side menu, alerts and an axe check.
import type { Locator, Page } from 'playwright-core';
import { axeViolations } from '../axe';

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Resolves once React owns the element `selector` matches (the intro's static shell is plain
 * HTML until hydration adopts it; its timers start only then). */
export async function waitForReact(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

export class MisePage {
  constructor(
    readonly page: Page,
    readonly baseUrl: string,
  ) {}

  /** Loads `route` and waits until its lazy chunk has replaced the shell's "Loading..." (the load
   * event does not wait for the dynamic import that brings a route in). */
  async goto(route: string) {
    await this.page.goto(`${this.baseUrl}${route}`);
    await this.page.locator('main > p.page.loading').waitFor({ state: 'detached' });
  }

  heading(name?: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, ...(name ? { name } : {}) });
  }

  alert(): Locator {
    return this.page.getByRole('alert');
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async openMenu(): Promise<Locator> {
    await this.button('Open menu').click();
    const nav = this.page.locator('#side-menu');
    await nav.waitFor();
    return nav;
  }

  /** Where keyboard focus is: inside the open menu or not, and the focused control's label. */
  focusInfo(): Promise<{ inMenu: boolean; label: string }> {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return {
        inMenu: !!el && !!document.getElementById('side-menu')?.contains(el),
        label: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
      };
    });
  }

  /** The menu's entries in order (links and buttons, plus the "Loading..." note). */
  async menuEntries(): Promise<string[]> {
    const nav = await this.openMenu();
    const texts = await nav.locator('.menu-list li').allInnerTexts();
    await this.button('Close menu').click();
    return texts.map((t) => t.trim());
  }

  /** Rows in one store of the app's IndexedDB ("mise"), 0 when it does not exist yet. */
  storeCount(store: 'watchlist' | 'outbox' | 'archive'): Promise<number> {
    return this.page.evaluate(
      (name) =>
        new Promise<number>((resolve) => {
          const req = indexedDB.open('mise');
          req.onerror = () => resolve(0);
          req.onsuccess = () => {
            const db = req.result;
            if (!db.objectStoreNames.contains(name)) {
              db.close();
              resolve(0);
              return;
            }
            const count = db.transaction(name, 'readonly').objectStore(name).count();
            count.onsuccess = () => {
              resolve(count.result);
              db.close();
            };
          };
        }),
      store,
    );
  }

  /** Waits until a service worker controls the page (every route then opens offline). */
  async waitForServiceWorker() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((r) =>
          navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }),
        );
    });
  }

  /**
   * Waits until the app can search offline: a service worker controls the page and the archive
   * slice is in IndexedDB (more than 100 films, so a half-written slice does not count).
   */
  async waitForOfflineReady(timeoutMs = 30_000) {
    await this.waitForServiceWorker();
    const until = Date.now() + timeoutMs;
    while ((await this.storeCount('archive')) <= 100) {
      if (Date.now() > until)
        throw new Error(`no archive slice in IndexedDB after ${timeoutMs} ms`);
      await this.page.waitForTimeout(250);
    }
  }

  /** Serious and critical axe violations (WCAG 2.x A and AA rules) on the current screen. */
  async axeProblems(): Promise<AxeProblem[]> {
    // Contrast is judged on the settled page a person reads: a fade-in caught halfway (the cards'
    // hint takes 0.4 s) blends its colour with the background and fails for a moment. Every
    // finite animation is taken to its end (what waiting for it would show, without the wait; no
    // app code listens for an animation's end), until none runs: one can start as another ends.
    await this.page.evaluate(async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      for (;;) {
        await frame();
        const running = document
          .getAnimations()
          .filter(
            (a) =>
              a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity,
          );
        if (running.length === 0) return;
        for (const a of running) a.finish();
      }
    });
    const violations = await axeViolations(this.page);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  }
}
