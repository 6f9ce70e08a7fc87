// The query's own words as a second opinion (rankQuery.ts reorderByOwnWords): it reorders the first
// films the engine found (tuning.ts lexicalDepth), putting those with the very words asked for
// ahead of those found through related words, and brings in none from further down.
import { describe, expect, it } from 'vitest';
import { analyseQuery } from '../../../../src/core/search/analyseQuery';
import { buildEngine } from '../../../../src/core/search/engine';
import { buildSearchIndex } from '../../../../src/core/search/index';
import { rankQuery } from '../../../../src/core/search/rankQuery';
import { TUNING, withTuning } from '../../../../src/core/search/tuning';
import { DEV_ALL } from '../../../eval/development';
import { loadArchive, loadFilmMakers } from './archiveFixture';

const films = loadArchive();
const makers = loadFilmMakers();
// The look-profile channel is off in both: these tests are about the plain-words reorder alone.
const noProfile = { weight: 0, alone: 0 };
const withOwnWords = buildSearchIndex(films, { makers, tuning: { profile: noProfile } });
const without = buildSearchIndex(films, {
  makers,
  tuning: { rank: { lexical: 0 }, profile: noProfile },
});
const ids = (r: { results: Array<{ movie_id: string }> }): string[] =>
  r.results.map((x) => x.movie_id);

describe("the query's own words", () => {
  it('reorders the first films the engine found and brings in none from further down', () => {
    const depth = TUNING.rank.lexicalDepth;
    const plain = buildEngine(
      films,
      withTuning({ rank: { lexical: 0 }, profile: noProfile }),
      makers,
    );
    const first = (q: string): string[] =>
      rankQuery(plain, analyseQuery(q, plain.text, plain.titles, plain.makers), depth).map(
        (r) => plain.films.at(r.film)!.movie_id,
      );
    const queries = DEV_ALL.map((j) => j.query).filter((q): q is string => typeof q === 'string');
    let reordered = 0;
    for (const q of queries) {
      const shown = ids(withOwnWords.vibe(q, 10));
      const found = first(q);
      for (const id of shown) expect(found, q).toContain(id);
      if (shown.join() !== found.slice(0, 10).join()) reordered++;
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
