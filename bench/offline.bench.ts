// `npm run bench -- offline [--before <tree>] [--runs N]`: what a first visit costs before search
// works offline (docs/architecture.md, "What a first visit downloads"). For each build, in the
// Chromium the end-to-end tests use, served through bench/offline/proxy.ts (brotli or gzip as a
// CDN sends them, every byte counted):
// - bytes: everything the first visit downloads (page, service worker, its precache, the archive
//   slice) until a vibe, a keyword, a colour and a palette search all answer offline; the four are
//   run offline through the screens and must say "Offline results". Target: under 1.5 MB.
// - time to offline-ready on Chrome's "Slow 4G" profile: from navigation until the service worker
//   controls the page (its precache installed) and the slice is in IndexedDB. Target: 8 s.
// - cold first offline answer at 4x CPU: the product's worker module on a throttled main thread
//   (bench/offline/main.ts says why), from reading the slice to a vibe answer. Target: 1 s.
// `--before <tree>` measures an older checkout too, in the same run (e.g. `git archive <commit> |
// tar -x -C /tmp/old && ln -s $PWD/node_modules /tmp/old/`). Medians of N runs (default 5).
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import type { Plugin } from 'vite';
import { apiKeys, loadOrCreateJwtSecret } from '../server/keys';
import { startTestBackend, testSeedFile, testTemplateDir } from '../test/support/backend';
import { MOBILE, launchBrowser } from '../test/support/browser';
import { CardsPage } from '../test/support/pages/cardsPage';
import { MisePage } from '../test/support/pages/misePage';
import { ColorPage, VibesPage, WordsPage } from '../test/support/pages/searchPages';
import type { ColdRun } from './offline/main';
import { startProxy } from './offline/proxy';
import type { Sent } from './offline/proxy';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');
const args = process.argv.slice(2);
const valueOf = (flag: string) => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const RUNS = Number(valueOf('--runs') ?? 5);
const BUDGET_BYTES = 1.5e6;
const READY_TARGET_MS = 8000;
const COLD_TARGET_MS = 1000;
const QUERY = 'neon diner at night in the rain';

const variants = [
  ...(valueOf('--before') ? [{ label: 'before', root: path.resolve(valueOf('--before')!) }] : []),
  { label: valueOf('--before') ? 'after' : 'this build', root: repo },
];

/** The product of `root` (its own scripts/build.ts) and the cold-worker page built from its src/. */
async function buildVariant(root: string, anonKey: string): Promise<string> {
  const out = await mkdtemp(path.join(tmpdir(), 'mise-bench-offline-'));
  const { buildClient } = (await import(path.join(root, 'scripts/build.ts'))) as {
    buildClient: (o: { outDir: string; quiet: boolean; env: object }) => Promise<unknown>;
  };
  await buildClient({
    outDir: out,
    quiet: true,
    env: {
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: anonKey,
      VITE_STRIPE_PUBLISHABLE_KEY: '',
    },
  });
  const shim: Plugin = {
    name: 'search-worker-on-main-thread',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'comlink' && importer?.includes(`${path.sep}workers${path.sep}search.worker`))
        return path.join(here, 'offline', 'comlinkShim.ts');
      return null;
    },
  };
  await build({
    configFile: false,
    root: path.join(here, 'offline'),
    base: '/__bench/',
    logLevel: 'error',
    plugins: [shim],
    // The page's imports of ../../src/ read the measured tree's sources.
    resolve: { alias: [{ find: /^\.\.\/\.\.\/src\//, replacement: `${root}/src/` }] },
    define: { 'import.meta.env.VITE_SUPABASE_URL': '""' },
    build: { outDir: path.join(out, '__bench'), emptyOutDir: true, target: 'es2022' },
  });
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Offline-ready: the service worker controls the page (its precache is installed), the slice is in
 * IndexedDB, and the offline index is on the device: precached (a snapshot in the precache) or
 * built and saved by the search worker.
 */
async function offlineReady(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    if (!navigator.serviceWorker.controller) return false;
    const films = await new Promise<number>((resolve) => {
      const req = indexedDB.open('mise');
      req.onerror = () => resolve(0);
      req.onsuccess = () => {
        const db = req.result;
        if (!db.objectStoreNames.contains('archive')) {
          db.close();
          return resolve(0);
        }
        const count = db.transaction('archive').objectStore('archive').count();
        count.onsuccess = () => {
          resolve(count.result);
          db.close();
        };
        count.onerror = () => resolve(0);
      };
    });
    if (films === 0) return false;
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      if (keys.some((r) => /search-index/.test(new URL(r.url).pathname))) return true;
    }
    return false;
  });
}

