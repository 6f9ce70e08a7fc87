// A watchlist write: applied to the local table and appended to the outbox in ONE IndexedDB
// transaction, so the screen and the queue can never disagree (a crash leaves both or neither).
import { applyOp } from '../../core/sync/applyOp';
import type { Op } from '../../core/sync/types';
import type { FilmFields, MiseDb, WatchlistRecord } from '../db';

export type NewOp = Op extends infer O ? (O extends Op ? Omit<O, 'id' | 'at'> : never) : never;

/** Next outbox position (call inside a transaction that includes the outbox). */
export async function nextSeq(db: MiseDb): Promise<number> {
  const last = await db.outbox.orderBy('seq').last();
  return Math.floor(last?.seq ?? 0) + 1;
}

export async function enqueueWrite(
  db: MiseDb,
  write: NewOp,
  film?: FilmFields | null,
  at: string = new Date().toISOString(),
): Promise<Op> {
  return (await enqueueRecorded(db, write, film, at)).op;
}

/** A queued write and the row it changed, as it was before (what an undo puts back). */
export interface RecordedWrite {
  op: Op;
  before: WatchlistRecord | null;
}

export function enqueueRecorded(
  db: MiseDb,
  write: NewOp,
  film?: FilmFields | null,
  at: string = new Date().toISOString(),
): Promise<RecordedWrite> {
  const op = { ...write, id: crypto.randomUUID(), at } as Op;
  return db.transaction('rw', db.watchlist, db.outbox, async () => {
    const row = await db.watchlist.get(op.movie_id);
    const next = applyOp(row, op);
    if (next) await db.watchlist.put({ ...next, film: film ?? row?.film ?? null });
    else if (row) await db.watchlist.delete(op.movie_id);
    await db.outbox.add({ ...op, seq: await nextSeq(db), status: 'pending', attempts: 0 });
    return { op, before: row ?? null };
  });
}
