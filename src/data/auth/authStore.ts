// Auth state for the hooks: read at start (status `loading` until known), then kept current
// from supabase-js's auth events. The profile comes from `profiles` and is cached for offline use.
import type { Session } from '@supabase/supabase-js';
import { db } from '../db';
import { META, readMeta, writeMeta } from '../meta';
import type { AuthState, Profile } from '../types';
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

function apply(session: Session | null) {
  if (!session) {
    set({ status: 'signed-out', user: null, profile: null });
    return;
  }
  const sameUser = state.user?.id === session.user.id;
  set({
    status: 'signed-in',
    user: { id: session.user.id, email: session.user.email ?? null },
    profile: sameUser ? state.profile : null,
  });
  if (!sameUser) void loadProfile(session.user.id);
}

export function startAuth(): void {
  if (started) return;
  started = true;
  void supabase.auth.getSession().then(({ data }) => apply(data.session));
  supabase.auth.onAuthStateChange((_event, session) => {
    // Calling supabase-js from inside its own callback can deadlock on its lock: defer.
    setTimeout(() => apply(session), 0);
  });
}

/** Clears the in-memory and cached profile (sign-out). */
export async function clearAuthState(): Promise<void> {
  await db.meta.delete(META.profile);
  set({ status: 'signed-out', user: null, profile: null });
}
