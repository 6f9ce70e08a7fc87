// The query's own words as a second opinion (rankQuery.ts reorderByOwnWords): it reorders the first
// films the engine found, putting those with the very words asked for ahead of those found through
// related words, and brings in no film the engine had not put first.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import { DEV_A, DEV_B, DEV_C, DEV_D, DEV_E, DEV_F } from '../../../eval/development';
import { loadArchive, loadFilmMakers } from './archiveFixture';

const films = loadArchive();
const makers = loadFilmMakers();
const withOwnWords = buildSearchIndex(films, { makers });
const without = buildSearchIndex(films, { makers, tuning: { rank: { lexical: 0 } } });
const ids = (r: { results: Array<{ movie_id: string }> }): string[] =>
  r.results.map((x) => x.movie_id);

describe("the query's own words", () => {
  it('reorders the first ten films and brings in no other', () => {
    const queries = [...DEV_A, ...DEV_B, ...DEV_C, ...DEV_D, ...DEV_E, ...DEV_F]
      .map((j) => j.query)
      .filter((q): q is string => typeof q === 'string');
    let reordered = 0;
    for (const q of queries) {
      const a = ids(withOwnWords.vibe(q, 10));
      const b = ids(without.vibe(q, 10));
      expect([...a].sort(), q).toEqual([...b].sort());
      if (a.join() !== b.join()) reordered++;
    }
    // It does something: a share of queries get another order.
    expect(reordered).toBeGreaterThan(queries.length / 10);
  });

  it('puts the film whose look says "club kids" ahead of one that says it only in its plot', () => {
    const query = '90s club kids fashion';
    const first = withOwnWords.vibe(query, 10).results[0]!;
    expect(first.why.terms).toEqual(expect.arrayContaining(['club', 'kids']));
    expect(first.aesthetic_summary.toLowerCase()).toMatch(/club[- ]kid/);
    expect(ids(without.vibe(query, 10))[0]).not.toBe(first.movie_id);
  });
});
