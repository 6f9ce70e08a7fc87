// Drains the outbox: sends pending operations in order, in batches per owner, and settles each one
// by the server's answer. Pure orchestration over two ports (the outbox store and the transport),
// so the page, the service worker and the tests run the very same logic.
import { SyncError } from './syncError';
import type { Op, OpResult, OutboxEntry, Owner } from './types';
import { channelOf, ownerKey } from './types';

export interface OutboxPort {
  /** Pending (not failed) entries, ordered by seq. */
  pending(): Promise<OutboxEntry[]>;
  /**
   * Marks the ids about to be sent as claimed and returns those still pending; an id an undo
   * cancelled in the meantime is left out, so a cancelled write never leaves the device.
   */
  claim(ids: string[]): Promise<string[]>;
  /** Takes the claim back from ids whose request certainly never reached the server. */
  release(ids: string[]): Promise<void>;
  /** Removes the done ids and marks the failed ones, in one transaction. */
  settle(done: string[], failed: { id: string; error: string }[]): Promise<void>;
}

export interface TransportPort {
  applyOps(owner: Owner, ops: Op[]): Promise<OpResult[]>;
  /** Film requests (submit_film_requests): each applied once per owner, like a watchlist op. */
  submitRequests(owner: Owner, ops: Op[]): Promise<OpResult[]>;
  merge(userId: string, sessionId: string): Promise<void>;
}

export interface DrainOptions {
  outbox: OutboxPort;
  transport: TransportPort;
  /** The signed-in user now, or null. Another user's operations wait until they sign in again. */
  currentUserId: string | null;
  /** At most 500 (the RPC's limit). */
  batchSize?: number;
  /**
   * True when a failed request certainly never reached the server (the device was offline): its
   * operations are released, so an undo can still drop them instead of compensating.
   */
  undelivered?: (err: unknown) => boolean;
}

export interface DrainOutcome {
  sent: number;
  failed: number;
  batches: number;
}

/** True when this context can send the owner's operations now. */
export function canSend(owner: Owner, currentUserId: string | null): boolean {
  return 'sessionId' in owner || owner.userId === currentUserId;
}

/**
 * The next batch: the first sendable owner's leading operations of one channel (watchlist writes or
 * film requests, each its own RPC), a merge always alone.
 */
export function nextBatch(
  entries: OutboxEntry[],
  currentUserId: string | null,
  batchSize: number,
): OutboxEntry[] {
  const first = entries.find((e) => canSend(e.owner, currentUserId));
  if (!first) return [];
  if (first.kind === 'merge') return [first];
  const key = ownerKey(first.owner);
  const channel = channelOf(first);
  const batch: OutboxEntry[] = [];
  for (const e of entries) {
    if (ownerKey(e.owner) !== key) continue;
    if (channelOf(e) !== channel || batch.length >= batchSize) break;
    batch.push(e);
  }
  return batch;
}

/**
 * Sends everything sendable. Throws a SyncError for a transient failure (network, 5xx, no valid
 * token) so the caller backs off and retries; rejected operations are marked failed, never dropped.
 */
export async function drainOutbox(opts: DrainOptions): Promise<DrainOutcome> {
  const batchSize = Math.min(opts.batchSize ?? 200, 500);
  const outcome: DrainOutcome = { sent: 0, failed: 0, batches: 0 };
  for (;;) {
    const next = nextBatch(await opts.outbox.pending(), opts.currentUserId, batchSize);
    if (next.length === 0) return outcome;
    const claimed = new Set(await opts.outbox.claim(next.map((e) => e.id)));
    const batch = next.filter((e) => claimed.has(e.id));
    if (batch.length === 0) continue; // all cancelled since read: read the queue again
    const [head] = batch as [OutboxEntry];
    outcome.batches += 1;
    let results: OpResult[];
    try {
      if (head.kind === 'merge') {
        if (!('userId' in head.owner)) throw new SyncError('rejected', 'merge needs an account');
        await opts.transport.merge(head.owner.userId, head.payload.sessionId);
        results = [{ id: head.id, status: 'applied' }];
      } else if (head.kind === 'request') {
        results = await opts.transport.submitRequests(head.owner, batch);
      } else {
        results = await opts.transport.applyOps(head.owner, batch);
      }
    } catch (err) {
      if (!(err instanceof SyncError) || err.reason !== 'rejected') {
        if (opts.undelivered?.(err)) await opts.outbox.release(batch.map((e) => e.id));
        throw err;
      }
      // The whole request was refused (a 4xx other than 401): keep every operation, visibly.
      results = batch.map((e) => ({ id: e.id, status: 'rejected' as const, message: err.message }));
    }
    const byId = new Map(results.map((r) => [r.id, r]));
    const done: string[] = [];
    const failed: { id: string; error: string }[] = [];
    for (const e of batch) {
      const r = byId.get(e.id);
      // An id missing from the answer was not processed: it stays pending for the next round.
      if (!r) continue;
      if (r.status === 'rejected') failed.push({ id: e.id, error: r.message ?? 'Rejected' });
      else done.push(e.id);
    }
    if (done.length === 0 && failed.length === 0)
      throw new SyncError('server', 'The server answered without results');
    await opts.outbox.settle(done, failed);
    outcome.sent += done.length;
    outcome.failed += failed.length;
  }
}
