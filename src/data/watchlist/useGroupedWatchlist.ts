// The watchlist grouped by an option of docs/product.md#grouping, computed in the grouping worker.
// Watch Status falls back to Input Type when signed out.
import { useEffect, useState } from 'react';
import {
  effectiveOption,
  type GroupOption,
  type WatchlistGroup,
} from '../../core/grouping/groupWatchlist';
import { useAuth } from '../auth/useAuth';
import type { WatchlistItem } from '../types';
import { groupInWorker } from './groupingClient';

export interface GroupedWatchlist {
  status: 'grouping' | 'ready';
  /** The option actually applied (after the sign-out fallback). */
  option: GroupOption;
  groups: WatchlistGroup<WatchlistItem>[];
}

export function useGroupedWatchlist(items: WatchlistItem[], option: GroupOption): GroupedWatchlist {
  const signedIn = useAuth().status === 'signed-in';
  const applied = effectiveOption(option, signedIn);
  const [result, setResult] = useState<{
    items: WatchlistItem[];
    option: GroupOption;
    groups: WatchlistGroup<WatchlistItem>[];
  } | null>(null);
  useEffect(() => {
    const ctrl = new AbortController();
    groupInWorker(items, applied, signedIn, ctrl.signal).then(
      (groups) => setResult({ items, option: applied, groups }),
      (err: unknown) => {
        if ((err as Error)?.name !== 'AbortError') console.error('Grouping failed', err);
      },
    );
    return () => ctrl.abort();
  }, [items, applied, signedIn]);
  return {
    status: result?.items === items && result.option === applied ? 'ready' : 'grouping',
    option: applied,
    groups: result?.groups ?? [],
  };
}
