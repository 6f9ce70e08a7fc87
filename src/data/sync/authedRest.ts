// The sync engine's one way to talk to PostgREST, for pushing operations (RPCs) and pulling the
// watchlist (selects): the owner's credentials (a user's current access token, refreshed once on
// 401; an anonymous session's x-session-id), a deadline, and every failure as a typed SyncError
// the engine knows how to handle. The caller's abort is passed on untouched.
import { SyncError, reasonForStatus } from '../../core/sync/syncError';
import type { Owner } from '../../core/sync/types';
import {
  DEADLINE_MS,
  RequestError,
  fetchWithDeadline,
  readJson,
} from '../../net/fetchWithDeadline';
import type { TokenSource } from './tokenSource';

export interface AuthedRestDeps {
  supabaseUrl: string;
  anonKey: string;
  tokens: TokenSource;
  fetch?: typeof fetch;
}

export interface AuthedRequest {
  /** Path under /rest/v1/, e.g. `rpc/apply_watchlist_ops` or `liked_movies?select=…`. */
  path: string;
  owner: Owner;
  /** A JSON body makes it a POST. */
  body?: unknown;
  /** x-session-id for a user's request that names an anonymous session (the merge). */
  sessionId?: string;
  deadlineMs?: number;
  signal?: AbortSignal;
}

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { message?: string };
    return body.message ?? `HTTP ${res.status}`;
  } catch {
    return `HTTP ${res.status}`;
  }
}

export type AuthedRest = <T>(req: AuthedRequest) => Promise<T>;

export function createAuthedRest(deps: AuthedRestDeps): AuthedRest {
  return async function request<T>(req: AuthedRequest): Promise<T> {
    const { owner } = req;
    let token = deps.anonKey;
    if ('userId' in owner) {
      const current = await deps.tokens.current();
      if (!current || current.userId !== owner.userId)
        throw new SyncError('unauthorized', 'Waiting for this account to sign in');
      token = current.token;
    }
    const sid = 'sessionId' in owner ? owner.sessionId : req.sessionId;
    for (let attempt = 0; ; attempt += 1) {
      const headers: Record<string, string> = {
        apikey: deps.anonKey,
        Authorization: `Bearer ${token}`,
      };
      if (req.body !== undefined) headers['Content-Type'] = 'application/json';
      if (sid) headers['x-session-id'] = sid;
      let res: Response;
      try {
        res = await fetchWithDeadline(
          `${deps.supabaseUrl}/rest/v1/${req.path}`,
          {
            method: req.body === undefined ? 'GET' : 'POST',
            headers,
            body: req.body === undefined ? undefined : JSON.stringify(req.body),
            deadlineMs: req.deadlineMs ?? DEADLINE_MS.rest,
            signal: req.signal,
          },
          deps.fetch,
        );
        if (res.ok) return await readJson<T>(res, req.signal);
      } catch (err) {
        if (err instanceof RequestError) throw new SyncError('network', err.message);
        if (err instanceof SyntaxError) throw new SyncError('server', 'Unreadable answer');
        throw err;
      }
      if (res.status === 401 && 'userId' in owner && attempt === 0) {
        const fresh = await deps.tokens.refresh(token);
        if (!fresh) throw new SyncError('unauthorized', 'The session has ended', 401);
        token = fresh;
        continue;
      }
      throw new SyncError(reasonForStatus(res.status), await errorText(res), res.status);
    }
  };
}
