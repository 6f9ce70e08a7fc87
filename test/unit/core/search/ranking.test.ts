// What a caller can observe of the engine's rankings on the real archive: decades honoured,
// colours matched, films named in the text resolved, scores in [0, 1], sorted, no duplicates.
import { describe, expect, it } from 'vitest';
import { parseQueryDecades } from '../../../../src/core/search/decadeQuery';
import { deltaE2000 } from '../../../../src/core/colour/ciede2000';
import { hexToLab } from '../../../../src/core/colour/lab';
import { parseDecades } from '../../../../src/core/decades';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { SearchResult } from '../../../../src/core/search/index';
import { loadArchive, loadFilmMakers } from './archiveFixture';

const films = loadArchive();
const index = buildSearchIndex(films, { makers: loadFilmMakers() });

function wellFormed(results: SearchResult[]): void {
  expect(new Set(results.map((r) => r.movie_id)).size).toBe(results.length);
  for (const [i, r] of results.entries()) {
    expect(r.similarity_score).toBeGreaterThanOrEqual(0);
    expect(r.similarity_score).toBeLessThanOrEqual(1);
    if (i > 0) expect(r.similarity_score).toBeLessThanOrEqual(results[i - 1]!.similarity_score);
    expect(r.hex_codes).toMatch(/^#[0-9A-F]{6}(,#[0-9A-F]{6})*$/);
  }
}

describe('decades', () => {
  const count = new Map<string, number>();
  for (const f of films) {
    for (const d of parseDecades(f.depicted_decade)) count.set(d, (count.get(d) ?? 0) + 1);
  }
  const decades = [...count].filter(([, n]) => n >= 7).map(([d]) => d);
  const phrasings = (d: string): string[] => {
    const tens = d.slice(2, 4);
    // "the 10s" names one decade of two (1910s, 2010s): the short forms are asked only of the
    // decade they stand for by default; the full form of every decade is always asked.
    const short = parseQueryDecades(`the ${tens}s`).includes(d)
      ? [`gritty streets in the ${tens}s`, `cosy apartments, '${tens}s`]
      : [];
    return [`${d} New York`, ...short, `neon nights in the ${d}`];
  };

  it.each(decades)('a query naming the %s gets at least 6 of 7 cards set then', (decade) => {
    for (const q of phrasings(decade)) {
      const res = index.vibe(q, 7);
      expect(res.query_info.time_filters.mentioned_decades).toContain(decade);
      const inDecade = res.results.filter((r) => parseDecades(r.depicted_decade).includes(decade));
      expect(inDecade.length, q).toBeGreaterThanOrEqual(6);
    }
  });

  it('keyword decades work the same way', () => {
    const res = index.words(['1970s', 'subway', 'grainy']);
    expect(res.results).toHaveLength(7);
    const inDecade = res.results.filter((r) => parseDecades(r.depicted_decade).includes('1970s'));
    expect(inDecade.length).toBeGreaterThanOrEqual(6);
  });

  it('reads spelled-out decades and eras', () => {
    expect(index.vibe('seventies disco').query_info.time_filters.mentioned_decades).toEqual([
      '1970s',
    ]);
    expect(index.vibe('mid-century modern').query_info.time_filters.mentioned_decades).toEqual([
      '1950s',
      '1960s',
    ]);
  });
});

describe('vibe search', () => {
  it('answers a query the same however many ran before it (work arrays left clean)', () => {
    // A fresh engine: its first answer comes from untouched work arrays.
    const fresh = buildSearchIndex(films, { makers: loadFilmMakers() });
    const q = 'rain-soaked neon streets of Times Square at night';
    const first = fresh.vibe(q, 20);
    for (const other of ['pastel diner in the 1950s', 'snow', 'Upper West Side bookshelves'])
      fresh.vibe(other, 20);
    expect(fresh.vibe(q, 20)).toEqual(first);
  });

  it('answers well-formed results with reasons', () => {
    const res = index.vibe('sodium-lit wet streets at night', 10);
    expect(res.success).toBe(true);
    expect(res.results.length).toBe(10);
    wellFormed(res.results);
    expect(res.results[0]!.why.terms.length).toBeGreaterThan(0);
    expect(res.query_info.search_type).toBe('aesthetic');
  });

  it('gives gibberish a low confidence and no results, real text a high one', () => {
    const junk = index.vibe('qwxz plorf zzyzx brangle');
    expect(junk.query_info.confidence).toBeLessThan(0.2);
    const real = index.vibe('graffiti-covered subway cars in winter');
    expect(real.query_info.confidence).toBeGreaterThan(0.6);
  });

  it('resolves films named in the text and leaves them out of look-alikes', () => {
    const res = index.vibe('something like Taxi Driver', 10);
    expect(res.query_info.search_type).toBe('thematic');
    expect(res.query_info.search_criteria.recommended_movies).toEqual([
      { title: 'Taxi Driver', year: 1976 },
    ]);
    expect(res.results.map((r) => r.movie_id)).not.toContain('taxi-driver-1976');
    wellFormed(res.results);
    // A title that 3+ other films do not use as a phrase needs no cue (titleCue.test.ts).
    const hybrid = index.vibe('Do the Right Thing but with snow and Christmas lights');
    expect(hybrid.query_info.search_type).toBe('hybrid');
  });

  it("reads film-makers' names as their films and their look", () => {
    const res = index.vibe("Spike Lee's Brooklyn in a summer heatwave", 10);
    const ids = res.results.map((r) => r.movie_id);
    expect(ids).toContain('do-the-right-thing-1989');
    expect(res.query_info.search_criteria.recommended_movies).toContainEqual({
      title: 'Do the Right Thing',
      year: 1989,
    });
    expect(res.query_info.search_type).toBe('hybrid');
    // Ordinary words that are also surnames are not names on their own.
    expect(index.vibe('a wilder night').query_info.search_criteria.recommended_movies).toEqual([]);
  });

  it('does not read place names as film titles', () => {
    const res = index.vibe('Christmas lights in Manhattan');
    expect(res.query_info.search_criteria.recommended_movies).toEqual([]);
  });

  it('matches colour words against palettes', () => {
    const res = index.vibe('pastel pink', 7);
    expect(res.results[0]!.why.swatches.length).toBeGreaterThan(0);
    expect(res.query_info.aesthetic_keywords).toContain('pastel pink');
  });

  it('caps the limit at 10', () => {
    expect(index.vibe('night', 50).results.length).toBeLessThanOrEqual(10);
  });
});

describe('colour and keyword search', () => {
  it('finds a film among the 7 results for its dominant colour (95%+ of distinctive ones)', () => {
    // A dominant colour that seven other films share (near-black, a grey ramp's first step) cannot
    // bring every one of them into 7 results: those are left out of the count.
    const dominant = films.map((f) => hexToLab(String(f.hex_codes).split(',')[0]!)!);
    const shared = (i: number) =>
      dominant.filter(
        (lab, j) =>
          j !== i &&
          deltaE2000(lab[0], lab[1], lab[2], dominant[i]![0], dominant[i]![1], dominant[i]![2]) < 5,
      ).length;
    let found = 0;
    let distinctive = 0;
    films.forEach((f, i) => {
      const res = index.color(String(f.hex_codes).split(',')[0]!).results;
      expect(res).toHaveLength(7);
      wellFormed(res);
      if (shared(i) >= 7) return;
      distinctive++;
      if (res.some((r) => r.movie_id === f.movie_id)) found++;
    });
    expect(distinctive).toBeGreaterThanOrEqual(200);
    expect(found / distinctive).toBeGreaterThanOrEqual(0.95);
  });

  it('explains a colour match with the film swatch closest to the colour', () => {
    const res = index.color('#e38a2c').results;
    expect(res[0]!.why.swatches[0]!.query).toBe('#E38A2C');
    expect(res[0]!.hex_codes.split(',')).toContain(res[0]!.why.swatches[0]!.film);
  });

  it('answers 7 keyword results with matched terms', () => {
    const res = index.words(['graffiti', 'subway', 'hip-hop']);
    expect(res.results).toHaveLength(7);
    wellFormed(res.results);
    expect(res.results[0]!.why.terms.length).toBeGreaterThan(0);
  });

  it('returns nothing rather than throwing on empty or bad input', () => {
    expect(index.color('not-a-colour').results).toEqual([]);
    expect(index.palette({}).results).toEqual([]);
    expect(index.words([]).results).toEqual([]);
    expect(index.vibe('').results).toEqual([]);
  });
});

describe('typos', () => {
  it('reads a misspelt word as the archive word one or two edits away', () => {
    const res = index.vibe('grafitti on subway cars', 7);
    expect(res.results[0]!.why.terms).toContain('graffiti');
    expect(res.query_info.confidence).toBeGreaterThan(0.6);
  });
});
