// Types of the sync engine, shared by the page, the service worker and the tests (pure, no I/O).
// An operation is one watchlist write a user made, queued in the outbox until the server has it,
// or a film request ("Missing a film?"), queued and delivered the same way.
import type { FilmRequest } from '../requests/filmRequest';

/** Source types as stored and shown (docs/product.md#items-and-sources). */
export type SourceType = 'color' | 'vibe' | 'keywords' | 'surprise';

/** Who made an operation: a signed-in user, or an anonymous browser session. */
export type Owner = { userId: string } | { sessionId: string };

export type OpKind = 'like' | 'remove' | 'watched' | 'merge' | 'request';

export interface LikePayload {
  source: SourceType;
  source_value: string;
}
export interface WatchedPayload {
  watched: boolean;
}
/** Moves the anonymous watchlist of `sessionId` into the owner's account (merge_anon_watchlist). */
export interface MergePayload {
  sessionId: string;
}

/** A film the archive lacks, asked for (submit_film_requests). */
export type RequestPayload = FilmRequest;

interface OpBase {
  /** Unique id (crypto.randomUUID()); the server applies an id at most once. */
  id: string;
  /** '' for a merge and a film request, which name no film of the archive. */
  movie_id: string;
  /** When the user made the write (ISO 8601). */
  at: string;
  owner: Owner;
}
export type Op =
  | (OpBase & { kind: 'like'; payload: LikePayload })
  | (OpBase & { kind: 'remove'; payload: Record<string, never> })
  | (OpBase & { kind: 'watched'; payload: WatchedPayload })
  | (OpBase & { kind: 'merge'; payload: MergePayload })
  | (OpBase & { kind: 'request'; payload: RequestPayload });

/** Where an operation goes: the watchlist RPC, or the film requests' (a batch holds one kind). */
export function channelOf(op: Pick<Op, 'kind'>): 'watchlist' | 'merge' | 'request' {
  return op.kind === 'merge' || op.kind === 'request' ? op.kind : 'watchlist';
}

export type OpStatus = 'pending' | 'failed';

/** An operation as kept in the outbox: ordered by `seq`, failed ones stay until retry or discard. */
export type OutboxEntry = Op & {
  seq: number;
  status: OpStatus;
  error?: string;
  attempts: number;
  /**
   * Set when a sender took the operation for a request: from then on the server may hold it even
   * if the answer never came back, so an undo must queue a compensating write instead of dropping it.
   */
  claimed?: boolean;
};

/** One answer row of apply_watchlist_ops (and of submit_film_requests, the same shape). */
export interface OpResult {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  code?: string;
  message?: string;
}

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

export function ownerKey(owner: Owner): string {
  return 'userId' in owner ? `user:${owner.userId}` : `session:${owner.sessionId}`;
}
