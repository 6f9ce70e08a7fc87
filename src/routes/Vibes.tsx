// `/vibes`: describe a vibe in free text. Placeholder "Example: " + one of 11 examples; the button
// reads SEARCHING while busy; success goes to /cards with the results and query_info.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { VIBE_EXAMPLES } from '../app/presets';
import { MSG, SearchError } from '../app/searchErrors';
import { searchVibe } from '../app/data';
import type { CardsState } from '../app/cardsState';
import './search.css';

function randomExample(): string {
  return VIBE_EXAMPLES[Math.floor(Math.random() * VIBE_EXAMPLES.length)] ?? VIBE_EXAMPLES[0];
}

export default function Vibes() {
  const navigate = useNavigate();
  const [placeholder] = useState(() => `Example: ${randomExample()}`);
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (searching) return;
    const vibe = text.trim();
    if (!vibe) {
      setError(MSG.describeFirst);
      return;
    }
    setError(null);
    setSearching(true);
    try {
      const response = await searchVibe(vibe);
      const offline = response.offline;
      if (!response.success || response.results.length === 0) {
        setError(MSG.vibeEmptyVibes);
        setSearching(false);
        return;
      }
      const state: CardsState = {
        type: 'vibe',
        vibe,
        results: response.results,
        query_info: response.query_info,
        offline,
      };
      navigate('/cards', { state });
    } catch (err) {
      console.error(err instanceof SearchError ? err.message : err);
      setError(MSG.vibeConnection);
      setSearching(false);
    }
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
      <form onSubmit={(e) => void submit(e)} className="search-form" noValidate>
        <div className="field">
          <label htmlFor="vibe-text">Your vibe</label>
          <textarea
            id="vibe-text"
            className="textarea"
            placeholder={placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <p className="beta-note">Still in BETA. Recommendations are finding rhythm.</p>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn" disabled={searching || text === ''}>
          {searching ? 'SEARCHING' : 'Find Films'}
        </button>
      </form>
    </div>
  );
}
