// The end of a deck: "Watchlist complete, curated by your ...", the films kept from this search, a
// popcorn that wiggles and then opens the watchlist, "Next films" of the same search when there
// may be more, Rewind to the last card, a Go button back to /match, and "Missing a film?".
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Popcorn } from './art/Popcorn';
import { MissingFilm } from './MissingFilm';
import { curatedBy } from '../features/cards/cardsState';
import type { CardsSearchType } from '../features/cards/cardsState';
import type { DeckDecision } from '../features/cards/deckState';
import type { MoreState } from '../features/cards/useDeck';
import './CompletionScreen.css';

export const WIGGLE_MS = 600;

interface Props {
  type: CardsSearchType | undefined;
  /** What a "More like this" or "For you" deck was made from ("More like Taxi Driver"). */
  madeFrom?: string | null;
  kept: DeckDecision[];
  /** Loads the next films of the same search; absent when there is no search or no more. */
  onNext?: () => void;
  more: MoreState;
  /** Takes back the last decision of the page (its like undone). */
  onRewind?: () => void;
  /** The search had no films past those shown. */
  noMore?: boolean;
}

export function CompletionScreen({
  type,
  madeFrom = null,
  kept,
  onNext,
  more,
  onRewind,
  noMore = false,
}: Props) {
  const navigate = useNavigate();
  const [wiggle, setWiggle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="page page-narrow completion">
      <h1>Watchlist complete, curated by your {curatedBy(type)}.</h1>
      {madeFrom && (
        <p className="made-from" data-testid="made-from">
          {madeFrom}
        </p>
      )}
      {noMore && <p className="muted">No more films for this search.</p>}
      {kept.length > 0 ? (
        <section className="kept" aria-labelledby="kept-heading">
          <h2 id="kept-heading" className="kept-heading">
            Kept on your watchlist ({kept.length})
          </h2>
          <ul className="kept-list">
            {kept.map((k) => (
              <li key={`${k.movieId}-${k.at}`}>
                {k.title} <span className="muted">({k.year ?? 'Unknown Year'})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="muted">You kept none of these films.</p>
      )}
      <button
        type="button"
        className="popcorn-btn"
        aria-label="Open your watchlist"
        onClick={() => {
          setWiggle(true);
          timer.current = setTimeout(() => navigate('/watchlist'), WIGGLE_MS);
        }}
      >
        <Popcorn className={wiggle ? 'wiggle' : ''} width={150} height={178} />
      </button>
      <div className="completion-actions">
        {onRewind && (
          <button type="button" className="btn btn-ghost" onClick={onRewind}>
            Back to the last film
          </button>
        )}
        {onNext && (
          <button
            type="button"
            className="btn btn-ghost"
            onClick={onNext}
            disabled={more === 'loading'}
          >
            {more === 'loading' ? 'Finding more...' : 'Next films'}
          </button>
        )}
        <Link to="/match" className="btn">
          Go
        </Link>
      </div>
      {more === 'failed' && (
        <p className="error-text" role="alert">
          Could not load more films. Check your connection and try again.
        </p>
      )}
      <MissingFilm />
    </div>
  );
}
