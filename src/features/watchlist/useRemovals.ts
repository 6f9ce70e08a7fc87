// Remove with Undo on the watchlist (docs/product.md#undo): Remove takes the film off at once (the
// local table and the outbox, like any write), and for UNDO_MS its row stays in the list as
// "Removed … Undo", so nothing below moves and Undo puts it back. Undo goes through the data layer,
// which cancels the queued remove or, when it may have reached the server, rebuilds the row there.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { UNDO_MS } from './undoOffer';
import { removeFilm, undoWatchlistWrite } from '../../data';
import type { UndoReceipt, WatchlistItem } from '../../data';

interface Removal {
  item: WatchlistItem;
  receipt: UndoReceipt | null;
  at: number;
}

export function useRemovals(items: WatchlistItem[], onError: (message: string | null) => void) {
  const [removals, setRemovals] = useState<Removal[]>([]);

  // Each offer ends UNDO_MS after its Remove.
  useEffect(() => {
    const [first] = removals;
    if (!first) return;
    const t = setTimeout(
      () => setRemovals((rs) => rs.filter((r) => r.at + UNDO_MS > Date.now())),
      Math.max(0, first.at + UNDO_MS - Date.now()) + 20,
    );
    return () => clearTimeout(t);
  }, [removals]);

  const remove = useCallback(
    (movieId: string) => {
      const item = items.find((i) => i.movie_id === movieId);
      if (!item) return;
      const removal: Removal = { item, receipt: null, at: Date.now() };
      setRemovals((rs) => [...rs.filter((r) => r.item.movie_id !== movieId), removal]);
      removeFilm(movieId).then(
        (receipt) => setRemovals((rs) => rs.map((r) => (r === removal ? { ...r, receipt } : r))),
        (e: unknown) => {
          setRemovals((rs) => rs.filter((r) => r !== removal));
          onError(e instanceof Error ? e.message : String(e));
        },
      );
    },
    [items, onError],
  );

  const undo = useCallback(
    (movieId: string) => {
      const removal = removals.find((r) => r.item.movie_id === movieId);
      if (!removal?.receipt) return; // the remove is still being written: a moment later
      setRemovals((rs) => rs.filter((r) => r !== removal));
      undoWatchlistWrite(removal.receipt).catch((e: unknown) =>
        onError(`Could not undo the remove: ${e instanceof Error ? e.message : String(e)}`),
      );
    },
    [removals, onError],
  );

  // The list as shown: the watchlist plus the rows removed moments ago, in their places.
  const shown = useMemo(() => {
    const present = new Set(items.map((i) => i.movie_id));
    const ghosts = removals.filter((r) => !present.has(r.item.movie_id)).map((r) => r.item);
    return ghosts.length ? [...items, ...ghosts] : items;
  }, [items, removals]);

  const isRemoved = useCallback(
    (movieId: string) => removals.some((r) => r.item.movie_id === movieId),
    [removals],
  );

  return { shown, remove, undo, isRemoved, active: removals.length > 0 };
}
