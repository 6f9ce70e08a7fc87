// One film as a card: tinted by its own palette, title and year, the aesthetic summary on the
// front and the synopsis on the back, the palette and why it matched (WhyMatched). The card
// takes the height it is given: its text scrolls inside it, with a "More" button while some is
// out of sight, so the deck's buttons stay on screen (docs/product.md#route-cards).
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import type { CardFilm } from '../features/cards/cardFilm';
import { Swatches } from './Swatches';
import { WhyMatched, type AskedFrom } from './WhyMatched';
import './FilmCard.css';

interface Props {
  film: CardFilm;
  flipped: boolean;
  /** Where the asked colours of "why it matched" came from. */
  asked?: AskedFrom;
  /** "In your watchlist · matched 2 times" when the film is already kept (docs/taste.md). */
  kept?: string | null;
  /** "Because you kept Taxi Driver and Mean Streets" on a "For you" card. */
  because?: string | null;
}

function tint(film: CardFilm): CSSProperties {
  // Tint from the film's own palette: the base from its main colour, the glows from the next two.
  const [a = '#3a2a1d', b = '#1d2a29', c = a] = film.hexCodes;
  return { '--c1': a, '--c2': b, '--c3': c } as CSSProperties;
}

/** Whether the card's text runs past its bottom edge, kept up to date as it scrolls or resizes. */
function useOverflow(deps: unknown[]) {
  const ref = useRef<HTMLDivElement>(null);
  const [below, setBelow] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (el) setBelow(el.scrollTop + el.clientHeight < el.scrollHeight - 4);
  }, []);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.scrollTop = 0;
    measure();
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return { ref, below, measure };
}

export function FilmCard({ film, flipped, asked, kept = null, because = null }: Props) {
  const year = film.year ?? 'Unknown Year';
  const body = useOverflow([film.movieId, flipped]);
  const more = () => {
    const el = body.ref.current;
    if (el) el.scrollBy({ top: el.clientHeight * 0.75, behavior: 'smooth' });
  };
  return (
    <div className="film-card" style={tint(film)}>
      {film.hexCodes.length > 0 && (
        <div className="film-strip" aria-hidden="true">
          {film.hexCodes.map((c, i) => (
            <span key={`${c}-${i}`} style={{ background: c }} />
          ))}
        </div>
      )}
      <div
        className="film-body"
        ref={body.ref}
        onScroll={body.measure}
        tabIndex={0}
        role="group"
        aria-label={`About ${film.title}`}
      >
        <h2 className="film-title">
          {film.title} <span className="film-year">({year})</span>
        </h2>
        {kept && (
          <p className="film-kept" data-testid="film-kept">
            {kept}
          </p>
        )}
        {because && (
          <p className="film-because" data-testid="film-because">
            {because}
          </p>
        )}
        {film.depictedDecade && <p className="film-decade">Set in the {film.depictedDecade}</p>}
        {(film.boroughs.length > 0 ||
          film.colorMode === 'black-and-white' ||
          film.newYork === 'part') && (
          <p className="film-place">
            {film.boroughs.length > 0 && (
              <span className="film-borough" title="Borough">
                {film.boroughs.join(' · ')}
              </span>
            )}
            {film.colorMode !== null && film.colorMode !== 'colour' && (
              <span className="film-mode">
                {film.colorMode === 'mixed' ? 'Colour and black-and-white' : 'Black-and-white'}
              </span>
            )}
            {film.newYork === 'part' && <span className="film-share">Partly in New York</span>}
          </p>
        )}
        <div key={flipped ? 'back' : 'front'} className="film-face">
          {flipped ? (
            <>
              <h3 className="face-label">Synopsis</h3>
              <p>{film.synopsis || 'No synopsis yet for this film.'}</p>
            </>
          ) : (
            <>
              <h3 className="face-label">The look</h3>
              <p>{film.summary}</p>
            </>
          )}
        </div>
        <WhyMatched film={film} asked={asked} />
        {film.hexCodes.length > 0 && (
          <div className="film-palette">
            <span className="face-label">Palette</span>
            <Swatches colors={film.hexCodes} size="sm" label={`Palette of ${film.title}`} />
          </div>
        )}
      </div>
      {body.below && (
        <button type="button" className="film-more" onClick={more}>
          More<span className="visually-hidden"> about {film.title}</span>
        </button>
      )}
    </div>
  );
}
