// Auth state for components: loading until the stored session is read, then signed in or out.
import { useEffect, useSyncExternalStore } from 'react';
import { startDataLayer } from '../startDataLayer';
import type { AuthState } from '../types';
import { getAuthState, subscribeAuth } from './authStore';

export function useAuth(): AuthState {
  useEffect(startDataLayer, []);
  return useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);
}
