// `/surprise`: one of 11 preset New York vibes, a dice that re-rolls (no repeats until all have
// been shown) and a Submit button that runs the vibe search.
import { useState } from 'react';
import { Dice } from '../components/art/Dice';
import { ErrorAlert } from '../components/Field';
import { SURPRISE_VIBES } from '../features/search/presets';
import { firstRoll, nextRoll } from '../features/search/rollWithoutRepeat';
import { MSG } from '../features/search/searchErrors';
import { useVibeSearch } from '../features/search/useVibeSearch';
import './search.css';

export default function Surprise() {
  const [roll, setRoll] = useState(() => firstRoll(SURPRISE_VIBES.length));
  const [rolling, setRolling] = useState(0);
  const { searching, error, setError, run } = useVibeSearch('surprise', MSG.vibeEmptySurprise);
  const vibe = SURPRISE_VIBES[roll.current] ?? SURPRISE_VIBES[0];

  const reroll = () => {
    setRoll((r) => nextRoll(r, SURPRISE_VIBES.length));
    setRolling((n) => n + 1);
    setError(null);
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
          <button
            type="button"
            className="btn"
            onClick={() => void run(vibe.trim())}
            disabled={searching}
          >
            {searching ? 'SEARCHING' : 'Submit'}
          </button>
        </div>
        <ErrorAlert error={error} />
      </div>
    </div>
  );
}
