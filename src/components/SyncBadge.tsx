// A small status pill for the sync engine: its named state and how many writes wait to be sent.
import './SyncBadge.css';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

const LABELS: Record<SyncState, string> = {
  idle: 'Synced',
  syncing: 'Syncing',
  offline: 'Offline',
  error: 'Sync error',
};

export function SyncBadge({ state, pending }: { state: SyncState; pending: number }) {
  const text = pending > 0 ? `${LABELS[state]} · ${pending} pending` : LABELS[state];
  return (
    <span className={`sync-badge sync-${state}`} role="status" aria-live="polite" title={text}>
      <span className="sync-dot" aria-hidden="true" />
      <span className="sync-text">{text}</span>
    </span>
  );
}
