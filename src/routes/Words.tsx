// `/words`: pick 3 to 7 words from 75 suggestions or type your own (Enter or Space commits).
// At the limit a message offers to submit; the search then opens /cards. "Refine" narrows it by
// decades, colour mode, borough and format (docs/look-profiles.md#refining), kept like the words.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { SUGGESTED_WORDS } from '../features/search/presets';
import { MAX_WORDS, addWord, counterText, removeWord } from '../features/search/wordPicker';
import { MSG, listSearchMessage } from '../features/search/searchErrors';
import { isCancelled, useSearchSignal } from '../features/search/useSearchSignal';
import { searchWords } from '../data';
import { KEYWORD_MAX_CHARS } from '../core/search/types';
import type { CardsState } from '../features/cards/cardsState';
import './search.css';
import './Words.css';
import { ErrorAlert } from '../components/Field';
import { readWords, useKeptQuery } from '../features/search/useKeptQuery';
import { RefineControl } from '../components/RefineControl';
import { readRefine, refineToSend } from '../features/search/refineChoices';
import type { Refine } from '../features/search/refineChoices';

export default function Words() {
  const navigate = useNavigate();
  const [selected, setSelected] = useKeptQuery<string[]>('words', () => [], readWords);
  const [refine, setRefine] = useKeptQuery<Refine>('words-refine', () => ({}), readRefine);
  const [typed, setTyped] = useState('');
  const [searching, setSearching] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = useRef(false);
  const full = selected.length >= MAX_WORDS;

  const commit = (raw: string) => {
    setSelected((s) => addWord(s, raw));
    setTyped('');
  };

  const nextSignal = useSearchSignal();
  const submit = async () => {
    if (busy.current) return; // a repeat submit while searching is ignored
    if (selected.length === 0) {
      setError(MSG.selectWord);
      return;
    }
    busy.current = true;
    setSearching(true);
    setError(null);
    try {
      const narrowed = refineToSend(refine);
      const response = await searchWords(selected, nextSignal(), 0, narrowed);
      const offline = response.offline;
      if (!response.success || response.results.length === 0) throw new Error('empty');
      const state: CardsState = {
        type: 'words',
        words: selected,
        results: response.results,
        offline,
        ...(narrowed ? { refine: narrowed } : {}),
      };
      void navigate('/cards', { state });
    } catch (err) {
      if (isCancelled(err)) return;
      console.error(err);
      setError(listSearchMessage(err));
      busy.current = false;
      setSearching(false);
    }
  };

  return (
    <div className="page">
      <div className="page-head">
        <HeaderArt scene="words" />
        <p className="eyebrow">Choose keywords</p>
        <h1>Say it in a few words</h1>
        <p className="lede">
          Select provided words or type your own, combining 3 to 7 words that describe the look you
          want.
        </p>
      </div>

      <section aria-labelledby="chosen-h" className="panel words-chosen">
        <h2 id="chosen-h" className="visually-hidden">
          Your words
        </h2>
        <p className="words-counter" aria-live="polite">
          {counterText(selected.length)}
        </p>
        <ul className="chip-row" aria-label="Selected words">
          {selected.map((w) => (
            <li key={w} className="chip chip-selected">
              <span>{w}</span>
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${w}`}
                onClick={() => setSelected((s) => removeWord(s, w))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <div className="field words-input">
          <label htmlFor="word-input">Type your own word</label>
          <input
            id="word-input"
            className="input"
            value={typed}
            maxLength={KEYWORD_MAX_CHARS}
            disabled={full}
            placeholder={full ? 'Limit reached' : 'e.g. rain-soaked'}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                commit(typed);
              }
            }}
          />
        </div>
        {full && (
          <button type="button" className="limit-note" onClick={() => void submit()}>
            {MSG.wordLimit}
          </button>
        )}
        <RefineControl value={refine} onChange={setRefine} />
        <ErrorAlert error={error} />
        <button type="button" className="btn" onClick={() => void submit()} disabled={searching}>
          {searching ? 'SEARCHING' : 'Submit'}
        </button>
      </section>

      <section aria-labelledby="suggest-h" className="words-suggest">
        <h2 id="suggest-h">Suggestions</h2>
        <ul className="chip-row">
          {SUGGESTED_WORDS.map((w) => {
            const on = selected.includes(w);
            return (
              <li key={w}>
                <button
                  type="button"
                  className={`chip${on ? ' chip-on' : ''}`}
                  aria-pressed={on}
                  disabled={!on && full}
                  onClick={() => setSelected((s) => (on ? removeWord(s, w) : addWord(s, w)))}
                >
                  {w}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
