// The grouping worker, started lazily on first use and ended after a quiet minute.
import { slimItem } from '../../core/grouping/groupIndices';
import type { GroupOption, WatchlistGroup } from '../../core/grouping/groupWatchlist';
import type { GroupingApi } from '../../workers/grouping.worker';
import type { WatchlistItem } from '../types';
import { lazyWorker } from '../lazyWorker';

const groupingWorker = lazyWorker<GroupingApi>(
  () =>
    new Worker(new URL('../../workers/grouping.worker.ts', import.meta.url), { type: 'module' }),
);

export async function groupInWorker(
  items: WatchlistItem[],
  option: GroupOption,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<WatchlistGroup<WatchlistItem>[]> {
  const groups = await groupingWorker.run(signal, (remote) =>
    remote.groupIndices(items.map(slimItem), option, signedIn),
  );
  return groups.map((g) => ({
    key: g.key,
    label: g.label,
    items: g.indices.map((i) => items[i]!),
  }));
}
