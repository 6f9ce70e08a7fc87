// Property-based sync tests against the real local backend (PGlite, or a PostgreSQL server in the
// postgres lane, with the real migrations, RLS and RPCs). Random sequences of likes, removes, watched toggles, sign-ins and sign-outs on several devices
// and anonymous sessions, with faults injected into syncs (dropped before or after the server
// applied a batch, duplicate delivery, 500s, 401 with an expired access token, the app
// killed mid-batch), writes made while a sync is in flight, and the page and the service worker
// syncing the same device at once. After the network heals and sync settles:
//   - every operation was applied exactly once (none lost, none twice),
//   - each device's operations were applied in the order it made them (per identity),
//   - the server holds what the sequential model computes from that order,
//   - every device shows the server's watchlist after a pull.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../support/backend';
import { fetchServerWatchlist } from '../../../src/data/sync/pullWatchlist';
import { createTokenSource } from '../../../src/data/sync/tokenSource';
import type { SourceType } from '../../../src/core/sync/types';
import { Device, type Fault, type LogEntry } from './device';
import { observable, runModel } from './model';
import { expireToken, filmIds, signInUser, signUpUser } from '../../support/accounts';

let backend: Awaited<ReturnType<typeof startTestBackend>>;
let films: string[];

beforeAll(async () => {
  backend = await startTestBackend();
  films = (await filmIds(backend)).slice(0, 4);
});
afterAll(async () => {
  await backend?.close();
});

type Cmd =
  | { t: 'like'; d: number; f: number; source: SourceType; v: number }
  | { t: 'remove'; d: number; f: number }
  | { t: 'watched'; d: number; f: number; w: boolean }
  | { t: 'signIn'; d: number }
  | { t: 'signOut'; d: number }
  | { t: 'sync'; d: number; fault: Fault }
  | { t: 'writeDuringSync'; d: number; f: number; v: number }
  | { t: 'pageAndWorker'; d: number };

const DEVICES = 3;
const d = fc.integer({ min: 0, max: DEVICES - 1 });
const f = fc.integer({ min: 0, max: 3 });
const cmd: fc.Arbitrary<Cmd> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('like' as const),
      d,
      f,
      source: fc.constantFrom<SourceType>('color', 'vibe', 'keywords', 'surprise'),
      v: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('remove' as const), d, f }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('watched' as const), d, f, w: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('writeDuringSync' as const),
      d,
      f,
      v: fc.integer({ min: 0, max: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('pageAndWorker' as const), d }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('signIn' as const), d }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('signOut' as const), d }) },
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('sync' as const),
      d,
      fault: fc.constantFrom<Fault>(
        'none',
        'dropBefore',
        'dropAfter',
        'duplicate',
        'status500',
        'expiredToken',
        'crash',
      ),
    }),
  },
);

