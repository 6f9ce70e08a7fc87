// Which films have a change that has not reached the server yet (a like, remove or watched toggle
// of the current owner still in the outbox, pending or refused), so the watchlist can mark those
// rows (docs/product.md#route-watchlist).
import { useLiveQuery } from 'dexie-react-hooks';
import { ownerKey } from '../../core/sync/types';
import { db } from '../db';
import { readStoredSession } from '../identity';
import { META, readMeta } from '../meta';

const NONE: ReadonlySet<string> = new Set();

async function pendingFilms(): Promise<ReadonlySet<string>> {
  // Read only: a live query may not write, so the session id is read, never created, here.
  const userId = (await readStoredSession(db))?.user.id ?? null;
  const sessionId = userId ? null : await readMeta<string>(db, META.sessionId);
  const mine = userId ? `user:${userId}` : sessionId ? `session:${sessionId}` : null;
  if (!mine) return NONE;
  const ops = await db.outbox.toArray();
  const ids = ops
    .filter((op) => op.kind !== 'merge' && op.kind !== 'request' && ownerKey(op.owner) === mine)
    .map((op) => op.movie_id);
  return ids.length ? new Set(ids) : NONE;
}

export function usePendingFilms(): ReadonlySet<string> {
  return useLiveQuery(pendingFilms, []) ?? NONE;
}
