// `/surprise`: one of 11 preset New York vibes, a dice that re-rolls (no repeats until all have
// been shown) and a Submit button that runs the vibe search.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Dice } from '../components/art/Dice';
import { SURPRISE_VIBES } from '../app/presets';
import { firstRoll, nextRoll } from '../app/rollWithoutRepeat';
import { MSG } from '../app/searchErrors';
import { searchVibe } from '../app/data';
import type { CardsState } from '../app/cardsState';
import './search.css';

export default function Surprise() {
  const navigate = useNavigate();
  const [roll, setRoll] = useState(() => firstRoll(SURPRISE_VIBES.length));
  const [rolling, setRolling] = useState(0);
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const vibe = SURPRISE_VIBES[roll.current] ?? SURPRISE_VIBES[0];

  const reroll = () => {
    setRoll((r) => nextRoll(r, SURPRISE_VIBES.length));
    setRolling((n) => n + 1);
    setError(null);
  };

  const submit = async () => {
    if (searching) return;
    setSearching(true);
    setError(null);
    try {
      const response = await searchVibe(vibe.trim());
      const offline = response.offline;
      if (!response.success || response.results.length === 0) {
        setError(MSG.vibeEmptySurprise);
        setSearching(false);
        return;
      }
      const state: CardsState = {
        type: 'surprise',
        vibe,
        results: response.results,
        query_info: response.query_info,
        offline,
      };
      navigate('/cards', { state });
    } catch (err) {
      console.error(err);
      setError(MSG.vibeConnection);
      setSearching(false);
    }
  };

  return (
    <div className="page page-narrow">
      <div className="page-head">
        <p className="eyebrow">Surprise me</p>
        <h1>Tonight’s vibe</h1>
      </div>
      <div className="stack">
        <p className="surprise-card" aria-live="polite" data-testid="surprise-vibe">
          {vibe}
        </p>
        <div className="row">
          <button type="button" className="dice-btn" onClick={reroll}>
            <Dice key={rolling} className={rolling ? 'is-rolling' : ''} width={44} height={44} />
            Roll again
          </button>
          <button type="button" className="btn" onClick={() => void submit()} disabled={searching}>
            {searching ? 'SEARCHING' : 'Submit'}
          </button>
        </div>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
