// What the app shell shows from the data layer, with the values it shows before that loads.
import type { AuthState, FailedOp, SyncState } from '../data';

export interface ShellData {
  auth: AuthState;
  sync: { state: SyncState; pending: number; failed: FailedOp[] };
  retry: (id: string) => Promise<void>;
  discard: (id: string) => Promise<void>;
  signOut: () => Promise<void>;
}

export const INITIAL_SHELL: ShellData = {
  auth: { status: 'loading', user: null, profile: null },
  sync: { state: 'idle', pending: 0, failed: [] },
  retry: async () => undefined,
  discard: async () => undefined,
  signOut: async () => undefined,
};
