// `/match`: the hub. Three ways in, the Surprise Me dice that shakes 0.4 s before /surprise, and
// once the watchlist holds 3 films, "For you": a deck made from the look of the watchlist
// (docs/taste.md).
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Dice } from '../components/art/Dice';
import { FOR_YOU_MIN, forYouState } from '../features/cards/forYou';
import { recentPasses, useKeptFilms } from '../data';
import './Match.css';

export const DICE_SHAKE_MS = 400;

const ENTRIES = [
  {
    to: '/vibes',
    title: 'Describe a Vibe',
    text: 'Late-night diners, autumn light, 1970s grit.',
    tone: 'vibe',
  },
  {
    to: '/color',
    title: 'Pick a Color',
    text: 'One shade, or a whole film’s palette.',
    tone: 'color',
  },
  {
    to: '/words',
    title: 'Choose Keywords',
    text: 'Three to seven words: grainy, neon, bodega…',
    tone: 'words',
  },
] as const;

export default function Match() {
  const navigate = useNavigate();
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const keptFilms = useKeptFilms();
  const kept = keptFilms.length;

  const forYou = async () => {
    // Passes are read when asked for: one made a moment ago on another tab counts too.
    const passed = await recentPasses().catch(() => []);
    void navigate('/cards', { state: forYouState(keptFilms, passed, Date.now()) });
  };

  const surprise = () => {
    if (shaking) return;
    setShaking(true);
    timer.current = setTimeout(() => navigate('/surprise'), DICE_SHAKE_MS);
  };

  return (
    <div className="page">
      <div className="page-head">
        <p className="eyebrow">Match by</p>
        <h1>How do you want to find a film?</h1>
      </div>
      <ul className="match-grid">
        {kept >= FOR_YOU_MIN && (
          <li>
            <button type="button" className="match-card match-foryou" onClick={() => void forYou()}>
              <span className="match-title">For You</span>
              <span className="match-text">
                Made from the look of the {kept} films on your watchlist.
              </span>
            </button>
          </li>
        )}
        {ENTRIES.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className={`match-card match-${e.tone}`}>
              <span className="match-title">{e.title}</span>
              <span className="match-text">{e.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="match-card match-dice" onClick={surprise}>
            <Dice className={`dice${shaking ? ' is-shaking' : ''}`} width={56} height={56} />
            <span className="match-title">Surprise Me</span>
            <span className="match-text">Roll for a New York vibe.</span>
          </button>
        </li>
      </ul>
    </div>
  );
}
