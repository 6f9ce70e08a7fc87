// One film as a card: tinted by its own palette, title and year, the aesthetic summary on the
// front and the synopsis on the back, the palette and why it matched (WhyMatched).
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
}

function tint(film: CardFilm): CSSProperties {
  // Tint from the film's own palette: the base from its main colour, the glows from the next two.
  const [a = '#3a2a1d', b = '#1d2a29', c = a] = film.hexCodes;
  return { '--c1': a, '--c2': b, '--c3': c } as CSSProperties;
}

export function FilmCard({ film, flipped, asked }: Props) {
  const year = film.year ?? 'Unknown Year';
  return (
    <div className="film-card" style={tint(film)}>
      {film.hexCodes.length > 0 && (
        <div className="film-strip" aria-hidden="true">
          {film.hexCodes.map((c, i) => (
            <span key={`${c}-${i}`} style={{ background: c }} />
          ))}
        </div>
      )}
      <div className="film-body">
        <h2 className="film-title">
          {film.title} <span className="film-year">({year})</span>
        </h2>
        {film.depictedDecade && <p className="film-decade">Set in the {film.depictedDecade}</p>}
        {(film.boroughs.length > 0 || film.colorMode === 'black-and-white') && (
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
    </div>
  );
}
