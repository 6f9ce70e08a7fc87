// Sends operations to the server: POST /rest/v1/rpc/apply_watchlist_ops (a batch, one server
// transaction) and /rpc/merge_anon_watchlist. A user's batch carries the current access token
// (refreshed once on 401, then retried); an anonymous batch carries its own session's x-session-id.
import { SyncError, reasonForStatus } from '../../core/sync/syncError';
import type { Op, OpResult, Owner } from '../../core/sync/types';
import type { TransportPort } from '../../core/sync/drainOutbox';
import type { TokenSource } from './tokenSource';

export interface RpcTransportDeps {
  supabaseUrl: string;
  anonKey: string;
  tokens: TokenSource;
  fetch?: typeof fetch;
}

/** The wire form apply_watchlist_ops reads (see its header comment). */
export function toWire(op: Op): Record<string, unknown> {
  const base = { id: op.id, kind: op.kind, movie_id: op.movie_id, at: op.at };
  if (op.kind === 'like') return { ...base, ...op.payload };
  if (op.kind === 'watched') return { ...base, watched: op.payload.watched };
  return base;
}

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string };
    return body.message ?? `HTTP ${res.status}`;
  } catch {
    return `HTTP ${res.status}`;
  }
}

export function createRpcTransport(deps: RpcTransportDeps): TransportPort {
  const doFetch = deps.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));

  async function post(fn: string, body: unknown, owner: Owner, sessionId?: string) {
    let token = deps.anonKey;
    if ('userId' in owner) {
      const current = await deps.tokens.current();
      if (!current || current.userId !== owner.userId)
        throw new SyncError('unauthorized', 'Waiting for this account to sign in');
      token = current.token;
    }
    const sid = 'sessionId' in owner ? owner.sessionId : sessionId;
    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = {
        apikey: deps.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      };
      if (sid) headers['x-session-id'] = sid;
      let res: Response;
      try {
        res = await doFetch(`${deps.supabaseUrl}/rest/v1/rpc/${fn}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
      } catch (err) {
        if ((err as Error)?.name === 'AbortError') throw err;
        throw new SyncError('network', `Network error: ${String(err)}`);
      }
      if (res.ok) return res.json() as Promise<unknown>;
      if (res.status === 401 && 'userId' in owner && attempt === 0) {
        const fresh = await deps.tokens.refresh(token);
        if (!fresh) throw new SyncError('unauthorized', 'The session has ended', 401);
        token = fresh;
        continue;
      }
      throw new SyncError(reasonForStatus(res.status), await errorText(res), res.status);
    }
  }

  return {
    async applyOps(owner, ops) {
      const answer = await post('apply_watchlist_ops', { ops: ops.map(toWire) }, owner);
      if (!Array.isArray(answer)) throw new SyncError('server', 'Unexpected answer');
      return answer as OpResult[];
    },
    async merge(userId, sessionId) {
      await post('merge_anon_watchlist', {}, { userId }, sessionId);
    },
  };
}