async function runScenario(cmds: Cmd[]) {
  const email = `prop-${crypto.randomUUID()}@example.test`;
  const password = 'correct horse battery';
  await signUpUser(backend, email, password);
  const log: LogEntry[] = [];
  const target = { ...backend, expire: (t: string) => expireToken(backend.dataDir, t) };
  const devices = Array.from({ length: DEVICES }, () => new Device(target, log));
  const allMade = () => devices.flatMap((x) => x.made);
  for (const dev of devices) dev.allMade = allMade;
  const signedIn = new Set<number>();
  try {
    for (const c of cmds) {
      const dev = devices[c.d]!;
      const movie_id = films[('f' in c ? c.f : 0) % films.length]!;
      if (c.t === 'like')
        await dev.write({
          kind: 'like',
          movie_id,
          owner: await dev.owner(),
          payload: { source: c.source, source_value: `value-${c.v}` },
        });
      else if (c.t === 'remove')
        await dev.write({ kind: 'remove', movie_id, owner: await dev.owner(), payload: {} });
      else if (c.t === 'watched') {
        // Watched is a signed-in action (the data layer refuses it before queueing otherwise).
        if (signedIn.has(c.d))
          await dev.write({
            kind: 'watched',
            movie_id,
            owner: await dev.owner(),
            payload: { watched: c.w },
          });
      } else if (c.t === 'signIn') {
        if (!signedIn.has(c.d)) {
          await dev.signIn(await signInUser(backend, email, password));
          signedIn.add(c.d);
        }
      } else if (c.t === 'signOut') {
        if (signedIn.has(c.d)) {
          await dev.signOut();
          signedIn.delete(c.d);
        }
      } else if (c.t === 'writeDuringSync')
        await dev.writeDuringSync({
          kind: 'like',
          movie_id,
          owner: await dev.owner(),
          payload: { source: 'vibe', source_value: `during-${c.v}` },
        });
      else if (c.t === 'pageAndWorker') await dev.syncWithWorker();
      else await dev.sync(c.fault);
    }
    // Writes made under the account before a sign-out wait for the account: sign back in.
    for (const [i, dev] of devices.entries())
      if (!signedIn.has(i) && (await dev.waitingForAccount())) {
        await dev.signIn(await signInUser(backend, email, password));
        signedIn.add(i);
      }
    // Heal: the network is back; every device syncs (and pulls) until its outbox is empty.
    for (let round = 0; round < 5; round += 1) {
      for (const dev of devices) await dev.sync('none', true);
      const left = await Promise.all(devices.map((x) => x.pendingCount()));
      if (left.every((n) => n === 0)) break;
    }
    expect(await Promise.all(devices.map((x) => x.pendingCount()))).toEqual(devices.map(() => 0));
    // A last pull everywhere, now that every device has delivered.
    for (const dev of devices) await dev.sync('none', true);

    // Exactly once.
    const made = allMade();
    const appliedOps = log.flatMap((e) => (e.type === 'applied' ? [e.op] : []));
    expect(appliedOps.map((o) => o.id).sort()).toEqual(made.map((o) => o.id).sort());

    // In order, per device and identity (writes of a signed-out account wait for it, so they
    // may land after the anonymous writes made in between, never out of order among themselves).
    for (const dev of devices) {
      const order = new Map(dev.made.map((o, i) => [o.id, i]));
      const streams = new Map<string, number[]>();
      for (const op of appliedOps) {
        const at = order.get(op.id);
        if (at === undefined) continue;
        const key = JSON.stringify(op.owner);
        streams.set(key, [...(streams.get(key) ?? []), at]);
      }
      for (const positions of streams.values())
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }

    // The server equals the sequential model, for the account and for every session.
    const model = runModel(log);
    const tokenDevice = devices.find((_, i) => signedIn.has(i));
    if (tokenDevice) {
      const tokens = createTokenSource({
        db: tokenDevice.db,
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
      });
      const userId = (await tokens.current())!.userId;
      const server = await fetchServerWatchlist(
        { db: tokenDevice.db, supabaseUrl: backend.url, anonKey: backend.anonKey, tokens },
        { userId },
      );
      expect(observable(server.rows)).toEqual(observable(model.users.get(userId)?.values() ?? []));
    }
    for (const dev of devices) {
      const sid = await dev.sessionId();
      const tokens = createTokenSource({
        db: dev.db,
        supabaseUrl: backend.url,
        anonKey: backend.anonKey,
      });
      const server = await fetchServerWatchlist(
        { db: dev.db, supabaseUrl: backend.url, anonKey: backend.anonKey, tokens },
        { sessionId: sid },
      );
      expect(observable(server.rows)).toEqual(observable(model.sessions.get(sid)?.values() ?? []));
      // And the device shows its identity's server watchlist after the final pull.
      const owner = await dev.owner();
      const expected =
        'userId' in owner ? model.users.get(owner.userId) : model.sessions.get(owner.sessionId);
      expect(observable(await dev.db.watchlist.toArray())).toEqual(
        observable(expected?.values() ?? []),
      );
    }
  } finally {
    for (const dev of devices) await dev.destroy();
  }
}

describe('sync engine against the local backend (property-based)', () => {
  it('delivers every write exactly once, in order, whatever the network does', async () => {
    await fc.assert(fc.asyncProperty(fc.array(cmd, { minLength: 4, maxLength: 24 }), runScenario), {
      numRuns: 12,
      endOnFailure: true,
    });
  });

  it('merges an anonymous watchlist with offline-pending writes into the account on sign-in', async () => {
    await runScenario([
      { t: 'like', d: 0, f: 0, source: 'color', v: 0 },
      { t: 'sync', d: 0, fault: 'none' },
      { t: 'like', d: 0, f: 1, source: 'vibe', v: 1 },
      { t: 'remove', d: 0, f: 0 },
      { t: 'like', d: 1, f: 1, source: 'keywords', v: 2 },
      { t: 'signIn', d: 1 },
      { t: 'sync', d: 1, fault: 'dropAfter' },
      { t: 'signIn', d: 0 },
      { t: 'watched', d: 0, f: 1, w: true },
      { t: 'sync', d: 0, fault: 'expiredToken' },
    ]);
  });
});
