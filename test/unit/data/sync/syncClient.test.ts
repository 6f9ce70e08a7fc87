// The sync client's single flight and its pulls: a caller that asked for a pull learns whether a
// pull covered its request. Joined to a run whose pull failed, which then ran again for another
// caller's push, it gets the pull's failure, not the second run's success (that run pulled
// nothing); a pull asked for later, during the failing one, gets a pull of its own.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDb } from '../../../../src/data/db';
import { createSyncClient } from '../../../../src/data/sync/syncClient';

let counter = 0;
const dbs: MiseDb[] = [];

afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

/** A client over a fresh database whose pulls (the anonymous watchlist reads) the test holds. */
function setup() {
  const db = new MiseDb(`sync-client-${process.pid}-${counter++}`);
  dbs.push(db);
  let release!: () => void;
  let gate = new Promise<void>((r) => (release = r));
  let failNext = true;
  const pulls: boolean[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    if (!url.includes('/rest/v1/anon_watchlist_')) throw new Error(`unexpected request ${url}`);
    // Both reads of one pull share its fate.
    if (url.includes('anon_watchlist_items')) pulls.push(failNext);
    const failing = failNext;
    await gate;
    if (failing) throw new TypeError('fetch failed');
    return new Response('[]', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  const client = createSyncClient({
    db,
    supabaseUrl: 'http://db.test',
    anonKey: 'anon',
    fetch: fetchImpl,
  });
  return {
    client,
    pulls,
    /** Lets the held reads answer; later pulls succeed and are not held. */
    open() {
      failNext = false;
      release();
      gate = Promise.resolve();
    },
  };
}

/** Waits until `n` pulls have started. */
async function pullsStarted(pulls: unknown[], n: number) {
  for (let i = 0; i < 200 && pulls.length < n; i++) await new Promise((r) => setImmediate(r));
  expect(pulls.length).toBe(n);
}

describe('sync client pulls', () => {
  it("reports a failed pull to its caller even when the run goes again for another caller's push", async () => {
    const { client, pulls, open } = setup();
    const pull = client.sync({ pull: true });
    await pullsStarted(pulls, 1);
    const push = client.sync();
    open();
    await expect(pull).rejects.toThrow();
    await expect(push).resolves.toBeDefined();
    // The second run pushed and pulled nothing: only the one pull was made.
    expect(pulls).toEqual([true]);
  });

  it('gives a pull asked for during a failing pull its own pull, which covers the first caller', async () => {
    const { client, pulls, open } = setup();
    const first = client.sync({ pull: true });
    await pullsStarted(pulls, 1);
    const second = client.sync({ pull: true });
    open();
    await expect(second).resolves.toBeDefined();
    await expect(first).resolves.toBeDefined();
    expect(pulls).toEqual([true, false]);
  });

  it('resolves a pull that succeeds', async () => {
    const { client, pulls, open } = setup();
    open();
    await expect(client.sync({ pull: true })).resolves.toBeDefined();
    expect(pulls).toEqual([false]);
  });
});
