// `npm run screenshots`: every route at 375 px and 1280 px into screenshots/ (git-ignored).
// Uses the real local backend when it is available (so palettes, searches and the watchlist show
// real data); otherwise a static server over a fresh build (the screens' static look).
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { buildClient } from './build';
import { DESKTOP, MOBILE, launchBrowser } from '../test/support/browser';
import { serveStatic } from '../test/support/staticServer';
import { startTestBackend } from '../test/support/backend';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'screenshots');

export const ROUTES = [
  '/',
  '/home',
  '/match',
  '/vibes',
  '/surprise',
  '/color',
  '/words',
  '/cards',
  '/watchlist',
  '/create',
  '/login',
  '/welcome',
  '/reset',
  '/about',
  '/terms',
  '/support',
  '/donate',
  '/test',
  '/no-such-page',
];

async function startServer(): Promise<{ url: string; close(): Promise<void> }> {
  const dist = path.join(tmpdir(), `mise-shots-${process.pid}`);
  const cleanup = () => rm(dist, { recursive: true, force: true });
  try {
    const backend = await startTestBackend({ staticDir: dist });
    await buildClient({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_URL: backend.url, VITE_SUPABASE_ANON_KEY: backend.anonKey },
    });
    console.log('screenshots: real local backend at', backend.url);
    return {
      url: backend.url,
      close: async () => {
        await backend.close();
        await cleanup();
      },
    };
  } catch (err) {
    // Without the backend (e.g. its template cannot be built here) the screens still render.
    console.log('screenshots: no local backend (', (err as Error).message, '), static build');
    await buildClient({
      outDir: dist,
      quiet: true,
      env: { VITE_SUPABASE_ANON_KEY: 'static-preview' },
    });
    const server = await serveStatic(dist);
    return {
      url: server.url,
      close: async () => {
        await server.close();
        await cleanup();
      },
    };
  }
}

/** Likes two sample films first so the watchlist screenshot shows rows, groups and the strip. */
async function seedWatchlist(page: Page, url: string) {
  await page.goto(`${url}/cards`);
  for (let i = 0; i < 2; i += 1) {
    await page.getByRole('button', { name: 'Like', exact: true }).click();
    await page.getByText(`Film ${i + 2} of`).waitFor({ timeout: 5000 });
  }
}

async function main() {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const [name, options] of [
      ['375', MOBILE],
      ['1280', DESKTOP],
    ] as const) {
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await seedWatchlist(page, server.url).catch((e: unknown) =>
        console.warn('could not seed the watchlist:', (e as Error).message),
      );
      for (const route of ROUTES) {
        await page.goto(`${server.url}${route}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await page.waitForTimeout(400);
        const file = `${route === '/' ? 'intro' : route.slice(1)}-${name}.png`;
        await page.screenshot({ path: path.join(outDir, file), fullPage: true });
      }
      // The open side menu, once per width.
      await page.goto(`${server.url}/match`);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(outDir, `menu-${name}.png`) });
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(`screenshots: ${ROUTES.length * 2 + 2} files in ${path.relative(root, outDir)}/`);
}

await main();
