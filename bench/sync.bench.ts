// Sync and grouping benchmarks (`npm run bench -- sync`).
// 1. Draining 1,000 queued watchlist operations against the local backend: batched RPC (the
//    engine's default) vs one request per operation, measured side by side in one run.
// 2. Grouping 10,000 watchlist items: the pure function, and the round trip through comlink to a
//    worker thread (the page uses a web worker; worker_threads is Node's equivalent).
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, type MessagePort } from 'node:worker_threads';
import { expose, wrap, type Endpoint } from 'comlink';
import { groupIndices, slimItem } from '../src/core/grouping/groupIndices';
import { groupWatchlist, type GroupOption } from '../src/core/grouping/groupWatchlist';
import type { WatchlistItem } from '../src/data/types';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');

/** comlink over worker_threads (what its node adapter does: `message` events carry data). */
function nodeEndpoint(port: MessagePort | Worker): Endpoint {
  const wrapped = new Map<unknown, (data: unknown) => void>();
  return {
    postMessage: (message: unknown) => port.postMessage(message),
    addEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
      const fn = (data: unknown) => {
        const event = { data } as MessageEvent;
        if ('handleEvent' in handler) handler.handleEvent(event);
        else handler(event);
      };
      port.on('message', fn);
      wrapped.set(handler, fn);
    },
    removeEventListener: (_type: string, handler: EventListenerOrEventListenerObject) => {
      const fn = wrapped.get(handler);
      if (fn) port.off('message', fn);
    },
  };
}

if (!isMainThread) {
  // Worker side of the grouping round trip.
  expose({ groupIndices }, nodeEndpoint(parentPort!));
} else {
  await main();
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
}

function filmIds(): string[] {
  return readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { movie_id: string }).movie_id);
}

function makeItems(n: number, ids: string[]): WatchlistItem[] {
  const sources = ['color', 'vibe', 'keywords', 'surprise'] as const;
  return Array.from({ length: n }, (_, i) => ({
    movie_id: `${ids[i % ids.length]}-${i}`,
    movie_title: `Film ${i}`,
    year: 1930 + (i % 95),
    aesthetic_summary: null,
    synopsis: null,
    letterboxd_link: null,
    depicted_decade: i % 13 === 0 ? null : `${1930 + (i % 9) * 10}s`,
    first_liked_at: new Date(Date.UTC(2024, i % 24, 1 + (i % 28))).toISOString(),
    last_liked_at: new Date(Date.UTC(2025, 0, 1)).toISOString(),
    like_count: 1 + (i % 3),
    watched: i % 2 === 0,
    sources: Array.from({ length: 1 + (i % 4) }, (_, k) => ({
      source: sources[(i + k) % 4]!,
      source_value: `v${k}`,
      created_at: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    })),
  }));
}

async function benchGrouping(ids: string[]) {
  const items = makeItems(10_000, ids);
  const options: GroupOption[] = [
    'input_type',
    'depicted_decade',
    'release_decade',
    'match_month',
    'match_count',
    'watch_status',
  ];
  // Worker threads do not inherit tsx's loader: register it inside the worker, then load this file.
  const boot = `import('tsx/esm/api').then((m) => m.tsImport(${JSON.stringify(here)}, ${JSON.stringify(import.meta.url)}))`;
  const worker = new Worker(boot, { eval: true });
  const remote = wrap<{ groupIndices: typeof groupIndices }>(nodeEndpoint(worker));
  for (let i = 0; i < 3; i += 1) await remote.groupIndices(items.map(slimItem), 'input_type', true); // warm up
  console.log(
    'grouping 10,000 items        pure (ms)   worker round trip (ms)   main-thread share (ms)',
  );
  for (const option of options) {
    const pure: number[] = [];
    const trip: number[] = [];
    const main: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      let t = performance.now();
      groupWatchlist(items, option, true);
      pure.push(performance.now() - t);
      // What the page does: slim the items, group in the worker, map positions back.
      t = performance.now();
      const slim = items.map(slimItem);
      const sent = performance.now();
      const groups = await remote.groupIndices(slim, option, true);
      const back = performance.now();
      groups.map((g) => g.indices.map((k) => items[k]));
      trip.push(performance.now() - t);
      // The page's own synchronous work: slimming before the call, mapping positions after it.
      main.push(sent - t + (performance.now() - back));
    }
    console.log(
      `  ${option.padEnd(24)} ${median(pure).toFixed(1).padStart(9)} ${median(trip).toFixed(1).padStart(24)} ${median(main).toFixed(1).padStart(24)}`,
    );
  }
  await worker.terminate();
}

async function benchDrain(ids: string[]) {
  const { startTestBackend } = await import('../test/support/backend');
  const { MiseDb } = await import('../src/data/db');
  const { enqueueWrite } = await import('../src/data/sync/enqueueWrite');
  const { createSyncClient } = await import('../src/data/sync/syncClient');
  const backend = await startTestBackend();
  try {
    const run = async (label: string, batchSize: number) => {
      const db = new MiseDb(`bench-${label}`);
      const owner = { sessionId: crypto.randomUUID() };
      for (let i = 0; i < 1000; i += 1) {
        const movie_id = ids[i % ids.length]!;
        await enqueueWrite(
          db,
          i % 5 === 4
            ? { kind: 'remove', movie_id, owner, payload: {} }
            : {
                kind: 'like',
                movie_id,
                owner,
                payload: { source: 'color', source_value: `#00000${i % 10}` },
              },
        );
      }
      const sync = createSyncClient({
        db,
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
        batchSize,
      });
      const t = performance.now();
      const out = await sync.sync();
      const ms = performance.now() - t;
      if (out.sent !== 1000) throw new Error(`${label}: sent ${out.sent} of 1000`);
      await db.delete();
      return ms;
    };
    // Alternate the two so neither gets a warmer server; three rounds each, medians compared.
    const batched: number[] = [];
    const single: number[] = [];
    for (let r = 0; r < 3; r += 1) {
      batched.push(await run(`batched-${r}`, 200));
      single.push(await run(`single-${r}`, 1));
    }
    const b = median(batched);
    const s = median(single);
    console.log('draining 1,000 queued operations           median (ms)');
    console.log(`  batched (200 per request)     ${b.toFixed(0).padStart(16)}`);
    console.log(`  one request per operation     ${s.toFixed(0).padStart(16)}`);
    console.log(
      `  ratio                         ${(s / b).toFixed(1).padStart(15)}x (target >= 10x)`,
    );
  } finally {
    await backend.close();
  }
}

async function main() {
  const ids = filmIds();
  await benchGrouping(ids);
  await benchDrain(ids);
}
