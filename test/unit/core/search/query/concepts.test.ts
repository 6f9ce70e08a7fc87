// The spelling, compounds and concepts passes over an archive index: what becomes a concept, how
// it weighs, and what is avoided.
import { describe, expect, it } from 'vitest';
import { buildEngine } from '../../../../../src/core/search/engine';
import { buildConcepts } from '../../../../../src/core/search/query/concepts';
import { markNegation } from '../../../../../src/core/search/query/negation';
import { correctTokens } from '../../../../../src/core/search/query/spelling';
import { tokenise } from '../../../../../src/core/search/query/tokens';
import { TUNING } from '../../../../../src/core/search/tuning';
import type { Tuning } from '../../../../../src/core/search/tuning';
import { loadArchive } from '../archiveFixture';

const e = buildEngine(loadArchive());

function read(text: string, tuning: Tuning = TUNING, mode: 'vibe' | 'keywords' = 'vibe') {
  const q = tokenise(text);
  const shown = correctTokens(q, e.text, tuning.typos);
  markNegation(q, null, tuning.query.negationReach);
  return { q, shown, ...buildConcepts(q, e.text, tuning, mode, shown) };
}

describe('the spelling pass', () => {
  it('corrects a token in place and leaves known words alone', () => {
    const { q } = read('grafitti on brownstones');
    expect(q.tokens[0]).toMatchObject({ word: 'graffiti', corrected: true });
    expect(q.tokens[2]!.corrected).toBeUndefined();
  });
});

describe('the concepts pass', () => {
  it('makes one concept per content word, with the word itself as its first alt', () => {
    const { concepts } = read('rooftop pigeons');
    const rooftop = concepts.find((c) => c.word === 'rooftop')!;
    expect(rooftop.alts[0]).toEqual({ term: e.text.termId.get('rooftop'), w: 1 });
  });

  it('turns negated words into terms to avoid, not concepts', () => {
    const { concepts, avoid } = read('streets without neon');
    expect(avoid).toEqual([e.text.termId.get('neon')]);
    expect(concepts.some((c) => c.word === 'neon')).toBe(false);
  });

  it('merges a hyphenated compound into one concept, and not when the tuning says 0', () => {
    expect(read('rain-soaked streets').concepts.map((c) => c.word)).toContain('rain-soaked');
    const apart: Tuning = { ...TUNING, query: { ...TUNING.query, compound: 0 } };
    const words = read('rain-soaked streets', apart).concepts.map((c) => c.word);
    expect(words).toEqual(expect.arrayContaining(['rain', 'soaked']));
  });

  it('caps a light word at the weight of the heaviest thing named', () => {
    const { concepts } = read('fire escapes at dusk');
    const dusk = concepts.find((c) => c.word === 'dusk')!;
    const heaviest = Math.max(...concepts.filter((c) => !c.light).map((c) => c.weight));
    expect(dusk.light).toBe(true);
    expect(dusk.weight).toBeLessThanOrEqual(TUNING.query.lightCap * heaviest + 1e-9);
  });

  it('reads a known place of several words as one concept whose pairs are all required', () => {
    const c = read('upper west side brownstones').concepts.find((x) => x.together)!;
    expect(c.word).toBe('upper west side');
    expect(c.alts.length).toBe(2);
  });

  it('scales related words down for explicit keywords', () => {
    const related = (mode: 'vibe' | 'keywords') =>
      Math.max(
        ...read('melancholy', TUNING, mode)
          .concepts[0]!.alts.filter((a) => a.w < 1)
          .map((a) => a.w),
      );
    expect(related('keywords')).toBeLessThan(related('vibe'));
  });
});
