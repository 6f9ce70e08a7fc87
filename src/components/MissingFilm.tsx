// "Missing a film?": the button on the deck's completion screen and on /about that opens the film
// request form (docs/product.md#film-requests). The form and its checks load on the first press,
// so neither screen carries them; they are in the service worker's precache, so it opens offline.
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import './MissingFilm.css';

const FilmRequestDialog = lazy(() =>
  import('./FilmRequestDialog').catch(() => ({
    // The chunk could not load (offline before the app was ready offline): say so, in place.
    default: ({ onClose }: { onClose: () => void }) => (
      <p className="alert alert-error" role="alert">
        The request form could not load. Check your connection and try again.{' '}
        <button type="button" className="btn btn-small btn-ghost" onClick={onClose}>
          Close
        </button>
      </p>
    ),
  })),
);

export function MissingFilm() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);
  return (
    <div className="missing-film">
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-small"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Missing a film?
      </button>
      {open && (
        <Suspense fallback={null}>
          <FilmRequestDialog onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
