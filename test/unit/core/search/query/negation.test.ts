// The negation pass: what a negator negates, and when it negates nothing.
import { describe, expect, it } from 'vitest';
import { markNegation } from '../../../../../src/core/search/query/negation';
import { tokenise } from '../../../../../src/core/search/query/tokens';
import { buildTitleEntries, buildTitleIndex } from '../../../../../src/core/search/titles';

const titles = buildTitleIndex(
  buildTitleEntries([{ title: 'No Way Home', year: 2021 }], () => false),
);

function negated(text: string, reach = 3): string[] {
  const q = tokenise(text);
  markNegation(q, titles, reach);
  return q.tokens.filter((t) => t.negated).map((t) => t.word);
}

describe('markNegation', () => {
  it('negates the next content word, over stop words, within its reach', () => {
    expect(negated('rain but no neon')).toEqual(['neon']);
    expect(negated('without the snow')).toEqual(['snow']);
    expect(negated('nothing festive, just rain')).toEqual(['festive']);
    expect(negated('without the the snow', 2)).toEqual([]);
  });

  it('never negates across a clause break', () => {
    expect(negated('no. neon')).toEqual([]);
  });

  it('reads a negator that starts a name or compound as no negation', () => {
    expect(negated('no-budget grit')).toEqual([]);
    expect(negated('the No Frills supermarket by the river')).toEqual([]);
    expect(negated('no way home vibes')).toEqual([]);
  });

  it('reads a title-case text as no name', () => {
    expect(negated('Rain No Neon Streets')).toEqual(['neon']);
  });

  it('reads a restriction as no refusal', () => {
    expect(negated('nothing but neon')).toEqual([]);
    expect(negated('not just rain')).toEqual([]);
  });

  it('marks the negator that negated and joins a named negation into one word', () => {
    const q = tokenise('without snow, the no wave scene');
    markNegation(q, null, 3);
    expect(q.tokens.find((t) => t.word === 'without')!.negator).toBe(true);
    expect(q.tokens.find((t) => t.word === 'wave')!.joined).toEqual({
      word: 'no wave',
      stem: 'nowave',
    });
    expect(q.tokens.find((t) => t.word === 'wave')!.negated).toBeUndefined();
  });
});
