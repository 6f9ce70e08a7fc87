// The watchlist as displayed, live from the local table (updates at once after each write).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { startDataLayer } from '../startDataLayer';
import { db } from '../db';
import { getFirstPull, subscribeSyncState } from '../sync/pageSync';
import type { WatchlistState } from '../types';
import { newestFirst, toItem, withPalettes } from './readWatchlist';

export function useWatchlist(): WatchlistState {
  useEffect(startDataLayer, []);
  const rows = useLiveQuery(() => withPalettes(db), []);
  const pull = useSyncExternalStore(subscribeSyncState, getFirstPull, getFirstPull);
  // One array per query result, not per render: the grouping hook regroups when `items` changes,
  // and a fresh array on every render made it regroup (and re-render) forever, a core kept busy.
  const items = useMemo(() => (rows ?? []).map(toItem).sort(newestFirst), [rows]);
  if (!rows) return { status: 'loading', items, error: null };
  if (items.length === 0 && pull === 'pending') return { status: 'loading', items, error: null };
  if (items.length === 0 && pull === 'failed')
    return { status: 'error', items, error: 'Failed to load watchlist' };
  return { status: 'ready', items, error: null };
}
