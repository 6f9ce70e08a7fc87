// Undo of a like or a remove over the real local tables (fake-indexeddb): an unsent write is
// dropped, one a sender took is compensated by writes queued after it, and a sender never sends
// a write cancelled after it read the queue.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { applyOp, type WatchRow } from '../../../src/core/sync/applyOp';
import { MiseDb } from '../../../src/data/db';
import { dexieOutbox } from '../../../src/data/sync/dexieOutbox';
import { enqueueRecorded } from '../../../src/data/sync/enqueueWrite';
import { receiptOf, undoWrite } from '../../../src/data/watchlist/undoWrite';

let n = 0;
const dbs: MiseDb[] = [];
function freshDb() {
  const db = new MiseDb(`undo-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const owner = { userId: 'u1' };
const film = {
  movie_id: 'taxi-driver-1976',
  movie_title: 'Taxi Driver',
  year: 1976,
  aesthetic_summary: null,
  synopsis: null,
  letterboxd_link: null,
  depicted_decade: null,
};
const like = (value: string) =>
  ({
    kind: 'like',
    movie_id: film.movie_id,
    owner,
    payload: { source: 'vibe', source_value: value },
  }) as const;
const remove = { kind: 'remove', movie_id: film.movie_id, owner, payload: {} } as const;

/** What the server would hold after applying the whole outbox in order. */
async function serverAfter(db: MiseDb, start?: WatchRow): Promise<WatchRow | undefined> {
  let row = start;
  for (const e of await db.outbox.orderBy('seq').toArray()) row = applyOp(row, e);
  return row;
}

const strip = (r: { film?: unknown } | undefined | null) => {
  if (!r) return r;
  const { film: _film, ...rest } = r;
  return rest;
};

describe('undoWrite', () => {
  it('drops a like no sender took, and the local row goes with it', async () => {
    const db = freshDb();
    const receipt = receiptOf(await enqueueRecorded(db, like('rain'), film));
    expect(await undoWrite(db, receipt)).toBe('cancelled');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.watchlist.get(film.movie_id)).toBeUndefined();
  });

  it('queues a remove after a like a sender took, once', async () => {
    const db = freshDb();
    const receipt = receiptOf(await enqueueRecorded(db, like('rain'), film));
    expect(await dexieOutbox(db).claim([receipt.opId])).toEqual([receipt.opId]);
    expect(await undoWrite(db, receipt)).toBe('compensated');
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((q) => q.kind)).toEqual(['like', 'remove']);
    expect(await serverAfter(db)).toBeUndefined();
    expect(await db.watchlist.get(film.movie_id)).toBeUndefined();
  });

  it('gives back the earlier row after a repeat like the server may hold', async () => {
    const db = freshDb();
    await enqueueRecorded(db, like('rain'), film, '2026-01-01T00:00:00.000Z');
    await enqueueRecorded(db, like('neon'), film, '2026-01-02T00:00:00.000Z');
    const earlier = await db.watchlist.get(film.movie_id);
    await dexieOutbox(db).settle(
      (await db.outbox.toArray()).map((e) => e.id),
      [],
    );
    const receipt = receiptOf(await enqueueRecorded(db, like('smoke'), film));
    await dexieOutbox(db).claim([receipt.opId]);
    expect(await undoWrite(db, receipt)).toBe('compensated');
    expect(strip(await db.watchlist.get(film.movie_id))).toEqual(strip(earlier));
    expect(await serverAfter(db, strip(earlier) as WatchRow)).toEqual(strip(earlier));
  });

  it('puts back a removed row: the remove dropped when unsent, rebuilt when taken', async () => {
    for (const taken of [false, true]) {
      const db = freshDb();
      await enqueueRecorded(db, like('rain'), film, '2026-01-01T00:00:00.000Z');
      await enqueueRecorded(db, like('rain'), film, '2026-01-05T00:00:00.000Z');
      await dexieOutbox(db).settle(
        (await db.outbox.toArray()).map((e) => e.id),
        [],
      );
      const earlier = await db.watchlist.get(film.movie_id);
      const receipt = receiptOf(await enqueueRecorded(db, remove));
      expect(await db.watchlist.get(film.movie_id)).toBeUndefined();
      if (taken) await dexieOutbox(db).claim([receipt.opId]);
      expect(await undoWrite(db, receipt)).toBe(taken ? 'compensated' : 'cancelled');
      expect(await db.watchlist.get(film.movie_id)).toEqual(earlier);
      expect(await serverAfter(db, strip(earlier) as WatchRow)).toEqual(strip(earlier));
      if (!taken) expect(await db.outbox.count()).toBe(0);
    }
  });

  it('a sender that read the queue before the undo does not send the cancelled like', async () => {
    const db = freshDb();
    const receipt = receiptOf(await enqueueRecorded(db, like('rain'), film));
    const port = dexieOutbox(db);
    const read = await port.pending();
    await undoWrite(db, receipt);
    expect(await port.claim(read.map((e) => e.id))).toEqual([]);
  });
});

describe('a request that failed offline', () => {
  it('gives its claim back, so an undo still drops the write', async () => {
    const { drainOutbox } = await import('../../../src/core/sync/drainOutbox');
    const { SyncError } = await import('../../../src/core/sync/syncError');
    const db = freshDb();
    const receipt = receiptOf(await enqueueRecorded(db, like('rain'), film));
    const fail = async (): Promise<never> => {
      throw new SyncError('network', 'offline');
    };
    for (const undelivered of [false, true]) {
      await expect(
        drainOutbox({
          outbox: dexieOutbox(db),
          transport: { applyOps: fail, merge: fail, submitRequests: fail },
          currentUserId: 'u1',
          undelivered: () => undelivered,
        }),
      ).rejects.toThrow('offline');
      expect((await db.outbox.get(receipt.opId))?.claimed).toBe(undelivered ? undefined : true);
    }
    expect(await undoWrite(db, receipt)).toBe('cancelled');
  });
});
