// The sync engine bound to one local database: drains the outbox (single flight, across tabs and
// the service worker) and, when asked, pulls and reconciles afterwards. Context-agnostic: the page,
// the service worker and the Node tests each make one per database.
import { drainOutbox, type DrainOutcome } from '../../core/sync/drainOutbox';
import { singleFlight } from '../../core/sync/singleFlight';
import { SyncError } from '../../core/sync/syncError';
import type { MiseDb } from '../db';
import { currentOwner, currentUserId } from '../identity';
import { SYNC_LOCK } from './adoptAnonymous';
import { dexieOutbox } from './dexieOutbox';
import { fetchServerWatchlist, reconcile } from './pullWatchlist';
import { createRpcTransport } from './rpcTransport';
import { createTokenSource, type TokenSource } from './tokenSource';

export interface SyncDeps {
  db: MiseDb;
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
  batchSize?: number;
  /** Where access tokens come from (default: the stored session, refreshed over HTTP). */
  tokens?: TokenSource;
  /** Whether a failed request certainly never reached the server (default: offlineFailure). */
  undelivered?: (err: unknown) => boolean;
}

/**
 * A network failure while the browser says it has no network at all: the request never left. (The
 * other way round is never trusted: online is only proven by an answer.)
 */
export function offlineFailure(err: unknown): boolean {
  return (
    err instanceof SyncError &&
    err.reason === 'network' &&
    typeof navigator !== 'undefined' &&
    navigator.onLine === false
  );
}

export interface SyncClient {
  /** Drains the outbox; with `pull`, then fetches the server's watchlist and reconciles. */
  sync(opts?: { pull?: boolean }): Promise<DrainOutcome>;
}

export function createSyncClient(deps: SyncDeps): SyncClient {
  const tokens = deps.tokens ?? createTokenSource(deps);
  const transport = createRpcTransport({ ...deps, tokens });
  const outbox = dexieOutbox(deps.db);
  // Pull requests are numbered. A run pulls for every request made before it began its pull
  // (`attempted`); a pull that succeeds covers them (`covered`). A caller asking for a pull is told
  // it succeeded only if a pull covered its request: joined to a run whose pull failed and then
  // rerun for someone else's write, it must get that failure, not the rerun's success (which had
  // no pull in it), or a watchlist that never loaded would show as empty.
  let requested = 0;
  let attempted = 0;
  let covered = 0;
  let pullError: unknown = null;
  const run = singleFlight(SYNC_LOCK, async () => {
    const outcome = await drainOutbox({
      outbox,
      transport,
      currentUserId: await currentUserId(deps.db),
      batchSize: deps.batchSize,
      undelivered: deps.undelivered ?? offlineFailure,
    });
    if (requested > attempted) {
      const upTo = (attempted = requested);
      try {
        const owner = await currentOwner(deps.db);
        const server = await fetchServerWatchlist({ ...deps, tokens }, owner);
        await reconcile(deps.db, owner, server);
        covered = Math.max(covered, upTo);
      } catch (err) {
        pullError = err;
        throw err;
      }
    }
    return outcome;
  });
  return {
    async sync(opts) {
      const mine = opts?.pull ? ++requested : 0;
      const outcome = await run();
      if (mine > covered) throw pullError;
      return outcome;
    },
  };
}
