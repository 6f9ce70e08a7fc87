// The tokeniser: one token per word, with how it was written and where its clause ends.
import { describe, expect, it } from 'vitest';
import {
  BREAK_GAP,
  isContent,
  keptText,
  tokenise,
  wantedText,
} from '../../../../../src/core/search/query/tokens';

describe('tokenise', () => {
  it('keeps case, hyphens and clause ends, and leaves a gap in positions at a break', () => {
    const q = tokenise('Rain-soaked streets, the Bronx');
    expect(q.tokens.map((t) => t.word)).toEqual(['rain', 'soaked', 'streets', 'the', 'bronx']);
    expect(q.tokens.map((t) => t.pos)).toEqual([0, 1, 2, 3 + BREAK_GAP, 4 + BREAK_GAP]);
    expect(q.tokens.map((t) => t.hyphenated)).toEqual([true, false, false, false, false]);
    expect(q.tokens.map((t) => t.capitalised)).toEqual([true, false, false, false, true]);
    expect(q.tokens.map((t) => t.clauseEnd)).toEqual([false, false, true, false, true]);
  });

  it('stems, folds accents, drops a possessive and marks stop words and filler', () => {
    const q = tokenise('a café’s neon movies');
    expect(q.tokens.map((t) => [t.word, t.stem, t.stop, t.filler])).toEqual([
      ['a', 'a', true, false],
      ['cafe', 'cafe', false, false],
      ['neon', 'neon', false, false],
      ['movies', 'movi', false, true],
    ]);
    expect(q.tokens.filter(isContent).map((t) => t.word)).toEqual(['cafe', 'neon']);
  });

  it('points each token at its place in the folded text', () => {
    const q = tokenise('Coney Island, “at dusk”');
    for (const t of q.tokens) expect(q.folded.slice(t.from, t.to)).toBe(t.raw);
  });
});

describe('the text as the passes left it', () => {
  it('puts corrected words in place and keeps the punctuation', () => {
    const q = tokenise("Grafitti's walls, mid-century");
    Object.assign(q.tokens[0]!, { word: 'graffiti', corrected: true });
    expect(keptText(q)).toBe("graffiti's walls, mid-century");
  });

  it('leaves negated words out of what is wanted', () => {
    const q = tokenise('no neon, pink');
    expect(wantedText(q)).toBe('no neon, pink');
    q.tokens[1]!.negated = true;
    expect(wantedText(q)).toBe('no pink');
  });
});
