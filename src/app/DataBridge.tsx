// Loaded lazily by the Layout once the first route has painted: starts the data layer and feeds
// the shell (menu, sync badge) through ShellData. Keeping supabase-js and
// Dexie out of the entry chunk is what keeps `/` light.
import { useEffect } from 'react';
import { startDataLayer, useAuth, useSyncStatus, signOut } from '../data';
import type { ShellData } from './shellData';

export default function DataBridge({ onChange }: { onChange: (d: ShellData) => void }) {
  useEffect(() => startDataLayer(), []);
  const auth = useAuth();
  const sync = useSyncStatus();
  useEffect(() => {
    onChange({
      auth,
      sync: { state: sync.state, pending: sync.pending },
      signOut,
    });
  }, [auth, sync.state, sync.pending, onChange]);
  return null;
}
