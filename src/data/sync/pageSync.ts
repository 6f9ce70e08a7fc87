// The page's sync loop: one SyncClient over the app database, a named state for the UI, and the
// triggers (app start, `online`, `visibilitychange`, after each write). Transient failures back
// off and retry, and hand the outbox to the service worker too (Background Sync, or a message
// where that API is missing), so a closed tab still delivers.
import { backoffDelay } from '../../core/sync/backoff';
import { SyncError } from '../../core/sync/syncError';
import type { SyncState } from '../../core/sync/types';
import { config } from '../../config';
import { db } from '../db';
import { currentUserId } from '../identity';
import { META, readMeta, writeMeta } from '../meta';
import { supabaseTokenSource } from '../auth/supabaseTokenSource';
import { createSyncClient } from './syncClient';
import { SYNC_TAG } from './syncTag';
import { askPersistentStorage } from '../watchlist/persistStorage';

const client = createSyncClient({
  db,
  supabaseUrl: config.supabaseUrl,
  anonKey: config.supabaseAnonKey,
  tokens: supabaseTokenSource,
});

// A page that opens offline says so from its first frame, not "Synced" until a request fails.
let state: SyncState =
  typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'idle';
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
/** Outcome of the first pull since load: the watchlist screen's loading and error states. */
let firstPull: 'pending' | 'ok' | 'failed' = 'pending';
/** Bumped at each sign-in: a pull started before it speaks for the previous identity. */
let identityGeneration = 0;
const listeners = new Set<() => void>();

export function getSyncState(): SyncState {
  return state;
}
export function getFirstPull(): 'pending' | 'ok' | 'failed' {
  return firstPull;
}
export function subscribeSyncState(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
function setState(next: SyncState) {
  if (next === state) return;
  state = next;
  for (const l of listeners) l();
}
/** Records the first pull's outcome, unless a sign-in came since the pull began (`generation`):
 * checked here, after every await of the caller, since a sign-in can land during any of them. */
function setFirstPull(next: 'ok' | 'failed', generation: number) {
  if (firstPull !== 'pending' || generation !== identityGeneration) return;
  firstPull = next;
  for (const l of listeners) l();
}

/** A new identity (a sign-in): its watchlist has not been loaded here yet, whatever the
 * anonymous one's first pull said; the next pull decides between the list and the failure. */
export function resetFirstPull(): void {
  identityGeneration += 1;
  if (firstPull === 'pending') return;
  firstPull = 'pending';
  for (const l of listeners) l();
}

function schedule() {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => void requestSync(), backoffDelay(attempt));
  attempt += 1;
}

async function offlineIsEnough(err: unknown): Promise<boolean> {
  if (!(err instanceof SyncError) || err.reason !== 'network') return false;
  const user = await currentUserId(db);
  return user === null || (await readMeta<string>(db, META.pulledUser)) === user;
}

/** Runs a sync now (joining one in flight). Resolves false when it failed (retry is scheduled). */
export async function requestSync(opts: { pull?: boolean } = {}): Promise<boolean> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  // An attempt the browser already knows has no network stays "Offline" (no Syncing flicker).
  setState(navigator.onLine === false ? 'offline' : 'syncing');
  // A pull that began before a sign-in (the anonymous one at start) says nothing about the account.
  const generation = identityGeneration;
  const current = () => generation === identityGeneration;
  try {
    await client.sync(opts);
    attempt = 0;
    if (opts.pull && current()) {
      const user = await currentUserId(db);
      if (user && current()) await writeMeta(db, META.pulledUser, user);
      setFirstPull('ok', generation);
      if ((await db.watchlist.count()) > 0) void askPersistentStorage();
    }
    setState('idle');
    return true;
  } catch (err) {
    // Offline is not a load failure where the local watchlist stands on its own: an anonymous
    // visitor's (it lives on this device) or an account's this device has pulled before. An
    // account never pulled here (a new device, offline) has nothing to show: that is a failure
    // to load, not an empty watchlist.
    if (opts.pull && current())
      setFirstPull((await offlineIsEnough(err)) ? 'ok' : 'failed', generation);
    if (err instanceof SyncError && err.reason === 'network') {
      setState('offline');
      // If the tab closes before the network returns, the service worker delivers.
      void nudgeServiceWorker();
      schedule();
    } else if (err instanceof SyncError && err.reason === 'unauthorized') {
      // Nothing to retry until the account signs in again.
      setState('error');
    } else {
      setState('error');
      schedule();
    }
    return false;
  }
}

/** Asks the service worker to sync too (Background Sync, or a message where that API is missing). */
export async function nudgeServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const reg = await navigator.serviceWorker.getRegistration();
  if (!reg?.active) return;
  const sync = (
    reg as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
  ).sync;
  try {
    if (sync) await sync.register(SYNC_TAG);
    else reg.active.postMessage({ type: 'SYNC' });
  } catch {
    // Background Sync refused (permissions): the page's own loop still covers it.
  }
}

/** After a local write: sync now (a network failure hands the work to the service worker too). */
export function syncAfterWrite(): void {
  void requestSync();
}

let started = false;
/** Starts the triggers once. Signed-in users' first pull waits 500 ms (docs/product.md#timers). */
export function startPageSync(signedIn: boolean): void {
  if (started) return;
  started = true;
  if (!navigator.onLine) setState('offline');
  window.addEventListener('online', () => void requestSync({ pull: true }));
  window.addEventListener('offline', () => setState('offline'));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void requestSync({ pull: true });
  });
  navigator.serviceWorker?.addEventListener('message', (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type === 'SYNCED') void requestSync({ pull: true });
  });
  if (signedIn) setTimeout(() => void requestSync({ pull: true }), 500);
  else void requestSync({ pull: true });
}
