// One end-to-end test file's world: the real local backend (fresh seeded database) serving the
// client built once for the whole run (test/support/e2eBuilds.ts), and one Chromium. Pages get
// their own contexts. Every e2e file starts here.
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { inject } from 'vitest';
import { startTestBackend } from '../backend';
import type { TestBackend, TestBackendOptions } from '../backend';
import { MOBILE_TEST, launchBrowser } from '../browser';
import type { E2eBuilds } from '../e2eConstants';

export { CONTACT_EMAIL } from '../e2eConstants';

export interface Ui {
  backend: TestBackend;
  browser: Browser;
  url: string;
  /** A fresh context (own storage). Service workers are blocked unless asked for; `clock: true`
   * installs Playwright's clock before any page loads (test/support/pageClock.ts). */
  context(opts?: ContextOptions): Promise<BrowserContext>;
  close(): Promise<void>;
}

export type ContextOptions = BrowserContextOptions & {
  serviceWorkers?: 'allow' | 'block';
  clock?: boolean;
};

export interface UiOptions {
  /** Which build to serve: the product, or the one with a Stripe publishable key. */
  build?: keyof E2eBuilds;
  /** A directory to serve instead of a build of the run (test/support/deployments.ts). */
  staticDir?: string;
  /** Environment of the functions (e.g. the fake Stripe's URL and key). */
  env?: Record<string, string>;
  /** Options of the local backend (e.g. confirmEmail). */
  backend?: Omit<TestBackendOptions, 'staticDir' | 'env'>;
}

export async function startUi(opts: UiOptions = {}): Promise<Ui> {
  const staticDir = opts.staticDir ?? inject('e2eBuilds')[opts.build ?? 'default'];
  const backend = await startTestBackend({ ...opts.backend, staticDir, env: opts.env });
  const browser = await launchBrowser('shell');
  const contexts: BrowserContext[] = [];
  return {
    backend,
    browser,
    url: backend.url,
    async context({ clock = false, ...ctxOpts } = {}) {
      const ctx = await browser.newContext({ ...MOBILE_TEST, serviceWorkers: 'block', ...ctxOpts });
      contexts.push(ctx);
      if (clock) await ctx.clock.install();
      return ctx;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await backend.close();
    },
  };
}
