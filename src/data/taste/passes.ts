// Films passed on this device, remembered locally so the "For you" deck leaves out what was passed
// recently (docs/taste.md). One meta record (film id → when), never synced, gone when the site's
// data is cleared; entries older than the tuning's `passDays` are dropped on every write.
import { TUNING } from '../../core/search/tuning';
import { EXCLUDE_MAX } from '../../core/search/types';
import { db } from '../db';
import type { MiseDb } from '../db';
import { META, readMeta, writeMeta } from '../meta';

const DAY_MS = 86_400_000;
/** At most this many passes are remembered (the newest): what a "For you" request may exclude. */
export const PASSES_MAX = EXCLUDE_MAX;

type Passes = Record<string, number>;

async function read(store: MiseDb): Promise<Passes> {
  const v = await readMeta<unknown>(store, META.passes);
  if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
  const out: Passes = {};
  for (const [id, at] of Object.entries(v as Record<string, unknown>))
    if (typeof at === 'number' && Number.isFinite(at)) out[id] = at;
  return out;
}

/** The passes still recent at `now`, newest first, at most PASSES_MAX. */
function recent(passes: Passes, now: number, days: number): Array<[string, number]> {
  const since = now - days * DAY_MS;
  return Object.entries(passes)
    .filter(([, at]) => at >= since && at <= now + DAY_MS)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, PASSES_MAX);
}

/** Remembers that `movieId` was passed at `at` (a pass undone is taken back with `forgetPass`). */
export async function recordPass(movieId: string, at = Date.now(), store: MiseDb = db) {
  if (!movieId) return;
  await store.transaction('rw', store.meta, async () => {
    const passes = await read(store);
    passes[movieId] = at;
    await writeMeta(
      store,
      META.passes,
      Object.fromEntries(recent(passes, at, TUNING.taste.passDays)),
    );
  });
}

/** Forgets a pass (the person took it back with Undo or Rewind). */
export async function forgetPass(movieId: string, store: MiseDb = db) {
  await store.transaction('rw', store.meta, async () => {
    const passes = await read(store);
    if (!(movieId in passes)) return;
    delete passes[movieId];
    await writeMeta(store, META.passes, passes);
  });
}

/** The films passed in the last `passDays` on this device, newest first. */
export async function recentPasses(now = Date.now(), store: MiseDb = db): Promise<string[]> {
  return recent(await read(store), now, TUNING.taste.passDays).map(([id]) => id);
}
