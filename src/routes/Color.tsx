// `/color`: a colour picker starting on one of 25 presets (shown upper-case), the "Roll to
// Reveal a Palette" dice over archive films with at least 5 colours, and a photo's palette read
// on the device (docs/photo.md). Each one searches and opens /cards; on failure the button resets.
// "Refine" narrows all three by decades, colour mode, borough and format
// (docs/look-profiles.md#refining), kept like the colour.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { HeaderArt } from '../components/art/HeaderArt';
import { Dice } from '../components/art/Dice';
import { Swatches } from '../components/Swatches';
import { COLOR_PRESETS } from '../features/search/presets';
import { FINAL_PICK_MS, flashDelays, randomIndex } from '../features/search/paletteRoll';
import { MSG, listSearchMessage } from '../features/search/searchErrors';
import { isCancelled, useSearchSignal } from '../features/search/useSearchSignal';
import { searchColor, searchPalette, usePalettes } from '../data';
import type { CardsState } from '../features/cards/cardsState';
import './search.css';
import './Color.css';
import { ErrorAlert } from '../components/Field';
import { PhotoPicker } from '../components/PhotoPicker';
import { readHex, useKeptQuery } from '../features/search/useKeptQuery';
import { RefineControl } from '../components/RefineControl';
import { readRefine, refineToSend } from '../features/search/refineChoices';
import type { Refine } from '../features/search/refineChoices';

export default function Color() {
  const navigate = useNavigate();
  const palettes = usePalettes();
  const [color, setColor] = useKeptQuery<string>(
    'color',
    () => COLOR_PRESETS[randomIndex(COLOR_PRESETS.length)] ?? COLOR_PRESETS[0],
    readHex,
  );
  const [refine, setRefine] = useKeptQuery<Refine>('color-refine', () => ({}), readRefine);
  const [pick, setPick] = useState<number | null>(null);
  const [rolling, setRolling] = useState(false);
  const [busy, setBusy] = useState<'color' | 'palette' | 'photo' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const list = palettes.palettes;
  const chosen = pick !== null ? list[pick] : undefined;

  const roll = () => {
    if (rolling || list.length === 0) return;
    setRolling(true);
    setError(null);
    let at = 0;
    for (const delay of flashDelays()) {
      at += delay;
      timers.current.push(setTimeout(() => setPick(randomIndex(list.length)), at));
    }
    timers.current.push(
      setTimeout(() => {
        setPick(randomIndex(list.length));
        setRolling(false);
      }, at + FINAL_PICK_MS),
    );
  };

  const nextSignal = useSearchSignal();
  const run = async (kind: 'color' | 'palette' | 'photo', photoHexes: string[] = []) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      const hex = color.toUpperCase();
      const narrowed = refineToSend(refine);
      const response =
        kind === 'color'
          ? await searchColor(hex, nextSignal(), 0, narrowed)
          : kind === 'photo'
            ? await searchPalette(undefined, photoHexes, nextSignal(), 0, narrowed)
            : await searchPalette(
                chosen?.movie_id,
                chosen?.colors ?? [],
                nextSignal(),
                0,
                narrowed,
              );
      const offline = response.offline;
      if (!response.success || response.results.length === 0) throw new Error('empty');
      const { results } = response;
      const kept = narrowed ? { refine: narrowed } : {};
      const state: CardsState =
        kind === 'color'
          ? { type: 'color', color: hex, results, offline, ...kept }
          : kind === 'photo'
            ? { type: 'photo', palette: { hexCodes: photoHexes }, results, offline, ...kept }
            : {
                type: 'palette',
                palette: { movieId: chosen?.movie_id, hexCodes: chosen?.colors ?? [] },
                results,
                offline,
                ...kept,
              };
      void navigate('/cards', { state });
    } catch (err) {
      if (isCancelled(err)) return;
      console.error(err);
      setError(listSearchMessage(err));
      setBusy(null);
    }
  };

  return (
    <div className="page">
      <div className="page-head">
        <HeaderArt scene="color" />
        <p className="eyebrow">Pick a color</p>
        <h1>Start from a shade</h1>
        <p className="lede">
          Choose one colour, roll for the palette of a film from the archive, or match the colours
          of a photo.
        </p>
      </div>
      <div className="color-refine">
        <RefineControl value={refine} onChange={setRefine} />
      </div>
      <ErrorAlert error={error} />
      <div className="color-grid">
        <section className="panel color-panel" aria-labelledby="one-colour">
          <h2 id="one-colour">One colour</h2>
          <div className="color-pick">
            <label htmlFor="color-input" className="color-well" style={{ background: color }}>
              <span className="visually-hidden">Colour</span>
            </label>
            <input
              id="color-input"
              type="color"
              className="color-input"
              value={color.toLowerCase()}
              onChange={(e) => setColor(e.target.value.toUpperCase())}
            />
            <output htmlFor="color-input" className="color-hex" data-testid="color-hex">
              {color.toUpperCase()}
            </output>
          </div>
          <ul className="preset-row" aria-label="Preset colours">
            {COLOR_PRESETS.map((c) => (
              <li key={c}>
                <button
                  type="button"
                  className={`preset${c === color ? ' is-on' : ''}`}
                  style={{ background: c }}
                  aria-label={`Use ${c}`}
                  aria-pressed={c === color}
                  onClick={() => setColor(c)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="btn"
            disabled={busy !== null}
            onClick={() => void run('color')}
          >
            {busy === 'color' ? 'SEARCHING' : 'Submit'}
          </button>
        </section>

        <section className="panel color-panel" aria-labelledby="palette-h">
          <h2 id="palette-h">A film’s palette</h2>
          {palettes.status === 'loading' && <p className="loading">Loading palettes...</p>}
          {palettes.status !== 'loading' && list.length === 0 && (
            <p className="error-text" role="alert">
              {MSG.noPalettes}
            </p>
          )}
          {list.length > 0 && (
            <>
              <button type="button" className="dice-btn" onClick={roll} disabled={rolling}>
                <Dice className={rolling ? 'is-rolling' : ''} width={44} height={44} />
                Roll to Reveal a Palette
              </button>
              <div className="palette-reveal" aria-live="polite" aria-busy={rolling}>
                {chosen ? (
                  <>
                    <Swatches colors={chosen.colors.slice(0, 5)} size="lg" label="Chosen palette" />
                    {!rolling && <p className="muted palette-from">from {chosen.movie_title}</p>}
                  </>
                ) : (
                  <p className="muted">Roll the dice to reveal a palette.</p>
                )}
              </div>
              <button
                type="button"
                className="btn"
                disabled={!chosen || rolling || busy !== null}
                onClick={() => void run('palette')}
              >
                {busy === 'palette' ? 'SEARCHING' : 'Search This Palette'}
              </button>
            </>
          )}
        </section>

        <section className="panel color-panel" aria-labelledby="photo-h">
          <h2 id="photo-h">From a photo</h2>
          <PhotoPicker
            busy={busy === 'photo'}
            disabled={busy !== null}
            onSearch={(hexCodes) => void run('photo', hexCodes)}
          />
        </section>
      </div>
    </div>
  );
}
