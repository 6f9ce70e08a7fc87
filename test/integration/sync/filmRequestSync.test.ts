// Film requests through the real sync engine and outbox (fake-indexeddb) against the local backend,
// on both lanes: a request whose answer was lost is sent again and stays one request; one the
// server refuses (the hourly limit) stays in the outbox, failed, with the reason, while the
// watchlist writes around it apply; retried after the hour, it applies once; a request queued
// anonymously and re-tagged at sign-in is the account's, and a replay of one the session already
// delivered stays a duplicate.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiseDb } from '../../../src/data/db';
import { getSessionId, writeStoredSession } from '../../../src/data/identity';
import { FilmRequestError, queueFilmRequest } from '../../../src/data/requests/queueFilmRequest';
import { adoptAnonymousWatchlist } from '../../../src/data/sync/adoptAnonymous';
import { failedOps, retryOp } from '../../../src/data/sync/dexieOutbox';
import { enqueueWrite } from '../../../src/data/sync/enqueueWrite';
import { createSyncClient } from '../../../src/data/sync/syncClient';
import { filmIds, signInUser, signUpUser } from '../../support/accounts';
import { startTestBackend, type TestBackend } from '../../support/backend';

let backend: TestBackend;
let films: string[];
beforeAll(async () => {
  backend = await startTestBackend();
  films = await filmIds(backend);
});
afterAll(async () => backend?.close());

interface Stored {
  op_id: string;
  user_id: string | null;
  session_id: string | null;
  title: string;
}
async function stored(): Promise<Stored[]> {
  const { data, error } = await backend
    .client({ serviceRole: true })
    .from('film_requests')
    .select('op_id,user_id,session_id,title')
    .order('id');
  expect(error).toBeNull();
  return data as Stored[];
}

/** An engine whose next submit_film_requests answer is lost after the server applied it. */
function engine(db: MiseDb) {
  let loseNext = false;
  const client = createSyncClient({
    db,
    supabaseUrl: backend.url,
    anonKey: backend.anonKey,
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      if (loseNext && String(input).endsWith('/rpc/submit_film_requests')) {
        loseNext = false;
        throw new TypeError('fetch failed (answer lost)');
      }
      return res;
    },
  });
  return {
    loseNextAnswer: () => (loseNext = true),
    sync: () => client.sync().catch(() => undefined),
  };
}

describe('film requests through the outbox', () => {
  it('refuses bad input before queueing anything, with a message per field', async () => {
    const db = new MiseDb(`requests-${crypto.randomUUID()}`);
    const err = await queueFilmRequest(db, { title: ' ', year: '3000', note: 'n'.repeat(500) })
      .then(() => null)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FilmRequestError);
    expect(Object.keys((err as FilmRequestError).errors).sort()).toEqual(['note', 'title', 'year']);
    expect(await db.outbox.count()).toBe(0);
    await db.delete();
  });

  it('a request whose answer was lost is sent again and stays one request', async () => {
    const db = new MiseDb(`requests-${crypto.randomUUID()}`);
    const id = await queueFilmRequest(db, { title: 'Smithereens', year: '1982', note: '' });
    const e = engine(db);
    e.loseNextAnswer();
    await e.sync();
    // The server has it, the device does not know: still queued, sent again, a duplicate.
    expect(await db.outbox.count()).toBe(1);
    expect((await stored()).filter((r) => r.op_id === id)).toHaveLength(1);
    await e.sync();
    expect(await db.outbox.count()).toBe(0);
    expect((await stored()).filter((r) => r.op_id === id)).toEqual([
      expect.objectContaining({ session_id: await getSessionId(db), title: 'Smithereens' }),
    ]);
    await db.delete();
  });

  it('the 21st of the hour stays failed with its reason, the likes around it apply; retried later it applies once', async () => {
    const db = new MiseDb(`requests-${crypto.randomUUID()}`);
    const owner = { sessionId: await getSessionId(db) };
    const ids: string[] = [];
    for (let i = 1; i <= 20; i += 1)
      ids.push(await queueFilmRequest(db, { title: `Asked ${i}`, year: '1990', note: '' }));
    await enqueueWrite(db, {
      kind: 'like',
      movie_id: films[0]!,
      owner,
      payload: { source: 'vibe', source_value: 'rain' },
    });
    const extra = await queueFilmRequest(db, { title: 'One too many', year: '1990', note: '' });
    await enqueueWrite(db, {
      kind: 'like',
      movie_id: films[1]!,
      owner,
      payload: { source: 'vibe', source_value: 'rain' },
    });
    await engine(db).sync();

    const failed = await failedOps(db);
    expect(failed.map((f) => f.id)).toEqual([extra]);
    expect(failed[0]!.error).toMatch(/^Too many film requests: at most 20 an hour\./);
    expect(await db.outbox.count()).toBe(1);
    const likes = await backend
      .client({ sessionId: owner.sessionId })
      .from('anon_watchlist_items')
      .select('movie_id');
    expect(likes.data).toHaveLength(2);

    // An hour later (the server's rows moved back), Retry delivers it, once.
    await backend
      .client({ serviceRole: true })
      .from('film_requests')
      .update({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .eq('session_id', owner.sessionId);
    await retryOp(db, extra);
    await engine(db).sync();
    expect(await db.outbox.count()).toBe(0);
    expect((await stored()).filter((r) => r.op_id === extra)).toHaveLength(1);
    await db.delete();
  });

  it('queued anonymously, delivered as the account after sign-in; a delivered one replays as a duplicate', async () => {
    const email = `requests-${crypto.randomUUID().slice(0, 8)}@example.test`;
    await signUpUser(backend, email, 'password1');
    const s = await signInUser(backend, email, 'password1');
    const db = new MiseDb(`requests-${crypto.randomUUID()}`);
    const delivered = await queueFilmRequest(db, { title: 'Before', year: '1979', note: '' });
    const e = engine(db);
    e.loseNextAnswer(); // the session delivered it, the device never heard
    await e.sync();
    const waiting = await queueFilmRequest(db, { title: 'Offline', year: '1980', note: '' });

    await writeStoredSession(db, s);
    await adoptAnonymousWatchlist(db, s.user.id);
    await e.sync();
    expect(await db.outbox.count()).toBe(0);
    const rows = await stored();
    expect(rows.filter((r) => r.op_id === delivered)).toHaveLength(1);
    expect(rows.filter((r) => r.op_id === waiting)).toEqual([
      expect.objectContaining({ user_id: s.user.id, session_id: null }),
    ]);
    await db.delete();
  });
});
