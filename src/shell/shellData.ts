// What the app shell shows from the data layer, with the values it shows before that loads.
import type { AuthState, FailedOp, SyncState } from '../data';

export interface ShellData {
  auth: AuthState;
  sync: { state: SyncState; pending: number; failed: FailedOp[] };
  retry: (id: string) => Promise<void>;
  discard: (id: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Runs a sync now and pulls (the badge's Retry). */
  syncNow: () => Promise<void>;
}

export const INITIAL_SHELL: ShellData = {
  auth: { status: 'loading', user: null, profile: null },
  // Before the data layer has loaded, a page that starts offline must not claim "Synced".
  sync: {
    state: typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'idle',
    pending: 0,
    failed: [],
  },
  retry: async () => undefined,
  discard: async () => undefined,
  signOut: async () => undefined,
  syncNow: async () => undefined,
};
