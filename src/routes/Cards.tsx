// `/cards`: the deck. 7 cards (or fewer if fewer matched), then the completion screen. Like,
// dislike, swipe (80 px, flies 400 px) and arrow keys each advance by one; nothing advances while a
// like is saving and a failed save still advances (docs/product.md#route-cards). "SEE SYNOPSIS"
// shows for 4 s or until the first card is handled; the card flips back to its front on every new
// card.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FilmCard } from '../components/FilmCard';
import { CompletionScreen } from '../components/CompletionScreen';
import { CrossIcon, FlipIcon, HeartIcon } from '../components/art/Icons';
import { askedFrom, readCardsState } from '../features/cards/cardsState';
import { toFilmInput } from '../features/cards/cardFilm';
import { likeSource } from '../features/cards/likeSource';
import { CARDS_PER_SESSION, useDeckFilms } from '../features/cards/useDeckFilms';
import { useSwipe } from '../features/cards/useSwipe';
import type { SwipeDirection } from '../features/cards/useSwipe';
import { likeFilm } from '../data';
import './Cards.css';

export const HINT_MS = 4000;

export default function Cards() {
  const location = useLocation();
  const [state] = useState(() => readCardsState(location.state));
  const deck = useDeckFilms(state);
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [hint, setHint] = useState(true);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);

  useEffect(() => {
    const t = setTimeout(() => setHint(false), HINT_MS);
    return () => clearTimeout(t);
  }, []);

  const films = deck?.films ?? [];
  const total = Math.min(CARDS_PER_SESSION, films.length);
  const film = index < total ? films[index] : undefined;
  const done = deck !== null && total > 0 && index >= total;

  const advance = useCallback(() => {
    setHint(false);
    setFlipped(false);
    setIndex((i) => i + 1);
  }, []);

  const like = useCallback(async () => {
    if (!film || savingRef.current) return; // like is blocked while a save is in progress
    savingRef.current = true;
    setSaving(true);
    try {
      await likeFilm(toFilmInput(film), likeSource(state));
    } catch (e) {
      console.error('Saving the like failed', e); // a failed save still advances
    } finally {
      savingRef.current = false;
      setSaving(false);
      advance();
    }
  }, [film, state, advance]);

  // While a like is saving, the deck stands still: a pass then would skip the next card unseen.
  const onSwipe = useCallback(
    (dir: SwipeDirection) => {
      if (savingRef.current) return;
      if (dir === 'right') void like();
      else advance();
    },
    [like, advance],
  );
  const swipe = useSwipe(onSwipe, !!film && !saving);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!film || e.altKey || e.ctrlKey || e.metaKey) return;
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      if (savingRef.current) return;
      swipe.fly(e.key === 'ArrowRight' ? 'right' : 'left');
      return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [film, swipe]);

  if (done) return <CompletionScreen type={state?.type} />;

  if (!film) {
    return (
      <div className="page page-narrow">
        <p className="loading" role="status">
          {state ? 'Finding your perfect matches...' : 'Loading movies...'}
        </p>
      </div>
    );
  }

  return (
    <div className="page page-narrow cards-page">
      <div className="cards-top">
        <p className="eyebrow" aria-live="polite">
          Film {index + 1} of {total}
        </p>
        {deck?.offline && <span className="offline-tag">Offline results</span>}
      </div>
      <div className="deck" aria-roledescription="card deck">
        {/* One element per film: the next card appears in place, not sliding back from where the
            last one flew off (a touch during that slide missed the card). */}
        <div
          key={film.movieId}
          className="deck-card"
          {...swipe.handlers}
          style={swipe.style}
          data-testid="swipe-card"
        >
          <FilmCard film={film} flipped={flipped} asked={askedFrom(state?.type)} />
          {swipe.dx > 40 && <span className="stamp stamp-like">Like</span>}
          {swipe.dx < -40 && <span className="stamp stamp-nope">Pass</span>}
        </div>
      </div>
      <div className="deck-controls">
        <button
          type="button"
          className="round-btn round-nope"
          aria-label="Dislike"
          disabled={saving}
          onClick={() => swipe.fly('left')}
        >
          <CrossIcon width={28} height={28} />
        </button>
        <div className="flip-wrap">
          <button
            type="button"
            className="round-btn round-flip"
            aria-label={flipped ? 'Show aesthetic summary' : 'Show synopsis'}
            aria-pressed={flipped}
            onClick={() => {
              setFlipped((f) => !f);
              setHint(false);
            }}
          >
            <FlipIcon width={24} height={24} />
          </button>
          {hint && <span className="flip-hint">SEE SYNOPSIS</span>}
        </div>
        <button
          type="button"
          className="round-btn round-like"
          aria-label="Like"
          disabled={saving}
          onClick={() => swipe.fly('right')}
        >
          <HeartIcon width={28} height={28} />
        </button>
      </div>
      <p className="deck-help muted">Swipe or use the arrow keys: right to like, left to pass.</p>
    </div>
  );
}
