// The engine's word classes agree with one another: a word that is in two classes must not ask for
// opposite things there. Each rule names the words that break it.
import { describe, expect, it } from 'vitest';
import { LOOK_FACETS } from '../../../../src/core/look/vocabulary';
import { colourVocabulary, isColourWord, MODIFIERS } from '../../../../src/core/search/colourWords';
import {
  LIGHT_SOURCE_COLOURS,
  LIGHT_WORDS,
  NAMED_NEGATIONS,
  NEGATORS,
  NOT_NEGATING,
  OPPOSITE_TONES,
  PALETTE_TONE_WORDS,
  QUERY_FILLER,
  STOP_WORDS,
  TONE_CLASSES,
} from '../../../../src/core/search/wordClasses';
import type { Tone } from '../../../../src/core/search/wordClasses';

const tonesOf = (w: string): Tone[] =>
  (Object.keys(TONE_CLASSES) as Tone[]).filter((t) => TONE_CLASSES[t].includes(w));

/** Single-word phrasings of the look vocabulary, lower case, with their values. */
const valueWords = new Map<string, Array<{ id: string; needsColour: boolean }>>();
for (const f of LOOK_FACETS)
  for (const v of f.values)
    for (const p of [v.label, ...v.phrasings]) {
      const w = p.toLowerCase();
      if (/^[a-z]+$/.test(w))
        valueWords.set(w, [
          ...(valueWords.get(w) ?? []),
          { id: v.id, needsColour: v.needsColour === true },
        ]);
    }

/** Words that carry a look: colour, tone, light and vocabulary words. */
const lookWords = new Set([
  ...colourVocabulary(),
  ...Object.values(TONE_CLASSES).flat(),
  ...valueWords.keys(),
  ...(LIGHT_WORDS.source.match(/[a-z]+/g) ?? []).filter((w) => LIGHT_WORDS.test(w)),
]);

describe('word classes', () => {
  it('puts no word in two tones that cannot both hold', () => {
    const clash = Object.values(TONE_CLASSES)
      .flat()
      .filter((w) =>
        OPPOSITE_TONES.some(([a, b]) => tonesOf(w).includes(a) && tonesOf(w).includes(b)),
      );
    expect(clash).toEqual([]);
  });

  it('never drops a look word as a stop word or query filler', () => {
    const dropped = [...lookWords].filter((w) => STOP_WORDS.has(w) || QUERY_FILLER.has(w));
    expect(dropped).toEqual([]);
  });

  it('never reads a look word as a negator, and a restriction is no negator', () => {
    expect([...NEGATORS].filter((w) => lookWords.has(w))).toEqual([]);
    expect([...NOT_NEGATING].filter((w) => NEGATORS.has(w))).toEqual([]);
    for (const n of NAMED_NEGATIONS) expect(NEGATORS.has(n.split(' ')[0]!), n).toBe(true);
  });

  it('gives colour modifiers the direction of their tone', () => {
    const wrong = Object.entries(MODIFIERS).filter(([w, [dl, chroma]]) => {
      const t = tonesOf(w);
      return (
        (dl < 0 && t.includes('bright')) ||
        (dl > 0 && t.includes('dark')) ||
        (chroma < 1 && t.includes('vivid')) ||
        (chroma > 1 && t.includes('muted'))
      );
    });
    expect(wrong).toEqual([]);
  });

  it('never asks for black and white with a look only colour film has', () => {
    const wrong = TONE_CLASSES.mono.filter((w) => valueWords.get(w)?.some((v) => v.needsColour));
    expect(wrong).toEqual([]);
  });

  it('names light sources that are colour words, and palette tones that are tones', () => {
    expect([...LIGHT_SOURCE_COLOURS].filter((w) => !isColourWord(w))).toEqual([]);
    expect([...PALETTE_TONE_WORDS].filter((w) => tonesOf(w).length === 0)).toEqual([]);
  });
});
