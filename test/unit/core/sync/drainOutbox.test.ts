// The drain loop over a scripted transport: batching per owner, merges alone, film requests in
// their own batches to their own RPC, other accounts wait, rejections kept, transient failures
// leave everything queued.
import { describe, expect, it } from 'vitest';
import {
  drainOutbox,
  nextBatch,
  type OutboxPort,
  type TransportPort,
} from '../../../../src/core/sync/drainOutbox';
import { SyncError } from '../../../../src/core/sync/syncError';
import type { OpResult, OutboxEntry, Owner } from '../../../../src/core/sync/types';

let seq = 0;
function entry(owner: Owner, kind: 'like' | 'remove' | 'merge' | 'request' = 'like'): OutboxEntry {
  seq += 1;
  const base = {
    id: `op-${seq}`,
    movie_id: `film-${seq}`,
    at: '2026-01-01T00:00:00Z',
    owner,
    seq,
    status: 'pending' as const,
    attempts: 0,
  };
  if (kind === 'merge') return { ...base, kind, payload: { sessionId: 's1' } };
  if (kind === 'request')
    return {
      ...base,
      movie_id: '',
      kind,
      payload: { title: `Film ${seq}`, year: 1980, note: null },
    };
  if (kind === 'remove') return { ...base, kind, payload: {} };
  return { ...base, kind, payload: { source: 'color', source_value: '#000000' } };
}

function memoryOutbox(entries: OutboxEntry[]): OutboxPort & { all: OutboxEntry[] } {
  const all = [...entries];
  return {
    all,
    pending: async () => all.filter((e) => e.status === 'pending').sort((a, b) => a.seq - b.seq),
    release: async () => undefined,
    claim: async (ids) =>
      ids.filter((id) => all.some((e) => e.id === id && e.status === 'pending')),
    settle: async (done, failed) => {
      for (const id of done)
        all.splice(
          all.findIndex((e) => e.id === id),
          1,
        );
      for (const f of failed)
        Object.assign(
          all.find((e) => e.id === f.id)!,
          { status: 'failed', error: f.error },
        );
    },
  };
}

const user = { userId: 'u1' };
const anon = { sessionId: 's1' };

describe('nextBatch', () => {
  it('takes the first sendable owner, up to the batch size, stopping at a merge', () => {
    const q = [
      entry({ userId: 'other' }),
      entry(anon),
      entry(user),
      entry(anon),
      entry(anon, 'merge'),
      entry(anon),
    ];
    expect(nextBatch(q, 'u1', 10).map((e) => e.id)).toEqual([q[1]!.id, q[3]!.id]);
    expect(nextBatch(q, 'u1', 1).map((e) => e.id)).toEqual([q[1]!.id]);
    expect(nextBatch([entry(user, 'merge'), entry(user)], 'u1', 10)).toHaveLength(1);
    expect(nextBatch([entry({ userId: 'other' })], 'u1', 10)).toEqual([]);
  });
});

