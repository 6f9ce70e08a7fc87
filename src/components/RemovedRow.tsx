// The place of a film removed from the watchlist moments ago: "Removed “Title”" and Undo, as tall
// as a closed row, so the list does not jump (docs/product.md#undo). Focus moves to Undo, since the
// Remove button that had it is gone.
import { useEffect, useRef } from 'react';
import './UndoToast.css';

export function RemovedRow({ title, onUndo }: { title: string; onUndo: () => void }) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => undo.current?.focus({ preventScroll: true }), []);
  return (
    <li className="wl-removed">
      <span className="wl-removed-text" role="status">
        Removed “{title}”
      </span>
      <button
        ref={undo}
        type="button"
        className="undo-btn"
        onClick={onUndo}
        aria-label={`Undo removing ${title}`}
      >
        Undo
      </button>
    </li>
  );
}
