// Sign-in and sign-up: the anonymous session's watchlist becomes the account's. Pending operations
// of the session are re-tagged to the user, and a `merge` operation is queued before them, so the
// server first merges what it already holds for the session (merge_anon_watchlist, one
// transaction) and then applies the writes made after it, in order, even if they were made offline.
// Sign-in never waits for it: the intent is recorded at once (one small write), and the re-tagging
// runs in the background under the sync lock, or at the next start if the page closed first.
import { withLock } from '../../core/sync/singleFlight';
import type { OutboxEntry } from '../../core/sync/types';
import type { MiseDb } from '../db';
import { META, readMeta, writeMeta } from '../meta';
import { nextSeq } from './enqueueWrite';

export const SYNC_LOCK = 'mise-sync';

/** Records that `userId` adopts the anonymous watchlist; cheap, never waits on a sync. */
export async function queueAdoption(db: MiseDb, userId: string): Promise<void> {
  await writeMeta(db, META.adoptFor, userId);
}

/** Adopts for the recorded user, if any (under the sync lock); true when it did. */
export async function finishAdoption(db: MiseDb): Promise<boolean> {
  const userId = await readMeta<string>(db, META.adoptFor);
  if (!userId) return false;
  await adoptAnonymousWatchlist(db, userId);
  return true;
}

export async function adoptAnonymousWatchlist(db: MiseDb, userId: string): Promise<void> {
  await withLock(SYNC_LOCK, () =>
    db.transaction('rw', db.outbox, db.meta, async () => {
      // The intent is spent in the same transaction as the re-tagging: never twice, never lost.
      if ((await readMeta<string>(db, META.adoptFor)) === userId)
        await db.meta.delete(META.adoptFor);
      const sessionId = await readMeta<string>(db, META.sessionId);
      if (!sessionId) return;
      const mine = (await db.outbox.toArray()).filter(
        (e) => 'sessionId' in e.owner && e.owner.sessionId === sessionId,
      );
      const first = mine.length ? Math.min(...mine.map((e) => e.seq)) : await nextSeq(db);
      const merge: OutboxEntry = {
        id: crypto.randomUUID(),
        kind: 'merge',
        movie_id: '',
        at: new Date().toISOString(),
        owner: { userId },
        payload: { sessionId },
        seq: first - 0.5,
        status: 'pending',
        attempts: 0,
      };
      await db.outbox.add(merge);
      await db.outbox.bulkPut(mine.map((e) => ({ ...e, owner: { userId } })));
    }),
  );
}