/** The four searches, offline, through the screens; each must answer from the device. */
async function searchOffline(page: Page, url: string): Promise<number> {
  const offlineTag = () => page.getByText('Offline results').waitFor({ timeout: 60_000 });
  const cards = new CardsPage(page, url);
  const vibes = new VibesPage(page, url);
  await vibes.goto('/vibes');
  const t0 = Date.now();
  await vibes.search(QUERY);
  await offlineTag();
  const firstAnswer = Date.now() - t0;
  await cards.waitForCard(1);
  const words = new WordsPage(page, url);
  await words.goto('/words');
  await words.type('neon');
  await words.type('rain');
  await words.submit();
  await offlineTag();
  const colour = new ColorPage(page, url);
  await colour.goto('/color');
  await colour.pickPreset('#C0392B');
  await colour.submitColour();
  await offlineTag();
  await colour.goto('/color');
  await colour.rollPalette();
  await colour.submitPalette();
  await offlineTag();
  return firstAnswer;
}

interface Figures {
  bytes: Sent[];
  readyMs: number[];
  coldMs: number[];
  productColdMs: number[];
  coldSteps: ColdRun[];
}

/** Films in the archive the backend serves (the slice holds them all). */
const archiveFilms = readFileSync(testSeedFile, 'utf8')
  .split('\n')
  .filter((l) => l.trim()).length;
