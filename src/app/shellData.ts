// What the app shell shows from the data layer, with the values it shows before that loads.
import type { AuthState, SyncState } from '../data/types';

export interface ShellData {
  auth: AuthState;
  sync: { state: SyncState; pending: number };
  sw: { offlineReady: boolean; updateAvailable: boolean; applyUpdate: () => void };
  signOut: () => Promise<void>;
}

export const INITIAL_SHELL: ShellData = {
  auth: { status: 'loading', user: null, profile: null },
  sync: { state: 'idle', pending: 0 },
  sw: { offlineReady: false, updateAvailable: false, applyUpdate: () => undefined },
  signOut: async () => undefined,
};
