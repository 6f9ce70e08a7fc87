// One end-to-end test file's world: the real local backend (fresh seeded database), the real
// client built against it (its URL and anon key), and one Chromium. Pages get their own contexts.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { buildClient } from '../../../scripts/build';
import { startTestBackend } from '../backend';
import type { TestBackend } from '../backend';
import { MOBILE, launchBrowser } from '../browser';

export const CONTACT_EMAIL = 'hello@mise.test';

export interface Ui {
  backend: TestBackend;
  browser: Browser;
  url: string;
  /** A fresh context (own storage). Service workers are blocked unless asked for. */
  context(
    opts?: BrowserContextOptions & { serviceWorkers?: 'allow' | 'block' },
  ): Promise<BrowserContext>;
  close(): Promise<void>;
}

export async function startUi(): Promise<Ui> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'mise-ui-e2e-'));
  const backend = await startTestBackend({ staticDir: outDir });
  await buildClient({
    outDir,
    quiet: true,
    env: {
      VITE_SUPABASE_URL: backend.url,
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_CONTACT_EMAIL: CONTACT_EMAIL,
    },
  });
  const browser = await launchBrowser();
  const contexts: BrowserContext[] = [];
  return {
    backend,
    browser,
    url: backend.url,
    async context(opts = {}) {
      const ctx = await browser.newContext({ ...MOBILE, serviceWorkers: 'block', ...opts });
      contexts.push(ctx);
      return ctx;
    },
    async close() {
      for (const c of contexts) await c.close().catch(() => undefined);
      await browser.close();
      await backend.close();
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
