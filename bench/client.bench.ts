// Client weight and speed: gzipped JavaScript loaded by `/` and by `/cards` (target: under 120 KB
// for `/` before the page is interactive), and Lighthouse's mobile performance score for `/`
// (target 95+), in the same Chromium the end-to-end tests use. Served like a CDN would (gzip,
// immutable hashed assets) from a fresh production build.
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildClient } from '../scripts/build';
import { CHROMIUM_ARGS, CHROMIUM_PATH, MOBILE, launchBrowser } from '../test/support/browser';
import { serveStatic } from '../test/support/staticServer';

const BUDGET_KB = 120;
const LIGHTHOUSE_TARGET = 95;
const RUNS = 5;

interface JsLoad {
  /** Scripts fetched until the load event (what the first paint and interactivity wait for). */
  critical: number;
  /** Every script fetched within ~6 s of idling after load (deferred chunks included). */
  total: number;
}

async function jsLoadedBy(url: string): Promise<JsLoad> {
  const browser = await launchBrowser();
  const context = await browser.newContext({ ...MOBILE, serviceWorkers: 'block' });
  const page = await context.newPage();
  let loaded = false;
  const sizes: { bytes: number; critical: boolean }[] = [];
  page.on('load', () => {
    loaded = true;
  });
  page.on('response', (res) => {
    if (res.request().resourceType() !== 'script') return;
    const critical = !loaded;
    void res
      .body()
      .then((b) => sizes.push({ bytes: gzipSync(b, { level: 9 }).length, critical }))
      .catch(() => undefined);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Long enough for deferred work (the intro loads the data layer after 4 s) to show up.
  await page.waitForTimeout(6000);
  await page.waitForLoadState('networkidle');
  await browser.close();
  const kb = (list: typeof sizes) => list.reduce((n, s) => n + s.bytes, 0) / 1024;
  return { critical: kb(sizes.filter((s) => s.critical)), total: kb(sizes) };
}

async function lighthouseScore(url: string): Promise<number> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      formFactor: 'mobile',
      logLevel: 'error',
    });
    return Math.round((result?.lhr.categories.performance?.score ?? 0) * 100);
  } finally {
    chrome.kill();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const dist = path.join(tmpdir(), `mise-bench-client-${process.pid}`);
await buildClient({
  outDir: dist,
  quiet: true,
  env: { VITE_SUPABASE_ANON_KEY: 'bench-anon-key', VITE_SUPABASE_URL: 'http://127.0.0.1:9' },
});
const server = await serveStatic(dist);
try {
  const root = await jsLoadedBy(`${server.url}/`);
  const cards = await jsLoadedBy(`${server.url}/cards`);
  const scores: number[] = [];
  for (let i = 0; i < RUNS; i += 1) scores.push(await lighthouseScore(`${server.url}/`));

  const fmt = (n: number) => `${n.toFixed(1)} KB`;
  console.table({
    '/': { 'JS until load (gzip)': fmt(root.critical), 'JS within 6 s (gzip)': fmt(root.total) },
    '/cards': {
      'JS until load (gzip)': fmt(cards.critical),
      'JS within 6 s (gzip)': fmt(cards.total),
    },
  });
  console.log(
    `/ first-load JS ${fmt(root.critical)} vs budget ${BUDGET_KB} KB: ratio ${(root.critical / BUDGET_KB).toFixed(2)}`,
  );
  console.log(
    `Lighthouse mobile performance for /: median ${median(scores)} of ${RUNS} runs [${scores.join(', ')}], target ${LIGHTHOUSE_TARGET}`,
  );
} finally {
  await server.close();
  await rm(dist, { recursive: true, force: true });
}
