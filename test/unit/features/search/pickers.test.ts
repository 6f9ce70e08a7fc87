// Word picker, surprise dice and palette dice rules (docs/product.md#route-words, #route-surprise,
// #route-color).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MAX_WORDS,
  addWord,
  counterText,
  removeWord,
} from '../../../../src/features/search/wordPicker';
import { firstRoll, nextRoll } from '../../../../src/features/search/rollWithoutRepeat';
import { FINAL_PICK_MS, flashDelays } from '../../../../src/features/search/paletteRoll';

describe('word picker', () => {
  it('trims, lower-cases and ignores duplicates and empty words', () => {
    let s = addWord([], '  Grainy ');
    s = addWord(s, 'GRAINY');
    s = addWord(s, '   ');
    expect(s).toEqual(['grainy']);
    expect(removeWord(s, 'grainy')).toEqual([]);
  });
  it('never holds more than 7 distinct words', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (words) => {
        const s = words.reduce<string[]>((acc, w) => addWord(acc, w), []);
        expect(s.length).toBeLessThanOrEqual(MAX_WORDS);
        expect(new Set(s).size).toBe(s.length);
      }),
    );
  });
  it('words the counter as the spec does', () => {
    expect(counterText(0)).toBe('Select up to 7 words');
    expect(counterText(3)).toBe('3 of 7 words selected (4 more available)');
    expect(counterText(7)).toBe('7 of 7 words selected (0 more available)');
  });
});

describe('surprise dice', () => {
  it('shows all 11 before any repeats, and never the same one twice in a row', () => {
    let r = firstRoll(11);
    const seen = [r.current];
    for (let i = 0; i < 10; i += 1) {
      r = nextRoll(r, 11);
      seen.push(r.current);
    }
    expect(new Set(seen).size).toBe(11);
    for (let i = 0; i < 200; i += 1) {
      const next = nextRoll(r, 11);
      expect(next.current).not.toBe(r.current);
      r = next;
    }
  });
});

describe('palette dice', () => {
  it('flashes 15 to 24 times at growing intervals, final pick 100 ms after', () => {
    expect(flashDelays(() => 0)).toHaveLength(15);
    expect(flashDelays(() => 0.9999)).toHaveLength(24);
    const d = flashDelays();
    for (let i = 1; i < d.length; i += 1) expect(d[i]).toBeGreaterThan(d[i - 1] ?? 0);
    expect(FINAL_PICK_MS).toBe(100);
  });
});
