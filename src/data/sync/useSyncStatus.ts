// Sync status for the UI: the named state, the number of pending operations, and the failed
// ones with retry and discard.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db } from '../db';
import type { FailedOp, SyncStatus } from '../types';
import { discardOp, retryOp } from './dexieOutbox';
import { getSyncState, requestSync, subscribeSyncState } from './pageSync';

export function useSyncStatus(): SyncStatus {
  const state = useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
  const outbox = useLiveQuery(async () => {
    const pending = await db.outbox.where('status').equals('pending').count();
    const failedRows = await db.outbox.where('status').equals('failed').sortBy('seq');
    const films = await db.watchlist.bulkGet(failedRows.map((f) => f.movie_id));
    const archive = await db.archive.bulkGet(failedRows.map((f) => f.movie_id));
    const failed: FailedOp[] = failedRows.map((f, i) => ({
      id: f.id,
      kind: f.kind,
      movie_id: f.movie_id,
      movie_title:
        f.kind === 'request'
          ? `${f.payload.title} (${f.payload.year})`
          : (films[i]?.film?.movie_title ?? archive[i]?.movie_title ?? null),
      at: f.at,
      error: f.error ?? 'Rejected',
    }));
    return { pending, failed };
  }, []);
  const failed = outbox?.failed ?? [];
  return {
    state: state === 'idle' && failed.length > 0 ? 'error' : state,
    pending: outbox?.pending ?? 0,
    failed,
  };
}

/** Queues a failed operation again (at the end of the outbox) and syncs. */
export async function retryFailed(id: string): Promise<void> {
  await retryOp(db, id);
  void requestSync();
}

/** Drops a failed operation; the pull that follows restores the server's view of that film. */
export async function discardFailed(id: string): Promise<void> {
  await discardOp(db, id);
  void requestSync({ pull: true });
}

/** Sends what waits and pulls now (the sync badge's Retry); a failure reschedules as usual. */
export async function syncNow(): Promise<void> {
  await requestSync({ pull: true });
}
