// Undo of a like or a remove, leaving the account as if it never happened (docs/product.md#undo).
// A write no sender has taken yet is dropped from the outbox, and the local row is rebuilt from the
// row before it plus the writes queued after it. A write that may already be on the server (taken
// for a request, even one whose answer was lost) stays, and the writes that bring the row back are
// queued after it: a remove for a film that was not there, then the likes (and Watched) that rebuild
// the row it replaced. Each operation keeps its own id, so the server applies each exactly once.
import { applyOp, type WatchRow } from '../../core/sync/applyOp';
import { rebuildOps } from '../../core/sync/rebuildOps';
import type { Owner } from '../../core/sync/types';
import type { MiseDb, WatchlistRecord } from '../db';
import { enqueueRecorded, type NewOp, type RecordedWrite } from '../sync/enqueueWrite';

/** What an undo needs to know about a write; plain data, so a deck can keep it across a reload. */
export interface UndoReceipt {
  opId: string;
  kind: 'like' | 'remove';
  movieId: string;
  owner: Owner;
  before: WatchlistRecord | null;
}

/** 'cancelled': the write never left the device; 'compensated': undoing writes were queued. */
export type UndoOutcome = 'cancelled' | 'compensated';

export function receiptOf({ op, before }: RecordedWrite): UndoReceipt {
  if (op.kind !== 'like' && op.kind !== 'remove') throw new Error(`No undo for a ${op.kind}`);
  return { opId: op.id, kind: op.kind, movieId: op.movie_id, owner: op.owner, before };
}

export function undoWrite(db: MiseDb, receipt: UndoReceipt): Promise<UndoOutcome> {
  const { movieId, owner, before } = receipt;
  return db.transaction('rw', db.watchlist, db.outbox, async () => {
    const entry = await db.outbox.get(receipt.opId);
    // Unsent, or refused by the server (which then holds nothing of it): drop it.
    if (entry && (!entry.claimed || entry.status === 'failed')) {
      await db.outbox.delete(entry.id);
      const later = await db.outbox.where('seq').above(entry.seq).sortBy('seq');
      let row: WatchRow | undefined = before ?? undefined;
      for (const e of later) if (e.movie_id === movieId) row = applyOp(row, e);
      const film = before?.film ?? (await db.watchlist.get(movieId))?.film ?? null;
      if (row) await db.watchlist.put({ ...row, film });
      else await db.watchlist.delete(movieId);
      return 'cancelled';
    }
    if (receipt.kind === 'like')
      await enqueueRecorded(db, { kind: 'remove', movie_id: movieId, owner, payload: {} });
    if (before)
      for (const o of rebuildOps(before)) {
        if (o.kind === 'watched' && !('userId' in owner)) continue; // only accounts mark watched
        const write: NewOp =
          o.kind === 'like'
            ? { kind: 'like', movie_id: movieId, owner, payload: o.payload }
            : { kind: 'watched', movie_id: movieId, owner, payload: o.payload };
        await enqueueRecorded(db, write, before.film, o.at);
      }
    return 'compensated';
  });
}
