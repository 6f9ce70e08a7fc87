// The local tables and the outbox (fake-indexeddb): a write lands in both or neither, repeat likes
// follow docs/product.md#repeat-likes, pulls keep pending writes, and sign-in re-tags the anonymous
// queue.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDb } from '../../../src/data/db';
import { enqueueWrite } from '../../../src/data/sync/enqueueWrite';
import { reconcile } from '../../../src/data/sync/pullWatchlist';
import {
  adoptAnonymousWatchlist,
  finishAdoption,
  queueAdoption,
} from '../../../src/data/sync/adoptAnonymous';
import { withLock } from '../../../src/core/sync/singleFlight';
import { SYNC_LOCK } from '../../../src/data/sync/adoptAnonymous';
import { dexieOutbox, discardOp, failedOps, retryOp } from '../../../src/data/sync/dexieOutbox';
import { currentOwner, getSessionId, renewSessionId } from '../../../src/data/identity';

let n = 0;
const dbs: MiseDb[] = [];
function freshDb() {
  const db = new MiseDb(`unit-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

const session = { sessionId: '6c0a3f4e-0000-4000-8000-000000000001' };
const like = (movie_id: string, source: 'color' | 'vibe' = 'color', value = '#AABBCC') =>
  ({ kind: 'like', movie_id, owner: session, payload: { source, source_value: value } }) as const;

describe('writes', () => {
  it('applies a like to the watchlist and queues it, in order', async () => {
    const db = freshDb();
    await enqueueWrite(db, like('taxi-driver-1976'), null, '2026-01-01T00:00:00.000Z');
    await enqueueWrite(
      db,
      like('taxi-driver-1976', 'vibe', 'rain'),
      null,
      '2026-02-01T00:00:00.000Z',
    );
    await enqueueWrite(db, like('taxi-driver-1976'), null, '2026-03-01T00:00:00.000Z');
    const row = await db.watchlist.get('taxi-driver-1976');
    expect(row).toMatchObject({
      like_count: 3,
      first_liked_at: '2026-01-01T00:00:00.000Z',
      last_liked_at: '2026-03-01T00:00:00.000Z',
      watched: false,
    });
    expect(row?.sources.map((s) => s.source)).toEqual(['color', 'vibe']);
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((q) => q.kind)).toEqual(['like', 'like', 'like']);
    expect(new Set(queued.map((q) => q.id)).size).toBe(3);
  });

  it('removes and toggles watched locally at once', async () => {
    const db = freshDb();
    const user = { userId: 'u1' };
    await enqueueWrite(db, { ...like('a'), owner: user });
    await enqueueWrite(db, {
      kind: 'watched',
      movie_id: 'a',
      owner: user,
      payload: { watched: true },
    });
    expect((await db.watchlist.get('a'))?.watched).toBe(true);
    await enqueueWrite(db, { kind: 'remove', movie_id: 'a', owner: user, payload: {} });
    expect(await db.watchlist.get('a')).toBeUndefined();
    expect(await db.outbox.count()).toBe(3);
  });

  it('leaves the watchlist untouched when the outbox write fails (one transaction)', async () => {
    const db = freshDb();
    db.outbox.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(enqueueWrite(db, like('a'))).rejects.toThrow('disk full');
    expect(await db.watchlist.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('outbox actions', () => {
  it('keeps rejected operations visible; retry requeues at the end, discard drops', async () => {
    const db = freshDb();
    const a = await enqueueWrite(db, like('a'));
    const b = await enqueueWrite(db, like('b'));
    const port = dexieOutbox(db);
    await port.settle([], [{ id: a.id, error: 'unknown film' }]);
    expect((await port.pending()).map((e) => e.id)).toEqual([b.id]);
    expect((await failedOps(db)).map((e) => [e.id, e.error])).toEqual([[a.id, 'unknown film']]);
    await retryOp(db, a.id);
    expect((await port.pending()).map((e) => e.id)).toEqual([b.id, a.id]);
    await port.settle([b.id], [{ id: a.id, error: 'still unknown' }]);
    await discardOp(db, a.id);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('pull reconcile', () => {
  it('takes the server rows and re-applies pending operations of the owner on top', async () => {
    const db = freshDb();
    await enqueueWrite(db, like('pending-like'), null, '2026-05-01T00:00:00.000Z');
    await enqueueWrite(db, { kind: 'remove', movie_id: 'server-b', owner: session, payload: {} });
    await enqueueWrite(db, { ...like('other-owner'), owner: { sessionId: 'someone-else' } });
    const server = ['server-a', 'server-b'].map((movie_id) => ({
      movie_id,
      like_count: 1,
      first_liked_at: '2026-01-01T00:00:00.000Z',
      last_liked_at: '2026-01-01T00:00:00.000Z',
      watched: false,
      sources: [],
    }));
    await reconcile(db, session, { rows: server, films: new Map() });
    expect((await db.watchlist.toCollection().primaryKeys()).sort()).toEqual([
      'pending-like',
      'server-a',
    ]);
  });
});

describe('identity', () => {
  it('creates the anonymous session once and renews it on demand', async () => {
    const db = freshDb();
    const first = await getSessionId(db);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await getSessionId(db)).toBe(first);
    expect(await currentOwner(db)).toEqual({ sessionId: first });
    expect(await renewSessionId(db)).not.toBe(first);
  });

  it('re-tags the session queue to the user after a merge operation placed first', async () => {
    const db = freshDb();
    const sid = await getSessionId(db);
    await enqueueWrite(db, { ...like('a'), owner: { sessionId: sid } });
    await enqueueWrite(db, { ...like('b'), owner: { sessionId: 'older-session' } });
    await enqueueWrite(db, {
      kind: 'remove',
      movie_id: 'a',
      owner: { sessionId: sid },
      payload: {},
    });
    await adoptAnonymousWatchlist(db, 'user-1');
    const q = await db.outbox.orderBy('seq').toArray();
    expect(q.map((e) => [e.kind, e.owner])).toEqual([
      ['merge', { userId: 'user-1' }],
      ['like', { userId: 'user-1' }],
      ['like', { sessionId: 'older-session' }],
      ['remove', { userId: 'user-1' }],
    ]);
    expect(q[0]?.payload).toEqual({ sessionId: sid });
  });

  it('records a sign-in at once even while a sync holds the lock, and adopts once later', async () => {
    const db = freshDb();
    const sid = await getSessionId(db);
    await enqueueWrite(db, { ...like('a'), owner: { sessionId: sid } });
    let release!: () => void;
    const held = withLock(SYNC_LOCK, () => new Promise<void>((r) => (release = r)));
    // Sign-in only records the intent: it must not wait for the sync in flight.
    await queueAdoption(db, 'user-1');
    const adopting = finishAdoption(db);
    expect((await db.outbox.toArray()).map((e) => e.owner)).toEqual([{ sessionId: sid }]);
    release();
    await held;
    expect(await adopting).toBe(true);
    const q = await db.outbox.orderBy('seq').toArray();
    expect(q.map((e) => [e.kind, e.owner])).toEqual([
      ['merge', { userId: 'user-1' }],
      ['like', { userId: 'user-1' }],
    ]);
    // The intent is spent: a second start adopts nothing more.
    expect(await finishAdoption(db)).toBe(false);
    expect(await db.outbox.count()).toBe(2);
  });
});
