// The grouping worker, started lazily on first use and ended after a quiet minute.
import type { Remote } from 'comlink';
import { slimItem } from '../../core/grouping/groupIndices';
import type { GroupOption, WatchlistGroup } from '../../core/grouping/groupWatchlist';
import type { GroupingApi } from '../../workers/grouping.worker';
import type { WatchlistItem } from '../types';

let worker: Worker | null = null;
let api: Promise<Remote<GroupingApi>> | null = null;
let idle: ReturnType<typeof setTimeout> | null = null;

function start(): Promise<Remote<GroupingApi>> {
  if (!api) {
    worker = new Worker(new URL('../../workers/grouping.worker.ts', import.meta.url), {
      type: 'module',
    });
    const w = worker;
    api = import('comlink').then(({ wrap }) => wrap<GroupingApi>(w));
  }
  return api;
}

function stopWhenIdle() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    worker?.terminate();
    worker = null;
    api = null;
  }, 60_000);
}

export async function groupInWorker(
  items: WatchlistItem[],
  option: GroupOption,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<WatchlistGroup<WatchlistItem>[]> {
  const remote = await start();
  const groups = await remote.groupIndices(items.map(slimItem), option, signedIn);
  stopWhenIdle();
  signal?.throwIfAborted();
  return groups.map((g) => ({
    key: g.key,
    label: g.label,
    items: g.indices.map((i) => items[i]!),
  }));
}
