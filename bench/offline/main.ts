// The cold-worker page of bench/offline.bench.ts: the product's own offline search worker module
// (src/workers/search.worker.ts, comlink's `expose` pointed at a MessageChannel by comlinkShim.ts)
// run on this page's main thread, because Chromium's CPU throttling (CDP
// Emulation.setCPUThrottlingRate) slows only a page's main thread, not its workers. The page
// caches the archive slice with the product's own code first (as a first visit does), then times
// what a person waits for on their first offline search: reading the slice from IndexedDB, starting
// the worker's module, loading the index and answering one vibe search.
import { wrap } from 'comlink';
import type { SearchWorkerApi } from '../../src/workers/search.worker';
import { db } from '../../src/data/db';
import { META, readMeta } from '../../src/data/meta';
import { archiveRecords, refreshArchive } from '../../src/data/search/archiveSlice';

export interface ColdRun {
  ms: number;
  /** Starting the worker's module (fetching, compiling and running it). */
  startMs: number;
  /** Reading the slice and loading or building the index. */
  loadMs: number;
  /** The first vibe answer. */
  answerMs: number;
  films: number;
  results: number;
}

/**
 * The first visit's part: the slice cached, and the worker's module run once over it (a build that
 * saves its index on the device does so now, as the product's prepareOfflineSearch does). The page
 * is then reloaded, so the timed run starts cold.
 */
async function prepare(anonKey: string, query: string): Promise<number> {
  await refreshArchive({ db, supabaseUrl: location.origin, anonKey });
  await cold(query);
  return db.archive.count();
}

async function cold(query: string): Promise<ColdRun> {
  const t0 = performance.now();
  const channel = new MessageChannel();
  (globalThis as { __miseWorkerPort?: MessagePort }).__miseWorkerPort = channel.port1;
  await import('../../src/workers/search.worker');
  const api = wrap<SearchWorkerApi>(channel.port2);
  const t1 = performance.now();
  const version = (await readMeta<string>(db, META.archiveVersion)) ?? 'local';
  // As the product's searchClient does: the index saved for this version, else the films (an
  // older tree measured with --before has no loadSaved: its worker is always handed the films).
  const saved = await api.loadSaved(version).catch(() => null);
  const films = saved ?? (await api.load(await archiveRecords(db), version));
  const t2 = performance.now();
  const answer = await api.vibe(query, 10);
  const t3 = performance.now();
  return {
    ms: t3 - t0,
    startMs: t1 - t0,
    loadMs: t2 - t1,
    answerMs: t3 - t2,
    films,
    results: answer.results.length,
  };
}

Object.assign(window, { benchPrepare: prepare, benchCold: cold });
