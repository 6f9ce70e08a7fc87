// The values pass: the vocabulary values the query names, marked on the tokens that name them.
import { describe, expect, it } from 'vitest';
import { markNegation } from '../../../../../src/core/search/query/negation';
import { tokenise } from '../../../../../src/core/search/query/tokens';
import { markValues } from '../../../../../src/core/search/query/values';

function read(text: string) {
  const q = tokenise(text);
  markNegation(q, null, 3);
  return { hits: markValues(q).map((h) => h.id), q };
}

describe('markValues', () => {
  it('finds values and marks the tokens that name them', () => {
    const { hits, q } = read('a diner at night');
    expect(hits).toEqual(expect.arrayContaining(['setting.diner', 'time-of-day.night']));
    expect(q.tokens.find((t) => t.word === 'diner')!.values).toContain('setting.diner');
    expect(q.tokens.find((t) => t.word === 'a')!.values).toBeUndefined();
  });

  it('skips negated words', () => {
    expect(read('no snow, a diner').hits).not.toContain('weather.snow');
    expect(read('snow, a diner').hits).toContain('weather.snow');
  });

  it('reads a hyphenated phrasing as its words', () => {
    expect(read('late-night diner').hits).toContain('time-of-day.late-night');
  });
});
