// The end of a deck: "Watchlist complete, curated by your ...", a popcorn that wiggles and then
// opens the watchlist, and a Go button back to /match.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Popcorn } from './art/Popcorn';
import { curatedBy } from '../features/cards/cardsState';
import type { CardsSearchType } from '../features/cards/cardsState';
import './CompletionScreen.css';

export const WIGGLE_MS = 600;

export function CompletionScreen({ type }: { type: CardsSearchType | undefined }) {
  const navigate = useNavigate();
  const [wiggle, setWiggle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div className="page page-narrow completion">
      <h1>Watchlist complete, curated by your {curatedBy(type)}.</h1>
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
      <Link to="/match" className="btn">
        Go
      </Link>
    </div>
  );
}
