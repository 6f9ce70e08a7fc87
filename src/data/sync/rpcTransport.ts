// Sends operations to the server: POST /rest/v1/rpc/apply_watchlist_ops (a batch, one server
// transaction), /rpc/submit_film_requests (film requests, the same answer) and
// /rpc/merge_anon_watchlist. A user's batch carries the current access token
// (refreshed once on 401, then retried); an anonymous batch carries its own session's x-session-id.
// The request itself (credentials, deadline, typed errors) is authedRest's, shared with the pull.
import { SyncError } from '../../core/sync/syncError';
import type { Op, OpResult, Owner } from '../../core/sync/types';
import type { TransportPort } from '../../core/sync/drainOutbox';
import { DEADLINE_MS } from '../../net/fetchWithDeadline';
import { createAuthedRest, type AuthedRestDeps } from './authedRest';

export type RpcTransportDeps = AuthedRestDeps;

/** The wire form apply_watchlist_ops reads (see its header comment). */
export function toWire(op: Op): Record<string, unknown> {
  const base = { id: op.id, kind: op.kind, movie_id: op.movie_id, at: op.at };
  if (op.kind === 'like') return { ...base, ...op.payload };
  if (op.kind === 'watched') return { ...base, watched: op.payload.watched };
  return base;
}

/** The wire form submit_film_requests reads (supabase/migrations/…_film_requests.sql). */
export function requestToWire(op: Op): Record<string, unknown> {
  if (op.kind !== 'request') throw new Error(`Not a film request: ${op.kind}`);
  return { id: op.id, at: op.at, ...op.payload };
}

export function createRpcTransport(deps: RpcTransportDeps): TransportPort {
  const request = createAuthedRest(deps);
  const rpc = (fn: string, body: unknown, owner: Owner, sessionId?: string) =>
    request<unknown>({ path: `rpc/${fn}`, body, owner, sessionId, deadlineMs: DEADLINE_MS.rpc });

  return {
    async applyOps(owner, ops) {
      const answer = await rpc('apply_watchlist_ops', { ops: ops.map(toWire) }, owner);
      if (!Array.isArray(answer)) throw new SyncError('server', 'Unexpected answer');
      return answer as OpResult[];
    },
    async submitRequests(owner, ops) {
      const answer = await rpc('submit_film_requests', { requests: ops.map(requestToWire) }, owner);
      if (!Array.isArray(answer)) throw new SyncError('server', 'Unexpected answer');
      return answer as OpResult[];
    },
    async merge(userId, sessionId) {
      await rpc('merge_anon_watchlist', {}, { userId }, sessionId);
    },
  };
}
