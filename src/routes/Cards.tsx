// `/cards`: the deck. 7 cards (or fewer if fewer matched), then the completion screen with the
// kept films and "Next films". Like, dislike, swipe (80 px, flies 400 px) and arrow keys each
// advance by one; nothing advances while a like is saving and a failed save still advances. After
// each decision an Undo shows for a few seconds, and Rewind takes back the last card of the page
// (a like undone leaves no trace on the account). The deck is kept per history entry, so a reload
// resumes where it was (docs/product.md#route-cards). "SEE SYNOPSIS" shows for 4 s or until the
// first card is handled; the card flips back to its front on every new card.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FilmCard } from '../components/FilmCard';
import { CompletionScreen } from '../components/CompletionScreen';
import { UndoToast } from '../components/UndoToast';
import { UNDO_MS } from '../features/watchlist/undoOffer';
import { CrossIcon, FlipIcon, HeartIcon } from '../components/art/Icons';
import { askedFrom, moreLikeState, readCardsState } from '../features/cards/cardsState';
import { toFilmInput } from '../features/cards/cardFilm';
import { deckOrigin, madeFrom } from '../features/cards/deckOrigin';
import { becauseLabel, keptLabel } from '../features/cards/tasteLabels';
import {
  currentFilm,
  decide,
  isDone,
  keptFilms,
  lastDecision,
  rewind,
} from '../features/cards/deckState';
import type { DeckDecision } from '../features/cards/deckState';
import { likeSource } from '../features/cards/likeSource';
import { useDeck } from '../features/cards/useDeck';
import { useFitViewport } from '../features/cards/useFitViewport';
import { useCoarsePointer } from '../features/cards/usePointerKind';
import { useSwipe } from '../features/cards/useSwipe';
import type { SwipeDirection } from '../features/cards/useSwipe';
import { forgetPass, likeFilm, recordPass, undoWatchlistWrite, useKeptFilms } from '../data';
import type { UndoReceipt } from '../data';
import './Cards.css';

export const HINT_MS = 4000;

const toastText = (d: DeckDecision) =>
  `${d.kind === 'like' ? 'Kept' : 'Passed'} “${d.title}”${d.kind === 'like' ? ' on your watchlist' : ''}`;

// "More like this" opens /cards from /cards: each history entry is its own deck.
export default function Cards() {
  const location = useLocation();
  return <Deck key={location.key} />;
}

