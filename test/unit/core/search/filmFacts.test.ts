// The two facts each film states, colour mode and boroughs, as search reads them: a stated colour
// mode outweighs what the palette suggests, and a borough named in a query narrows the results
// to films set there (and says so in "why it matched").
import { describe, expect, it } from 'vitest';
import { parseQueryBoroughs } from '../../../../src/core/search/boroughQuery';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { FilmRecord } from '../../../../src/core/search/index';
import { loadArchive, syntheticFilm } from './archiveFixture';

/** Films here state both facts (colour, Manhattan) unless a test says otherwise. */
const film = (id: string, summary: string, over: Partial<FilmRecord> = {}): FilmRecord =>
  syntheticFilm(id, summary, { color_mode: 'colour', boroughs: ['Manhattan'], ...over });

describe('boroughs in a query', () => {
  it('reads the five boroughs, not the people called queens', () => {
    expect(parseQueryBoroughs('rooftops in the Bronx')).toEqual(['The Bronx']);
    expect(parseQueryBoroughs('Staten Island ferry and brooklyn stoops')).toEqual([
      'Brooklyn',
      'Staten Island',
    ]);
    expect(parseQueryBoroughs('drag queens at a ball')).toEqual([]);
    expect(parseQueryBoroughs('a house in Queens')).toEqual(['Queens']);
  });

  const index = buildSearchIndex([
    film('roof-manhattan', 'Tar rooftops and water towers above the avenue.'),
    film('roof-bronx', 'Tar rooftops and water towers above the avenue at dusk.', {
      boroughs: ['The Bronx'],
    }),
    film('roof-both', 'Rooftops and water towers over the elevated train.', {
      boroughs: ['Manhattan', 'The Bronx'],
    }),
    film('park-bronx', 'A quiet park with benches under plane trees.', { boroughs: ['The Bronx'] }),
  ]);

  it('puts films set in the named borough first, main borough before secondary', () => {
    const ids = index
      .vibe('rooftops and water towers in the Bronx', 4)
      .results.map((r) => r.movie_id);
    expect(ids.slice(0, 2)).toEqual(['roof-bronx', 'roof-both']);
    expect(ids.indexOf('roof-manhattan')).toBeGreaterThan(1);
  });

  it('answers a borough alone and explains the match', () => {
    const res = index.vibe('the Bronx', 4).results;
    expect(
      res
        .map((r) => r.movie_id)
        .slice(0, 2)
        .sort(),
    ).toEqual(['park-bronx', 'roof-bronx']);
    expect(res[0]!.why.terms).toContain('the Bronx');
    expect(res[0]!.boroughs).toEqual(['The Bronx']);
  });
});

describe('stated colour mode', () => {
  // A silvery colour film and a toned black-and-white print: the palettes alone would mislead.
  const index = buildSearchIndex([
    film('toned-print', 'Wet streets under street lamps at night.', {
      hex_codes: '#2A2520,#5A5048,#8C8276,#BDB2A4,#E6DCCD',
      color_mode: 'black-and-white',
    }),
    film('silvery-colour', 'Wet streets under street lamps at night.', {
      hex_codes: '#222222,#555555,#888888,#BBBBBB,#4A5A6A',
      color_mode: 'colour',
    }),
    film('both', 'Wet streets under street lamps at night, then a dream in colour.', {
      color_mode: 'mixed',
    }),
  ]);

  it('ranks a stated black-and-white film first for "black and white"', () => {
    const res = index.vibe('black and white wet streets at night', 3).results;
    expect(res[0]!.movie_id).toBe('toned-print');
    expect(res[0]!.color_mode).toBe('black-and-white');
  });

  it('keeps a stated black-and-white film last when colour is asked for', () => {
    const res = index.vibe('colourful wet streets at night', 3).results;
    expect(res.at(-1)?.movie_id).toBe('toned-print');
  });
});

describe('over the archive', () => {
  const archive = loadArchive();
  const index = buildSearchIndex(archive);
  const byId = new Map(archive.map((f) => [f.movie_id, f]));

  it('answers "black and white" with black-and-white films', () => {
    const res = index.vibe('black and white', 7).results;
    const bw = res.filter((r) => byId.get(r.movie_id)?.color_mode !== 'colour');
    expect(bw.length).toBe(res.length);
  });

  it.each(['the Bronx', 'Staten Island', 'Queens'])('answers "%s" with films set there', (q) => {
    const res = index.vibe(q, 7).results;
    expect(res.length).toBe(7);
    const there = res.filter((r) => r.why.terms.some((t) => t.toLowerCase() === q.toLowerCase()));
    expect(there.length).toBeGreaterThanOrEqual(5);
  });
});
