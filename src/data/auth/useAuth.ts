// Auth state for components: loading until the stored session is read, then signed in or out.
import { useSyncExternalStore } from 'react';
import type { AuthState } from '../types';
import { getAuthState, subscribeAuth } from './authStore';

export function useAuth(): AuthState {
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
