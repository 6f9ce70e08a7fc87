// The page's sync loop decides what the watchlist screen shows on first load: the list, or the
// failure to load it. A pull speaks only for the identity it began under: a sign-in landing
// while it runs, at any of its awaits, leaves the outcome to the account's own pull.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as PageSyncModule from '../../../../src/data/sync/pageSync';

type PageSync = typeof PageSyncModule;

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const control = vi.hoisted(() => ({
  sync: null as null | (() => Promise<unknown>),
  userId: null as null | (() => Promise<string | null>),
}));

vi.mock('../../../../src/data/sync/syncClient', () => ({
  createSyncClient: () => ({ sync: () => control.sync!() }),
}));
vi.mock('../../../../src/data/identity', () => ({
  currentUserId: () => control.userId!(),
}));
vi.mock('../../../../src/data/auth/supabaseTokenSource', () => ({ supabaseTokenSource: {} }));
vi.mock('../../../../src/data/watchlist/persistStorage', () => ({
  askPersistentStorage: async () => undefined,
}));

/** The network failure, as the fresh module graph's class (the loop tells failures apart by it). */
let offline: () => Error;
/** The previous loop's database, closed before the next one deletes it. */
let lastDb: { close(): void } | undefined;

/** A fresh loop (its state lives in the module) over an empty database. */
async function freshLoop(): Promise<PageSync> {
  lastDb?.close();
  vi.resetModules();
  const { db } = await import('../../../../src/data/db');
  lastDb = db;
  await db.delete();
  await db.open();
  const { SyncError } = await import('../../../../src/core/sync/syncError');
  offline = () => new SyncError('network', 'offline');
  return import('../../../../src/data/sync/pageSync');
}

/** Lets every queued promise callback run. */
const settle = () => new Promise((r) => setImmediate(r));

beforeEach(() => {
  control.sync = async () => ({});
  control.userId = async () => null;
  // A failed sync schedules its retry on a timer and nudges the service worker: neither may
  // outlive the test (files share their worker), and Node has no service worker to nudge.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('navigator', {});
});

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the first pull', () => {
  it('is "ok" once an anonymous pull succeeds', async () => {
    const loop = await freshLoop();
    expect(loop.getFirstPull()).toBe('pending');
    expect(await loop.requestSync({ pull: true })).toBe(true);
    expect(loop.getFirstPull()).toBe('ok');
    expect(loop.getSyncState()).toBe('idle');
  });

  it('is "failed" for an account this device never pulled, when the network is down', async () => {
    const loop = await freshLoop();
    control.userId = async () => 'user-1';
    control.sync = async () => {
      throw offline();
    };
    expect(await loop.requestSync({ pull: true })).toBe(false);
    expect(loop.getFirstPull()).toBe('failed');
    expect(loop.getSyncState()).toBe('offline');
  });

  it('stays pending when a sign-in lands while the pull is in flight', async () => {
    const loop = await freshLoop();
    const pull = deferred<unknown>();
    control.sync = () => pull.promise;
    const running = loop.requestSync({ pull: true });
    loop.resetFirstPull();
    pull.resolve({});
    await running;
    expect(loop.getFirstPull()).toBe('pending');
  });

  it('stays pending when a sign-in lands after the pull, while it reads who is signed in', async () => {
    const loop = await freshLoop();
    const who = deferred<string | null>();
    control.userId = () => who.promise;
    const running = loop.requestSync({ pull: true });
    await settle();
    // The pull has succeeded and now waits on the identity: the sign-in lands here.
    loop.resetFirstPull();
    who.resolve('user-1');
    await running;
    expect(loop.getFirstPull()).toBe('pending');
  });

  it('stays pending when a sign-in lands while a failed pull asks whether offline is enough', async () => {
    const loop = await freshLoop();
    const who = deferred<string | null>();
    control.userId = () => who.promise;
    control.sync = async () => {
      throw offline();
    };
    const running = loop.requestSync({ pull: true });
    await settle();
    loop.resetFirstPull();
    who.resolve(null);
    await running;
    expect(loop.getFirstPull()).toBe('pending');
  });

  it('is decided by the pull that began after the sign-in', async () => {
    const loop = await freshLoop();
    const first = deferred<unknown>();
    control.sync = () => first.promise;
    const anonymous = loop.requestSync({ pull: true });
    loop.resetFirstPull();
    control.sync = async () => ({});
    control.userId = async () => 'user-1';
    await loop.requestSync({ pull: true });
    expect(loop.getFirstPull()).toBe('ok');
    first.resolve({});
    await anonymous;
    expect(loop.getFirstPull()).toBe('ok');
  });
});
