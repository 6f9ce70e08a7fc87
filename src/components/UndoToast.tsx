// A short notice of what just happened ("Kept “Taxi Driver”") with an Undo button, shown for
// UNDO_MS after the action (docs/product.md#undo). It takes no room of its own: the caller places
// it where it covers no control.
import './UndoToast.css';

interface Props {
  message: string;
  onUndo: () => void;
  busy?: boolean;
  /** The undone thing's name for screen readers ("Undo keeping Taxi Driver"). */
  undoLabel: string;
  className?: string;
}

export function UndoToast({ message, onUndo, busy = false, undoLabel, className = '' }: Props) {
  return (
    <div className={`undo-toast ${className}`} role="status">
      <span className="undo-message">{message}</span>
      <button
        type="button"
        className="undo-btn"
        onClick={onUndo}
        disabled={busy}
        aria-label={undoLabel}
      >
        Undo
      </button>
    </div>
  );
}
