// The outbox and the archive slice against the local backend: operations the server rejects stay
// visible (retry, discard) while the rest of their batch applies; the archive slice is fetched
// once and refetched only when the server's version (count + newest updated_at) changes.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiseDb } from '../../../src/data/db';
import { getSessionId } from '../../../src/data/identity';
import { discardOp, failedOps, retryOp } from '../../../src/data/sync/dexieOutbox';
import { enqueueWrite } from '../../../src/data/sync/enqueueWrite';
import { createSyncClient } from '../../../src/data/sync/syncClient';
import { archiveRecords, refreshArchive } from '../../../src/data/search/archiveSlice';
import { startTestBackend, type TestBackend } from '../../support/backend';
import { filmIds } from '../../support/accounts';

let backend: TestBackend;
let films: string[];
beforeAll(async () => {
  backend = await startTestBackend();
  films = await filmIds(backend);
});
afterAll(async () => {
  await backend?.close();
});

describe('rejected operations', () => {
  it('keeps them failed and visible while the rest of the batch applies; retry and discard', async () => {
    const db = new MiseDb(`rejects-${crypto.randomUUID()}`);
    const owner = { sessionId: await getSessionId(db) };
    const like = (movie_id: string) =>
      enqueueWrite(db, {
        kind: 'like',
        movie_id,
        owner,
        payload: { source: 'color', source_value: '#112233' },
      });
    await like(films[0]!);
    const unknown = await like('no-such-film-1900');
    // Watched is for accounts only: the server refuses it for an anonymous session.
    const watched = await enqueueWrite(db, {
      kind: 'watched',
      movie_id: films[0]!,
      owner,
      payload: { watched: true },
    });
    await like(films[1]!);
    const sync = createSyncClient({ db, supabaseUrl: backend.url, anonKey: backend.anonKey });
    expect(await sync.sync()).toMatchObject({ sent: 2, failed: 2 });

    const failed = await failedOps(db);
    expect(failed.map((f) => f.id)).toEqual([unknown.id, watched.id]);
    expect(failed[1]!.error).toBe('Must be logged in to update watched status');

    await retryOp(db, unknown.id);
    expect(await sync.sync()).toMatchObject({ sent: 0, failed: 1 });
    expect((await failedOps(db)).map((f) => f.id)).toEqual([watched.id, unknown.id]);

    await discardOp(db, unknown.id);
    await discardOp(db, watched.id);
    await sync.sync({ pull: true });
    expect(await db.outbox.count()).toBe(0);
    // The pull shows the server's truth: the two films that exist.
    expect((await db.watchlist.toCollection().primaryKeys()).sort()).toEqual(
      [films[0]!, films[1]!].sort(),
    );
    await db.delete();
  });
});

describe('archive slice', () => {
  it('caches the whole archive and refetches only when the server version changes', async () => {
    const db = new MiseDb(`archive-${crypto.randomUUID()}`);
    const deps = { db, supabaseUrl: backend.url, anonKey: backend.anonKey };
    expect(await refreshArchive(deps)).toBe('updated');
    const count = await db.archive.count();
    expect(count).toBeGreaterThanOrEqual(films.length);
    const first = await db.archive.get(films[0]!);
    expect(first?.hex_codes.length).toBeGreaterThanOrEqual(5);
    // The look profiles come with the slice and reach the offline engine (docs/look-profiles.md).
    expect(first?.look_central?.some((id) => id.startsWith('format.'))).toBe(true);
    const record = (await archiveRecords(db)).find((r) => r.movie_id === films[0]);
    expect(record?.look_central).toEqual(first?.look_central);
    expect(await refreshArchive(deps)).toBe('fresh');

    const res = await fetch(`${backend.url}/rest/v1/celluloid_film_data?movie_id=eq.${films[0]}`, {
      method: 'PATCH',
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ synopsis: 'A new synopsis.' }),
    });
    expect(res.status).toBeLessThan(300);
    expect(await refreshArchive(deps)).toBe('updated');
    expect((await db.archive.get(films[0]!))?.synopsis).toBe('A new synopsis.');
    await db.delete();
  });
});
