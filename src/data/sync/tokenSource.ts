// The CURRENT access token for the sync engine, read from the stored auth session on every
// request (never a token captured when the write was queued), and refreshed after a 401. The
// refresh runs under the same Web Lock supabase-js uses for its own refreshes (`lock:<storageKey>`),
// so the page and the service worker never spend one refresh token twice.
import { SyncError } from '../../core/sync/syncError';
import { withLock } from '../../core/sync/singleFlight';
import type { MiseDb } from '../db';
import { readStoredSession, writeStoredSession, type StoredSession } from '../identity';
import { META } from '../meta';
import { DEADLINE_MS, fetchWithDeadline } from '../../net/fetchWithDeadline';

export interface TokenSource {
  /** The signed-in user's token now, or null when signed out. */
  current(): Promise<{ userId: string; token: string } | null>;
  /** A token newer than `stale` (refreshing if nobody else did), or null if the session is gone. */
  refresh(stale: string): Promise<string | null>;
}

export interface TokenSourceDeps {
  db: MiseDb;
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}

export function createTokenSource(deps: TokenSourceDeps): TokenSource {
  return {
    async current() {
      const s = await readStoredSession(deps.db);
      return s ? { userId: s.user.id, token: s.access_token } : null;
    },
    refresh(stale) {
      return withLock(`lock:${META.authSession}`, async () => {
        const s = await readStoredSession(deps.db);
        if (!s) return null;
        if (s.access_token !== stale) return s.access_token;
        let res: Response;
        try {
          res = await fetchWithDeadline(
            `${deps.supabaseUrl}/auth/v1/token?grant_type=refresh_token`,
            {
              method: 'POST',
              headers: { apikey: deps.anonKey, 'Content-Type': 'application/json' },
              body: JSON.stringify({ refresh_token: s.refresh_token }),
              deadlineMs: DEADLINE_MS.auth,
            },
            deps.fetch,
          );
        } catch (err) {
          throw new SyncError('network', `Token refresh failed: ${String(err)}`);
        }
        if (res.status >= 500) throw new SyncError('server', 'Token refresh failed', res.status);
        if (!res.ok) return null;
        const body = (await res.json()) as StoredSession;
        const next: StoredSession = {
          ...s,
          ...body,
          user: body.user ?? s.user,
          expires_at: body.expires_at ?? Math.floor(Date.now() / 1000) + (body.expires_in ?? 3600),
        };
        await writeStoredSession(deps.db, next);
        return next.access_token;
      });
    },
  };
}
