// `/vibes`: describe a vibe in free text. Placeholder "Example: " + one of 11 examples; the button
// reads SEARCHING while busy; success goes to /cards with the results and query_info.
import { useState } from 'react';
import { HeaderArt } from '../components/art/HeaderArt';
import { ErrorAlert } from '../components/Field';
import { VIBE_EXAMPLES } from '../features/search/presets';
import { MSG } from '../features/search/searchErrors';
import { useVibeSearch } from '../features/search/useVibeSearch';
import { readText, useKeptQuery } from '../features/search/useKeptQuery';
import { VIBE_MAX_CHARS } from '../core/search/types';
import { RefineControl } from '../components/RefineControl';
import { readRefine } from '../features/search/refineChoices';
import type { Refine } from '../features/search/refineChoices';
import './search.css';

function randomExample(): string {
  return VIBE_EXAMPLES[Math.floor(Math.random() * VIBE_EXAMPLES.length)] ?? VIBE_EXAMPLES[0];
}

export default function Vibes() {
  const [placeholder] = useState(() => `Example: ${randomExample()}`);
  const [text, setText] = useKeptQuery('vibes', () => '', readText);
  const [refine, setRefine] = useKeptQuery<Refine>('vibes-refine', () => ({}), readRefine);
  const { searching, error, setError, run } = useVibeSearch('vibe', MSG.vibeEmptyVibes);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (searching) return;
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
      <form onSubmit={submit} className="search-form" noValidate>
        <div className="field">
          <label htmlFor="vibe-text">Your vibe</label>
          <textarea
            id="vibe-text"
            className="textarea"
            placeholder={placeholder}
            value={text}
            maxLength={VIBE_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <RefineControl value={refine} onChange={setRefine} />
        <p className="beta-note">Still in BETA. Recommendations are finding rhythm.</p>
        <ErrorAlert error={error} />
        <button type="submit" className="btn" disabled={searching || text === ''}>
          {searching ? 'SEARCHING' : 'Find Films'}
        </button>
      </form>
    </div>
  );
}
