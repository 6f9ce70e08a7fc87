// "Why it matched" on a film card: the look values asked for that the film holds ("Night ·
// Diner"), each asked colour beside the film's closest swatch with the distance in words ("very
// close", "close", …), and the matched words. A colour is never shown
// without saying what it is (docs/product.md#route-cards).
import type { CardFilm } from '../features/cards/cardFilm';
import { Swatches } from './Swatches';
import './WhyMatched.css';

/** Where the asked colours came from: a colour or palette the person chose, a photo, or words. */
export type AskedFrom = 'colour' | 'photo' | 'words';

const ASKED: Record<AskedFrom, string> = {
  colour: 'You asked',
  photo: 'Your photo',
  words: 'Your words',
};

export function WhyMatched({ film, asked = 'colour' }: { film: CardFilm; asked?: AskedFrom }) {
  const { whyPairs: pairs, whyColors: bare, whyTerms: terms, whyValues: values } = film;
  if (pairs.length === 0 && bare.length === 0 && terms.length === 0 && values.length === 0)
    return null;
  return (
    <div className="film-why">
      <span className="face-label">Why it matched</span>
      {values.length > 0 && (
        // The look-profile values asked for that the film holds (docs/look-profiles.md).
        <p className="why-values" aria-label="Matched look">
          {values.slice(0, 4).join(' · ')}
        </p>
      )}
      {pairs.length > 0 && (
        <>
          <span className="why-legend" aria-hidden="true">
            {ASKED[asked]} → in this film
          </span>
          <ul className="why-pairs" aria-label="Colours matched">
            {pairs.map((p) => (
              <li
                key={`${p.asked}-${p.film}`}
                className="why-pair"
                title={`${p.asked} → ${p.film}, ΔE ${p.deltaE.toFixed(1)}`}
              >
                <span className="why-chip" style={{ background: p.asked }} aria-hidden="true" />
                <span className="why-chip" style={{ background: p.film }} aria-hidden="true" />
                <span className="visually-hidden">
                  {ASKED[asked]} {p.asked}, the film has {p.film}:
                </span>
                <span className="why-words">{p.words}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {bare.length > 0 && (
        <span className="why-bare">
          <Swatches colors={bare} size="sm" label="Matched colours" />
          <span className="why-words">{bare.join(', ')}</span>
        </span>
      )}
      {terms.length > 0 && (
        <ul className="why-terms" aria-label="Matched terms">
          {terms.slice(0, 6).map((t) => (
            <li key={t}>{t}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
