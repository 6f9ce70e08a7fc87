// What the app shell shows from the data layer, with the values it shows before that loads.
import type { AuthState, SyncState } from '../data/types';

export interface ShellData {
  auth: AuthState;
  sync: { state: SyncState; pending: number };
  signOut: () => Promise<void>;
}

export const INITIAL_SHELL: ShellData = {
  auth: { status: 'loading', user: null, profile: null },
  sync: { state: 'idle', pending: 0 },
  signOut: async () => undefined,
};
