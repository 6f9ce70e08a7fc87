// The wire side of the concurrency test: sends sync RPCs straight to the backend as a device
// does (apikey, bearer token, x-session-id), retrying what the sync engine retries (a dropped
// connection or a 5xx such as the backend's 503 for a deadlock it could not resolve) with the
// engine's kind of backoff. Every HTTP answer is recorded as one delivery: one server transaction.
import { reasonForStatus } from '../../../../src/core/sync/syncError';
import type { OpResult } from '../../../../src/core/sync/types';

export interface Identity {
  /** An access token, or the anon key for an anonymous session. */
  token: string;
  sessionId: string;
  userId: string | null;
}

export interface WireOp {
  id: string;
  kind: 'like' | 'remove' | 'watched';
  movie_id: string;
  at: string;
  source?: string;
  source_value?: string;
  watched?: boolean;
}

/** One server transaction that changed something, as the model replays it. */
export type Delivery =
  | { type: 'batch'; owner: string; applied: WireOp[] }
  | { type: 'merge'; sessionId: string; userId: string };

export interface Stats {
  deliveries: number;
  retriedAfter5xx: number;
}

export interface Wire {
  url: string;
  anonKey: string;
  stats: Stats;
}

async function post(w: Wire, who: Identity, fn: string, body: unknown): Promise<unknown> {
  for (let attempt = 0; ; attempt += 1) {
    const res = await fetch(`${w.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: w.anonKey,
        Authorization: `Bearer ${who.token}`,
        'x-session-id': who.sessionId,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    w.stats.deliveries += 1;
    if (res.ok) return (await res.json()) as unknown;
    const text = await res.text();
    if (reasonForStatus(res.status) !== 'server' || attempt >= 8)
      throw new Error(`${fn}: HTTP ${res.status} ${text}`);
    w.stats.retriedAfter5xx += 1;
    await new Promise((r) => setTimeout(r, 10 * 2 ** Math.min(attempt, 5) * Math.random()));
  }
}

/** Sends a batch; returns the delivery (the operations the server reports applied). */
export async function sendBatch(w: Wire, who: Identity, ops: WireOp[]): Promise<Delivery> {
  const answer = (await post(w, who, 'apply_watchlist_ops', { ops })) as OpResult[];
  const rejected = answer.filter((r) => r.status === 'rejected');
  if (rejected.length > 0) throw new Error(`rejected: ${JSON.stringify(rejected)}`);
  const applied = new Set(answer.filter((r) => r.status === 'applied').map((r) => r.id));
  const owner = who.userId ? `user:${who.userId}` : `session:${who.sessionId}`;
  return { type: 'batch', owner, applied: ops.filter((o) => applied.has(o.id)) };
}

export async function sendMerge(w: Wire, who: Identity): Promise<Delivery> {
  await post(w, who, 'merge_anon_watchlist', {});
  return { type: 'merge', sessionId: who.sessionId, userId: who.userId! };
}