const { anonKey } = await apiKeys(loadOrCreateJwtSecret(await testTemplateDir()));
const browser = await launchBrowser();
const results = new Map<string, Figures>();
const cleanup: string[] = [];
try {
  const served = [];
  for (const v of variants) {
    const dist = await buildVariant(v.root, anonKey);
    cleanup.push(dist);
    const backend = await startTestBackend({ staticDir: dist });
    const proxy = await startProxy(backend.url);
    served.push({ ...v, backend, proxy });
    results.set(v.label, { bytes: [], readyMs: [], coldMs: [], productColdMs: [], coldSteps: [] });
  }
  // One unmeasured visit per build: the proxy compresses each body once, as a CDN keeps its
  // compressed copies, so no measured run waits for brotli's highest quality.
  for (const v of served) {
    const ctx = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' });
    const page = await ctx.newPage();
    await new MisePage(page, v.proxy.url).goto('/');
    while (!(await offlineReady(page))) await page.waitForTimeout(200);
    await page.waitForLoadState('networkidle');
    await ctx.close();
  }
  // Runs alternate between the builds, so both see the same machine load.
  for (let run = 0; run < RUNS; run++) {
    for (const v of served) {
      const fig = results.get(v.label)!;
      // A first visit on Slow 4G, then the four searches offline.
      const ctx = await browser.newContext({ ...MOBILE, serviceWorkers: 'allow' });
      const page = await ctx.newPage();
      v.proxy.log.length = 0;
      v.proxy.shape(true);
      const t0 = Date.now();
      await new MisePage(page, v.proxy.url).goto('/');
      while (!(await offlineReady(page))) await page.waitForTimeout(100);
      fig.readyMs.push(Date.now() - t0);
      // Anything still on the way that the service worker asked for counts too.
      await page.waitForLoadState('networkidle');
      // Counted here: what reaches the proxy during the offline searches is the service worker's
      // update check of sw.js on each navigation, which CDP's offline mode does not stop (a device
      // really offline sends nothing); the searches must answer from the device either way.
      if (run === 0) fig.bytes = [...v.proxy.log];
      v.proxy.shape(false);
      await ctx.setOffline(true);
      fig.productColdMs.push(await searchOffline(page, v.proxy.url));
      await ctx.close();

      // The cold worker at 4x CPU.
      const cctx = await browser.newContext(MOBILE);
      const cpage = await cctx.newPage();
      await cpage.goto(`${v.proxy.url}/__bench/index.html`);
      await cpage.waitForFunction(() => 'benchCold' in window);
      await cpage.evaluate(
        ([key, q]) =>
          (
            window as unknown as { benchPrepare: (k: string, q: string) => Promise<number> }
          ).benchPrepare(key, q),
        [anonKey, QUERY] as const,
      );
      await cpage.reload();
      await cpage.waitForFunction(() => 'benchCold' in window);
      const cdp = await cctx.newCDPSession(cpage);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const cold = await cpage.evaluate(
        (q) => (window as unknown as { benchCold: (q: string) => Promise<ColdRun> }).benchCold(q),
        QUERY,
      );
      if (cold.results === 0) throw new Error(`${v.label}: the cold worker found nothing`);
      fig.coldMs.push(cold.ms);
      fig.coldSteps.push(cold);
      await cctx.close();
    }
  }
  for (const v of served) {
    await v.proxy.close();
    await v.backend.close();
  }

  const logFile = valueOf('--log');
  if (logFile)
    writeFileSync(
      logFile,
      JSON.stringify(Object.fromEntries([...results].map(([l, f]) => [l, f.bytes])), null, 1),
    );
  const kb = (n: number) => `${(n / 1000).toFixed(0)} kB`;
  const sum = (xs: Sent[], k: keyof Sent) => xs.reduce((n, s) => n + (s[k] as number), 0);
  const kind = (p: string) =>
    p.startsWith('/rest/')
      ? 'archive slice (REST)'
      : p.endsWith('.bin')
        ? 'search snapshot'
        : /search\.worker/.test(p)
          ? 'search worker'
          : /searchData|wordVectors|lexicon/.test(p)
            ? 'search data'
            : 'app shell (page, service worker, other precache)';
  const table: Record<string, Record<string, string>> = {};
  for (const [label, fig] of results) {
    const groups = new Map<string, Sent[]>();
    for (const s of fig.bytes) groups.set(kind(s.path), [...(groups.get(kind(s.path)) ?? []), s]);
    for (const [g, xs] of [...groups].sort()) {
      table[`${label}: ${g}`] = {
        files: String(xs.length),
        raw: kb(sum(xs, 'raw')),
        gzip: kb(sum(xs, 'gzip')),
        brotli: kb(sum(xs, 'brotli')),
        sent: kb(sum(xs, 'sent')),
      };
    }
    table[`${label}: TOTAL`] = {
      files: String(fig.bytes.length),
      raw: kb(sum(fig.bytes, 'raw')),
      gzip: kb(sum(fig.bytes, 'gzip')),
      brotli: kb(sum(fig.bytes, 'brotli')),
      sent: kb(sum(fig.bytes, 'sent')),
    };
  }
  console.log('Bytes of a first visit until the four searches answer offline:');
  console.table(table);
  const summary: Record<string, Record<string, string>> = {};
  for (const [label, fig] of results) {
    const slice = fig.bytes.filter((s) => s.path.startsWith('/rest/'));
    summary[label] = {
      'bytes (gzip)': kb(sum(fig.bytes, 'gzip')),
      'bytes (brotli)': kb(sum(fig.bytes, 'brotli')),
      'Slow 4G to offline-ready': `${(median(fig.readyMs) / 1000).toFixed(1)} s`,
      'cold first answer, 4x CPU': `${median(fig.coldMs).toFixed(0)} ms`,
      '  start / load / answer': (['startMs', 'loadMs', 'answerMs'] as const)
        .map((k) => median(fig.coldSteps.map((c) => c[k])).toFixed(0))
        .join(' / '),
      'cold first answer in the product (worker, 1x)': `${median(fig.productColdMs).toFixed(0)} ms`,
      'slice per film (gzip)': `${(sum(slice, 'gzip') / archiveFilms / 1000).toFixed(2)} kB`,
    };
  }
  console.log(
    `Medians of ${RUNS} runs (targets: under ${kb(BUDGET_BYTES)}, ${READY_TARGET_MS / 1000} s, ${COLD_TARGET_MS} ms):`,
  );
  console.table(summary);
  for (const [label, fig] of results)
    console.log(
      `${label}: ready ${fig.readyMs.join(', ')} ms; cold ${fig.coldMs.map((x) => x.toFixed(0)).join(', ')} ms; product cold ${fig.productColdMs.join(', ')} ms`,
    );
  console.log(
    `Accept-Encoding sent by Chromium: ${[...served[0]!.proxy.acceptEncodings].join(' / ')}`,
  );
} finally {
  await browser.close();
  for (const d of cleanup) await rm(d, { recursive: true, force: true });
}
