// Loaded lazily by the Layout once the first route has painted: starts the data layer and feeds
// the shell (menu, sync badge, refused writes) through ShellData. Keeping supabase-js and
// Dexie out of the entry chunk is what keeps `/` light.
import { useEffect } from 'react';
import {
  discardFailed,
  retryFailed,
  signOut,
  startDataLayer,
  syncNow,
  useAuth,
  useSyncStatus,
} from '../data';
import type { ShellData } from './shellData';

const NONE: never[] = [];

export default function DataBridge({ onChange }: { onChange: (d: ShellData) => void }) {
  useEffect(() => startDataLayer(), []);
  const auth = useAuth();
  const sync = useSyncStatus();
  // A fresh empty list on each render would re-run the effect below forever: keep one.
  const failed = sync.failed.length === 0 ? NONE : sync.failed;
  useEffect(() => {
    onChange({
      auth,
      sync: { state: sync.state, pending: sync.pending, failed },
      retry: retryFailed,
      discard: discardFailed,
      signOut,
      syncNow,
    });
  }, [auth, sync.state, sync.pending, failed, onChange]);
  return null;
}
