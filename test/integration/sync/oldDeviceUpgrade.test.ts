// Old data, new code: a device that ran an earlier release made writes offline (anonymously, then
// signed in) and is then updated. Each fixture in test/fixtures/oldDevices is the IndexedDB that
// release's own code left behind (test/support/captureOldDevice.ts); today's data layer opens it,
// reads the same watchlist, and delivers every queued operation to the local backend exactly once.
import 'fake-indexeddb/auto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpResult, OutboxEntry } from '../../../src/core/sync/types';
import { MiseDb } from '../../../src/data/db';
import { createSyncClient } from '../../../src/data/sync/syncClient';
import { readWatchlist } from '../../../src/data/watchlist/readWatchlist';
import { signInUser, signUpUser } from '../../support/accounts';
import { startTestBackend, type TestBackend } from '../../support/backend';
import { restoreDatabase, type DatabaseDump } from '../../support/indexedDbDump';
import { OLD_DEVICE_ACCOUNT, type OldDeviceFixture } from '../../support/oldDeviceFixture';

const dir = path.resolve(__dirname, '../../fixtures/oldDevices');
const fixtures = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OldDeviceFixture);

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

/** What a person sees of each item, whichever release reads it (film texts aside). */
const seen = (items: unknown[]) =>
  (items as Record<string, unknown>[]).map((i) => ({
    movie_id: i.movie_id,
    like_count: i.like_count,
    watched: i.watched,
    first_liked_at: Date.parse(String(i.first_liked_at)),
    last_liked_at: Date.parse(String(i.last_liked_at)),
    sources: (i.sources as { source_type: string; source_value: string }[])
      .map((s) => `${s.source_type}:${s.source_value}`)
      .sort(),
  }));

it('there is a fixture for the release of 8cd1529', () => {
  expect(fixtures.map((f) => f.commit.slice(0, 7))).toContain('8cd1529');
});

describe.each(fixtures.map((f) => [f.commit.slice(0, 7), f] as const))(
  'a device last run on %s',
  (_, fixture) => {
    it('opens with today’s code, reads the same watchlist, delivers each queued write once', async () => {
      // The fixture's placeholder account becomes a real one on this backend: same data, an id
      // and tokens the server knows.
      const email = `old-device-${crypto.randomUUID()}@example.com`;
      await signUpUser(backend, email, 'correct horse battery');
      const session = await signInUser(backend, email, 'correct horse battery');
      const dump = JSON.parse(
        JSON.stringify(fixture.database).replaceAll(OLD_DEVICE_ACCOUNT.userId, session.user.id),
      ) as DatabaseDump;
      const meta = dump.stores.find((s) => s.name === 'meta')!;
      for (const r of meta.records) {
        const rec = r[1] as { key: string; value: unknown };
        if (rec.key === 'mise-auth') rec.value = JSON.stringify(session);
      }
      const queued = dump.stores
        .find((s) => s.name === 'outbox')!
        .records.map(([, v]) => v as OutboxEntry);
      expect(queued.length).toBeGreaterThan(5);

      const name = `old-device-${crypto.randomUUID()}`;
      await restoreDatabase(name, dump);
      const db = new MiseDb(name);

      // Today's screen reads what that release's screen read.
      const before = await readWatchlist(db);
      expect(seen(before)).toEqual(seen(fixture.reading));
      expect(before).toMatchObject(fixture.reading as object[]);

      // Every RPC the sync engine sends, with the server's answers.
      const sent: string[] = [];
      const applied: string[] = [];
      const merges: (string | null)[] = [];
      const recording: typeof fetch = async (input, init) => {
        const url = String(input);
        const res = await fetch(input, init);
        if (url.endsWith('/rpc/apply_watchlist_ops')) {
          const ops = (JSON.parse(String(init?.body)) as { ops: { id: string }[] }).ops;
          sent.push(...ops.map((o) => o.id));
          if (res.ok)
            for (const r of (await res.clone().json()) as OpResult[])
              if (r.status === 'applied') applied.push(r.id);
        }
        if (url.endsWith('/rpc/merge_anon_watchlist') && res.ok)
          merges.push(new Headers(init?.headers).get('x-session-id'));
        return res;
      };
      const sync = createSyncClient({
        db,
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
        fetch: recording,
      });
      expect(await sync.sync()).toMatchObject({ failed: 0 });
      expect(await db.outbox.count()).toBe(0);

      const writes = queued.filter((q) => q.kind !== 'merge').map((q) => q.id);
      expect([...sent].sort()).toEqual([...writes].sort());
      expect([...applied].sort()).toEqual([...writes].sort());
      expect(merges).toEqual([fixture.anonymousSessionId]);
      // The server holds each of them once (op_id is its key), for this account.
      const { data: rows, error } = await backend
        .client({ serviceRole: true })
        .from('sync_applied_ops')
        .select('op_id,user_id')
        .in('op_id', writes);
      expect(error).toBeNull();
      expect(rows).toHaveLength(writes.length);
      expect(new Set(rows!.map((r) => r.user_id))).toEqual(new Set([session.user.id]));

      // Nothing is sent again, and the server's watchlist, pulled, reads as the device did.
      await sync.sync({ pull: true });
      expect(sent).toHaveLength(writes.length);
      expect(seen(await readWatchlist(db))).toEqual(seen(fixture.reading));
      db.close();
      await new MiseDb(name).delete();
    });
  },
);