function Deck() {
  const location = useLocation();
  const navigate = useNavigate();
  const [state] = useState(() => readCardsState(location.state));
  const onWatchlist = useKeptFilms();
  const { deck, setDeck, nextFilms, more } = useDeck(state, location.key);
  const [flipped, setFlipped] = useState(false);
  const [hint, setHint] = useState(true);
  const [saving, setSaving] = useState(false);
  const savingRef = useRef(false);
  const [undoing, setUndoing] = useState(false);
  const [undoError, setUndoError] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const coarse = useCoarsePointer();
  const fitRef = useFitViewport<HTMLDivElement>();

  useEffect(() => {
    const t = setTimeout(() => setHint(false), HINT_MS);
    return () => clearTimeout(t);
  }, []);

  const film = deck ? currentFilm(deck) : undefined;
  const done = deck ? isDone(deck) : false;
  const last = deck ? lastDecision(deck) : undefined;
  const offerUndo = last !== undefined && last.at + UNDO_MS > now;

  // The Undo offer ends UNDO_MS after the decision (Rewind stays).
  useEffect(() => {
    if (!last) return;
    const left = last.at + UNDO_MS - Date.now();
    if (left <= 0) return;
    const t = setTimeout(() => setNow(Date.now()), left + 20);
    return () => clearTimeout(t);
  }, [last]);

  const record = useCallback(
    (kind: 'like' | 'pass', receipt: UndoReceipt | null) => {
      if (!film) return;
      const at = Date.now();
      setDeck((d) =>
        d
          ? decide(d, {
              movieId: film.movieId,
              title: film.title,
              year: film.year,
              kind,
              receipt,
              at,
            })
          : d,
      );
      setNow(at);
      setUndoError(null);
      setHint(false);
      setFlipped(false);
      // Remembered on this device only, for the "For you" deck (docs/taste.md).
      if (kind === 'pass')
        recordPass(film.movieId, at).catch((e) => console.error('Remembering a pass failed', e));
    },
    [film, setDeck],
  );

  const like = useCallback(async () => {
    if (!film || savingRef.current) return; // like is blocked while a save is in progress
    savingRef.current = true;
    setSaving(true);
    let receipt: UndoReceipt | null = null;
    try {
      receipt = await likeFilm(toFilmInput(film), likeSource(state));
    } catch (e) {
      console.error('Saving the like failed', e); // a failed save still advances
    } finally {
      savingRef.current = false;
      setSaving(false);
      record('like', receipt);
    }
  }, [film, state, record]);

  const undo = useCallback(async () => {
    if (!last || undoing || savingRef.current) return;
    setUndoing(true);
    try {
      if (last.receipt) await undoWatchlistWrite(last.receipt);
      // A pass taken back is forgotten; failing that only leaves it out of "For you" a while.
      if (last.kind === 'pass')
        await forgetPass(last.movieId).catch((e) => console.error('Forgetting a pass failed', e));
      setDeck((d) => (d ? rewind(d) : d));
      setFlipped(false);
      setNow(Date.now());
      setUndoError(null);
    } catch (e) {
      console.error('Undo failed', e);
      setUndoError('Could not undo that. Your watchlist still has it; remove it there.');
    } finally {
      setUndoing(false);
    }
  }, [last, undoing, setDeck]);

  // While a like is saving, the deck stands still: a pass then would skip the next card unseen.
  const onSwipe = useCallback(
    (dir: SwipeDirection) => {
      if (savingRef.current) return;
      if (dir === 'right') void like();
      else record('pass', null);
    },
    [like, record],
  );
  const swipe = useSwipe(onSwipe, !!film && !saving && !undoing);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!film || e.altKey || e.ctrlKey || e.metaKey) return;
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return;
      if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
      e.preventDefault();
      if (savingRef.current) return;
      swipe.fly(e.key === 'ArrowRight' ? 'right' : 'left');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [film, swipe]);

  const toast =
    offerUndo && last ? (
      <UndoToast
        className="deck-toast"
        message={toastText(last)}
        onUndo={() => void undo()}
        busy={undoing}
        undoLabel={`Undo ${last.kind === 'like' ? 'keeping' : 'passing'} ${last.title}`}
      />
    ) : null;
  const undoAlert = undoError ? (
    <p className="error-text" role="alert">
      {undoError}
    </p>
  ) : null;

  if (deck && done)
    return (
      <>
        <CompletionScreen
          type={state?.type}
          madeFrom={madeFrom(state)}
          kept={keptFilms(deck)}
          onNext={deck.more ? () => void nextFilms() : undefined}
          more={more}
          onRewind={last ? () => void undo() : undefined}
        />
        <div className="page page-narrow completion-undo">
          {undoAlert}
          {toast}
        </div>
      </>
    );

  if (deck && deck.films.length === 0 && deck.offset > 0)
    return (
      <CompletionScreen
        type={state?.type}
        madeFrom={madeFrom(state)}
        kept={keptFilms(deck)}
        noMore
        more={more}
        onRewind={undefined}
      />
    );

  if (!film) {
    return (
      <div className="page page-narrow">
        <p className="loading" role="status">
          {state ? 'Finding your perfect matches...' : 'Loading movies...'}
        </p>
      </div>
    );
  }

  const origin = deckOrigin(state);
  const keptItem = onWatchlist.find((i) => i.movie_id === film.movieId);
  const because = state?.type === 'foryou' ? becauseLabel(film.whyFrom) : null;
  const position = (deck?.index ?? 0) + 1;
  const total = deck?.films.length ?? 0;

  return (
    <div className="page page-narrow cards-page" ref={fitRef}>
      <div className="cards-top">
        <p className="eyebrow" aria-live="polite">
          Film {position} of {total}
        </p>
        {deck?.offline && <span className="offline-tag">Offline results</span>}
        <button
          type="button"
          className="btn btn-small btn-ghost more-like"
          onClick={() => navigate('/cards', { state: moreLikeState(film.movieId, film.title) })}
        >
          More like this<span className="visually-hidden"> film: {film.title}</span>
        </button>
      </div>
      {origin ? (
        <p className="deck-origin">
          <span className="deck-origin-label">{origin.label}:</span>{' '}
          {origin.colors.length > 0 && (
            <span className="deck-origin-colors" aria-hidden="true">
              {origin.colors.slice(0, 8).map((c, i) => (
                <span key={`${c}-${i}`} style={{ background: c }} />
              ))}
            </span>
          )}
          {origin.text ?? <span className="visually-hidden">{origin.colors.join(', ')}</span>}
        </p>
      ) : (
        <p className="deck-origin deck-sample">
          A sample deck, not a search. <Link to="/match">Find films for your taste</Link>
        </p>
      )}
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
          <FilmCard
            film={film}
            flipped={flipped}
            asked={askedFrom(state?.type)}
            kept={keptItem ? keptLabel(keptItem.like_count) : null}
            because={because}
          />
          {swipe.dx > 40 && <span className="stamp stamp-like">Like</span>}
          {swipe.dx < -40 && <span className="stamp stamp-nope">Pass</span>}
        </div>
        {toast}
      </div>
      {undoAlert}
      <div className="deck-controls">
        <button
          type="button"
          className="round-btn round-rewind"
          aria-label={last ? `Back to ${last.title}` : 'Back to the last film'}
          disabled={!last || saving || undoing}
          onClick={() => void undo()}
        >
          <RewindIcon />
        </button>
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
      <p className="deck-help muted" data-testid="deck-hint">
        {coarse
          ? 'Swipe the card: right to like, left to pass.'
          : 'Use the arrow keys: → to like, ← to pass.'}
      </p>
    </div>
  );
}

function RewindIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M9 7H4V2M4.5 7A8.5 8.5 0 1 1 3.5 13"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
