// The page's token source for the sync engine: supabase-js itself, so the page never refreshes a
// session behind supabase-js's back (it de-duplicates its own refreshes). The service worker,
// which has no supabase-js, uses the storage-based source in sync/tokenSource.ts.
import { SyncError } from '../../core/sync/syncError';
import type { TokenSource } from '../sync/tokenSource';
import { supabase } from './supabaseClient';

const retryable = (err: { name?: string; status?: number } | null) =>
  !!err && (err.name === 'AuthRetryableFetchError' || err.status === 0 || (err.status ?? 0) >= 500);

export const supabaseTokenSource: TokenSource = {
  async current() {
    const { data, error } = await supabase.auth.getSession();
    // An expired token that could not be refreshed for lack of network: offline, not signed out.
    if (!data.session && retryable(error)) throw new SyncError('network', error!.message);
    const s = data.session;
    return s ? { userId: s.user.id, token: s.access_token } : null;
  },
  async refresh(stale) {
    const { data: now } = await supabase.auth.getSession();
    if (now.session && now.session.access_token !== stale) return now.session.access_token;
    const { data, error } = await supabase.auth.refreshSession();
    if (retryable(error)) throw new SyncError('network', error!.message);
    return data.session?.access_token ?? null;
  },
};
