// The sync engine bound to one local database: drains the outbox (single flight, across tabs and
// the service worker) and, when asked, pulls and reconciles afterwards. Context-agnostic: the page,
// the service worker and the Node tests each make one per database.
import { drainOutbox, type DrainOutcome } from '../../core/sync/drainOutbox';
import { singleFlight } from '../../core/sync/singleFlight';
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
}

export interface SyncClient {
  /** Drains the outbox; with `pull`, then fetches the server's watchlist and reconciles. */
  sync(opts?: { pull?: boolean }): Promise<DrainOutcome>;
}

export function createSyncClient(deps: SyncDeps): SyncClient {
  const tokens = deps.tokens ?? createTokenSource(deps);
  const transport = createRpcTransport({ ...deps, tokens });
  const outbox = dexieOutbox(deps.db);
  let wantPull = false;
  const run = singleFlight(SYNC_LOCK, async () => {
    const outcome = await drainOutbox({
      outbox,
      transport,
      currentUserId: await currentUserId(deps.db),
      batchSize: deps.batchSize,
    });
    if (wantPull) {
      wantPull = false;
      const owner = await currentOwner(deps.db);
      const server = await fetchServerWatchlist({ ...deps, tokens }, owner);
      await reconcile(deps.db, owner, server);
    }
    return outcome;
  });
  return {
    sync(opts) {
      if (opts?.pull) wantPull = true;
      return run();
    },
  };
}
