// The sync status pill in the top bar: its named state and how many writes wait to be sent. It is
// a button: tapping it opens a short explanation of what is waiting and a Retry
// (docs/product.md#sync-messages).
import { useEffect, useRef, useState } from 'react';
import { explainSync } from '../features/sync/syncExplanation';
import './SyncBadge.css';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

const LABELS: Record<SyncState, string> = {
  idle: 'Synced',
  syncing: 'Syncing',
  offline: 'Offline',
  error: 'Sync error',
};

interface Props {
  state: SyncState;
  pending: number;
  signedIn: boolean;
  onRetry: () => void;
}

export function SyncBadge({ state, pending, signedIn, onRetry }: Props) {
  const [open, setOpen] = useState(false);
  // A fixed id, not useId: the static intro shell of index.html renders this bar outside the app's
  // tree, and hydration must find the same id. There is one badge per page.
  const panelId = 'sync-panel';
  const root = useRef<HTMLDivElement>(null);
  const text = pending > 0 ? `${LABELS[state]} · ${pending} pending` : LABELS[state];
  const why = explainSync(state, pending, signedIn);

  // Escape or a tap elsewhere closes the explanation.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onDown);
    };
  }, [open]);

  return (
    <div className="sync-wrap" ref={root}>
      <button
        type="button"
        className={`sync-badge sync-${state}`}
        title={text}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <span className="sync-dot" aria-hidden="true" />
        <span className="sync-text">{text}</span>
      </button>
      {/* A button's content is not a live region: the change is announced from here. */}
      <span className="visually-hidden" role="status" aria-live="polite">
        {text}
      </span>
      <div id={panelId} className="sync-panel" hidden={!open}>
        <p className="sync-why">{why.text}</p>
        {why.retry && (
          <button type="button" className="btn btn-small" onClick={onRetry}>
            Retry now
          </button>
        )}
      </div>
    </div>
  );
}
