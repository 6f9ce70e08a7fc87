// The sync engine's one authenticated request (push and pull share it): credentials per owner,
// one refresh on 401, and each failure as the typed error the engine acts on.
import { describe, expect, it } from 'vitest';
import { SyncError } from '../../../../src/core/sync/syncError';
import { createAuthedRest } from '../../../../src/data/sync/authedRest';
import type { TokenSource } from '../../../../src/data/sync/tokenSource';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(handler: Handler, tokens: Partial<TokenSource> = {}) {
  const calls: Array<{ url: string; headers: Record<string, string>; body?: string }> = [];
  const fetchImpl = (async (input: string | URL | Request, init: RequestInit = {}) => {
    const headers = init.headers as Record<string, string>;
    calls.push({ url: String(input), headers, body: init.body as string | undefined });
    return handler(String(input), init);
  }) as typeof fetch;
  let current = 'token-1';
  const source: TokenSource = {
    current: async () => ({ userId: 'u1', token: current }),
    refresh: async () => (current = 'token-2'),
    ...tokens,
  };
  const request = createAuthedRest({
    supabaseUrl: 'http://db.test',
    anonKey: 'anon',
    tokens: source,
    fetch: fetchImpl,
  });
  return { request, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('authedRest', () => {
  it("sends a user's current token and a POST body", async () => {
    const { request, calls } = setup(() => json([{ ok: true }]));
    await request({ path: 'rpc/apply_watchlist_ops', owner: { userId: 'u1' }, body: { ops: [] } });
    expect(calls[0]!.url).toBe('http://db.test/rest/v1/rpc/apply_watchlist_ops');
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-1');
    expect(calls[0]!.body).toBe('{"ops":[]}');
  });

  it("sends an anonymous session's id with the anon key", async () => {
    const { request, calls } = setup(() => json([]));
    await request({ path: 'anon_watchlist_items?select=movie_id', owner: { sessionId: 's1' } });
    expect(calls[0]!.headers['x-session-id']).toBe('s1');
    expect(calls[0]!.headers.Authorization).toBe('Bearer anon');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    const { request, calls } = setup((_, init) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer token-1'
        ? json({ message: 'JWT expired' }, 401)
        : json({ ok: 1 }),
    );
    expect(await request({ path: 'liked_movies', owner: { userId: 'u1' } })).toEqual({ ok: 1 });
    expect(calls.map((c) => c.headers.Authorization)).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('reports an ended session when the refresh fails (push and pull alike)', async () => {
    const { request } = setup(() => json({ message: 'JWT expired' }, 401), {
      refresh: async () => null,
    });
    const err = await request({ path: 'liked_movies', owner: { userId: 'u1' } }).catch((e) => e);
    expect(err).toBeInstanceOf(SyncError);
    expect((err as SyncError).reason).toBe('unauthorized');
  });

  it('waits for the right account rather than sending another one', async () => {
    const { request, calls } = setup(() => json([]));
    const err = await request({ path: 'x', owner: { userId: 'someone-else' } }).catch((e) => e);
    expect((err as SyncError).reason).toBe('unauthorized');
    expect(calls).toHaveLength(0);
  });

  it('maps statuses and network failures to what the engine does next', async () => {
    const server = await setup(() => json({ message: 'boom' }, 503))
      .request({ path: 'x', owner: { sessionId: 's' } })
      .catch((e) => e);
    expect([(server as SyncError).reason, (server as SyncError).message]).toEqual([
      'server',
      'boom',
    ]);
    const rejected = await setup(() => json({ message: 'bad op' }, 400))
      .request({ path: 'x', owner: { sessionId: 's' } })
      .catch((e) => e);
    expect((rejected as SyncError).reason).toBe('rejected');
    const down = await setup(() => {
      throw new TypeError('Failed to fetch');
    })
      .request({ path: 'x', owner: { sessionId: 's' } })
      .catch((e) => e);
    expect((down as SyncError).reason).toBe('network');
  });

  it("passes the caller's abort on untouched", async () => {
    const ctrl = new AbortController();
    ctrl.abort(new DOMException('stop', 'AbortError'));
    const err = await setup((_, init) => {
      init.signal?.throwIfAborted();
      return json([]);
    })
      .request({ path: 'x', owner: { sessionId: 's' }, signal: ctrl.signal })
      .catch((e) => e);
    expect(err).not.toBeInstanceOf(SyncError);
    expect((err as Error).name).toBe('AbortError');
  });
});
