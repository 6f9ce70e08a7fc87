// Auth state for the hooks: read at start (status `loading` until known), then kept current
// from supabase-js's auth events. The profile comes from `profiles` and is cached for offline use.
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { db } from '../db';
import { readStoredSession } from '../identity';
import { META, readMeta, writeMeta } from '../meta';
import type { AuthState, Profile } from '../types';
import { endAccountSession, noteSignedIn } from './endAccountSession';
import { supabase } from './supabaseClient';

let state: AuthState = { status: 'loading', user: null, profile: null };
const listeners = new Set<() => void>();
let started = false;

function set(next: AuthState) {
  state = next;
  for (const l of listeners) l();
}

export function getAuthState(): AuthState {
  return state;
}

export function subscribeAuth(listener: () => void): () => void {
  listeners.add(listener);
  startAuth();
  return () => listeners.delete(listener);
}

async function loadProfile(userId: string): Promise<void> {
  const cached = await readMeta<Profile>(db, META.profile);
  if (cached?.user_id === userId && state.user?.id === userId) set({ ...state, profile: cached });
  const { data, error } = await supabase
    .from('profiles')
    .select('user_id,email,first_name,last_name,watching_region')
    .eq('user_id', userId)
    .maybeSingle();
  if (error || !data || state.user?.id !== userId) return;
  await writeMeta(db, META.profile, data);
  set({ ...state, profile: data as Profile });
}

type SessionUser = Pick<Session['user'], 'id' | 'email'>;

function applyUser(user: SessionUser | null) {
  if (!user) {
    const email = state.user?.email ?? null;
    set({ status: 'signed-out', user: null, profile: null });
    void endAccountSession(email);
    return;
  }
  noteSignedIn(user.id);
  void db.meta.delete(META.signedOutAccount);
  const sameUser = state.user?.id === user.id;
  set({
    status: 'signed-in',
    user: { id: user.id, email: user.email ?? null },
    profile: sameUser ? state.profile : null,
  });
  if (!sameUser) void loadProfile(user.id);
}

/**
 * supabase-js answers "no session" when an expired token cannot be refreshed for lack of network,
 * yet keeps the session stored. Offline, the user is still signed in: read the stored session.
 * Only an explicit SIGNED_OUT (or nothing stored) means signed out.
 */
async function apply(session: Session | null, event?: AuthChangeEvent) {
  if (session || event === 'SIGNED_OUT') {
    applyUser(session?.user ?? null);
    return;
  }
  const stored = await readStoredSession(db);
  applyUser(stored ? { id: stored.user.id, email: stored.user.email } : null);
}

export function startAuth(): void {
  if (started) return;
  started = true;
  // The stored session answers at once. supabase-js's getSession() may first try to refresh an
  // expired token, retrying for up to 30 s offline: the screens must not wait for that.
  void readStoredSession(db).then((stored) => {
    if (state.status === 'loading')
      applyUser(stored ? { id: stored.user.id, email: stored.user.email } : null);
  });
  void supabase.auth.getSession().then(({ data }) => apply(data.session));
  supabase.auth.onAuthStateChange((event, session) => {
    // Calling supabase-js from inside its own callback can deadlock on its lock: defer.
    setTimeout(() => void apply(session, event), 0);
  });
}

/** Signed out now (also when supabase-js could not tell us, e.g. offline). */
export async function markSignedOut(): Promise<void> {
  const email = state.user?.email ?? null;
  set({ status: 'signed-out', user: null, profile: null });
  await endAccountSession(email);
}
