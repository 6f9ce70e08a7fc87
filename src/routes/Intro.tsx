// `/`: the two-step intro. A pulsing arrow leads on; a "Continue" hint fades in after 4 s;
// the second step's Give It a Go button goes to /match.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowIcon } from '../components/art/Icons';
import { HeaderArt } from '../components/art/HeaderArt';
import { ContactSheet } from '../components/art/ContactSheet';

export const INTRO_HINT_MS = 4000;

export default function Intro() {
  const [step, setStep] = useState<1 | 2>(1);
  const [hint, setHint] = useState(false);

  useEffect(() => {
    const t = setTimeout(() => setHint(true), INTRO_HINT_MS);
    return () => clearTimeout(t);
  }, []);

  return (
    <div className="page intro">
      <ContactSheet className="intro-art" />
      {step === 1 ? (
        <section className="intro-step" aria-labelledby="intro-1">
          <p className="eyebrow">New York, on film</p>
          <h1 id="intro-1">
            Find films by <em>how they look</em>.
          </h1>
          <p className="lede">
            Mise matches movies by their colours, their light and their rooms, not by plot or genre.
            Start with a feeling, a shade or a handful of words.
          </p>
          <button
            type="button"
            className="intro-next"
            onClick={() => setStep(2)}
            aria-label="Continue"
          >
            <ArrowIcon className="intro-arrow" width={28} height={56} />
            <span className={`intro-hint${hint ? ' is-visible' : ''}`} aria-hidden={!hint}>
              Continue
            </span>
          </button>
        </section>
      ) : (
        <section className="intro-step is-second" aria-labelledby="intro-2">
          <HeaderArt scene="match" />
          <h1 id="intro-2">Seven films. Swipe what moves you.</h1>
          <p className="lede">
            Describe a vibe, pick a colour, choose a few words or roll the dice. Keep the films that
            catch your eye and Mise builds your own archive, on this phone, even underground.
          </p>
          <Link to="/match" className="btn">
            Give It a Go
          </Link>
        </section>
      )}
    </div>
  );
}
