// The outbox table as the sync engine's port, plus the user actions on failed operations
// (retry: queue again at the end; discard: drop it, the next pull restores the server's view).
import type { OutboxPort } from '../../core/sync/drainOutbox';
import type { OutboxEntry } from '../../core/sync/types';
import type { MiseDb } from '../db';
import { nextSeq } from './enqueueWrite';

export function dexieOutbox(db: MiseDb): OutboxPort {
  return {
    pending: () => db.outbox.where('status').equals('pending').sortBy('seq'),
    claim: (ids) =>
      db.transaction('rw', db.outbox, async () => {
        const claimed: string[] = [];
        for (const entry of await db.outbox.bulkGet(ids)) {
          if (entry?.status !== 'pending') continue;
          if (!entry.claimed) await db.outbox.update(entry.id, { claimed: true });
          claimed.push(entry.id);
        }
        return claimed;
      }),
    release: (ids) =>
      db.transaction('rw', db.outbox, async () => {
        for (const entry of await db.outbox.bulkGet(ids))
          if (entry?.claimed && entry.status === 'pending')
            await db.outbox.update(entry.id, { claimed: undefined });
      }),
    settle: (done, failed) =>
      db.transaction('rw', db.outbox, async () => {
        await db.outbox.bulkDelete(done);
        for (const f of failed) await db.outbox.update(f.id, { status: 'failed', error: f.error });
      }),
  };
}

export function failedOps(db: MiseDb): Promise<OutboxEntry[]> {
  return db.outbox.where('status').equals('failed').sortBy('seq');
}

export async function retryOp(db: MiseDb, id: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(id);
    if (!entry || entry.status !== 'failed') return;
    await db.outbox.put({
      ...entry,
      status: 'pending',
      error: undefined,
      claimed: undefined, // the server refused it: it holds nothing of this operation
      attempts: entry.attempts + 1,
      seq: await nextSeq(db),
    });
  });
}

export async function discardOp(db: MiseDb, id: string): Promise<void> {
  await db.outbox.delete(id);
}
