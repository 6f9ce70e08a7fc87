// `/vibes`: describe a vibe in free text. Placeholder "Example: " + one of 11 examples; a counter
// near the 500-character limit (never a silent cut); Enter searches on a desktop keyboard
// (Shift+Enter for a new line); a message clears as the person types; "No movies found" suggests
// what to try next. Success goes to /cards with the results and query_info.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { ErrorAlert } from '../components/Field';
import { VIBE_EXAMPLES } from '../features/search/presets';
import { MSG } from '../features/search/searchErrors';
import { useVibeSearch } from '../features/search/useVibeSearch';
import { readText, useKeptQuery } from '../features/search/useKeptQuery';
import { RefineControl } from '../components/RefineControl';
import { readRefine } from '../features/search/refineChoices';
import type { Refine } from '../features/search/refineChoices';
import { vibeLength } from '../features/search/vibeLength';
import './search.css';

function randomExample(): string {
  return VIBE_EXAMPLES[Math.floor(Math.random() * VIBE_EXAMPLES.length)] ?? VIBE_EXAMPLES[0];
}

/** A physical keyboard with a fine pointer: there Enter searches; on a phone it is a new line. */
const desktopKeyboard = () => window.matchMedia('(hover: hover) and (pointer: fine)').matches;

export default function Vibes() {
  const [placeholder] = useState(() => `Example: ${randomExample()}`);
  const [text, setText] = useKeptQuery('vibes', () => '', readText);
  const [refine, setRefine] = useKeptQuery<Refine>('vibes-refine', () => ({}), readRefine);
  const { searching, error, setError, run } = useVibeSearch('vibe', MSG.vibeEmptyVibes);
  const counterId = useId();
  const length = vibeLength(text.length);

  const submit = () => {
    if (searching || length.over) return;
    const vibe = text.trim();
    if (!vibe) {
      setError(MSG.describeFirst);
      return;
    }
    void run(vibe, refine);
  };

  return (
    <div className="page page-narrow">
      <div className="page-head">
        <HeaderArt scene="vibes" />
        <p className="eyebrow">Describe a vibe</p>
        <h1>What should it feel like?</h1>
        <p className="lede">
          Tell us the look you are after: a place, a season, a decade, a kind of light. Mise finds
          New York films that feel the same.
        </p>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="search-form"
        noValidate
      >
        <div className="field">
          <label htmlFor="vibe-text">Your vibe</label>
          <textarea
            id="vibe-text"
            className="textarea"
            placeholder={placeholder}
            value={text}
            enterKeyHint="search"
            aria-describedby={length.show ? counterId : undefined}
            aria-invalid={length.over || undefined}
            onChange={(e) => {
              setText(e.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
              if (!desktopKeyboard()) return;
              e.preventDefault();
              submit();
            }}
          />
          {length.show && (
            <p
              id={counterId}
              className={`vibe-count${length.over ? ' is-over' : ''}`}
              data-testid="vibe-count"
            >
              {length.text}
            </p>
          )}
        </div>
        <RefineControl value={refine} onChange={setRefine} />
        <p className="beta-note">Still in BETA. Recommendations are finding rhythm.</p>
        {error === MSG.vibeEmptyVibes ? (
          <div className="alert alert-error" role="alert">
            <p>{MSG.vibeEmptyVibes}</p>
            <p>
              Try shorter words (a place, a decade, a kind of light),{' '}
              <Link to="/color">pick a colour</Link> or{' '}
              <Link to="/surprise">let Mise surprise you</Link>.
            </p>
          </div>
        ) : (
          <ErrorAlert error={error} />
        )}
        <button type="submit" className="btn" disabled={searching || text === '' || length.over}>
          {searching ? 'SEARCHING' : 'Find Films'}
        </button>
      </form>
    </div>
  );
}