describe('drainOutbox', () => {
  it('sends in order in batches and settles by the answer', async () => {
    const outbox = memoryOutbox(Array.from({ length: 5 }, () => entry(user)));
    const sent: string[][] = [];
    const transport: TransportPort = {
      applyOps: async (_o, ops) => {
        sent.push(ops.map((o) => o.id));
        return ops.map((o, i): OpResult => ({
          id: o.id,
          status: i === 0 ? 'duplicate' : o.id.endsWith('3') ? 'rejected' : 'applied',
          message: 'no',
        }));
      },
      merge: async () => undefined,
      submitRequests: async () => {
        throw new Error('no film request was queued');
      },
    };
    const out = await drainOutbox({ outbox, transport, currentUserId: 'u1', batchSize: 2 });
    expect(sent.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(out).toEqual({ sent: 4, failed: 1, batches: 3 });
    expect(outbox.all.map((e) => [e.status, e.error])).toEqual([['failed', 'no']]);
  });

  it('keeps everything queued on a network error and marks a refused batch failed', async () => {
    const outbox = memoryOutbox([entry(user), entry(user)]);
    const down: TransportPort = {
      applyOps: async () => {
        throw new SyncError('network', 'offline');
      },
      merge: async () => undefined,
      submitRequests: async () => {
        throw new Error('no film request was queued');
      },
    };
    await expect(drainOutbox({ outbox, transport: down, currentUserId: 'u1' })).rejects.toThrow(
      'offline',
    );
    expect(outbox.all.every((e) => e.status === 'pending')).toBe(true);
    const refused: TransportPort = {
      applyOps: async () => {
        throw new SyncError('rejected', 'bad request', 400);
      },
      merge: async () => undefined,
      submitRequests: async () => {
        throw new Error('no film request was queued');
      },
    };
    await drainOutbox({ outbox, transport: refused, currentUserId: 'u1' });
    expect(outbox.all.map((e) => e.status)).toEqual(['failed', 'failed']);
  });

  it('runs a merge before the operations queued after it, and leaves other accounts waiting', async () => {
    const calls: string[] = [];
    const outbox = memoryOutbox([entry(user, 'merge'), entry(user), entry({ userId: 'u2' })]);
    const transport: TransportPort = {
      applyOps: async (_o, ops) => {
        calls.push('apply');
        return ops.map((o) => ({ id: o.id, status: 'applied' }));
      },
      merge: async (u, s) => {
        calls.push(`merge ${u} ${s}`);
      },
      submitRequests: async () => {
        throw new Error('no film request was queued');
      },
    };
    await drainOutbox({ outbox, transport, currentUserId: 'u1' });
    expect(calls).toEqual(['merge u1 s1', 'apply']);
    expect(outbox.all.map((e) => e.owner)).toEqual([{ userId: 'u2' }]);
  });

  it('sends film requests to their own RPC and keeps a refused one, with its reason', async () => {
    const outbox = memoryOutbox([entry(anon, 'request'), entry(anon), entry(anon, 'request')]);
    const calls: string[] = [];
    const transport: TransportPort = {
      applyOps: async (_o, ops) => {
        calls.push(`apply ${ops.length}`);
        return ops.map((o) => ({ id: o.id, status: 'applied' }));
      },
      submitRequests: async (o, ops) => {
        calls.push(`requests ${ops.map((r) => (r.kind === 'request' ? r.payload.title : '?'))}`);
        expect(o).toEqual(anon);
        return ops.map((r, i) =>
          i === 0 && calls.length > 2
            ? { id: r.id, status: 'rejected', message: 'Too many film requests' }
            : { id: r.id, status: 'applied' },
        );
      },
      merge: async () => undefined,
    };
    const out = await drainOutbox({ outbox, transport, currentUserId: null });
    const [first, , third] = [seq - 2, seq - 1, seq];
    expect(calls).toEqual([`requests Film ${first}`, 'apply 1', `requests Film ${third}`]);
    expect(out).toEqual({ sent: 2, failed: 1, batches: 3 });
    expect(outbox.all.map((e) => [e.kind, e.status, e.error])).toEqual([
      ['request', 'failed', 'Too many film requests'],
    ]);
  });
});

describe('film requests in the outbox', () => {
  it('keeps film requests and watchlist writes in separate batches, in order', () => {
    const q = [entry(user, 'request'), entry(user, 'request'), entry(user), entry(user, 'request')];
    expect(nextBatch(q, 'u1', 10).map((e) => e.id)).toEqual([q[0]!.id, q[1]!.id]);
    expect(nextBatch(q.slice(2), 'u1', 10).map((e) => e.id)).toEqual([q[2]!.id]);
    expect(nextBatch(q.slice(3), 'u1', 10).map((e) => e.id)).toEqual([q[3]!.id]);
  });
});
