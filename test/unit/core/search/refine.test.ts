// Refining a search: every kind of query keeps only films inside the refinement, and bad
// refinements are refused with a reason (docs/look-profiles.md#refining).
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, parseRefine, RefineError } from '../../../../src/core/search/index';
import type { FilmRecord } from '../../../../src/core/search/index';
import { syntheticFilm } from './archiveFixture';

const GREYS = '#111111,#444444,#777777,#AAAAAA,#DDDDDD';
const films: FilmRecord[] = [
  syntheticFilm('neon-rain-1978', 'Neon rain on a wet avenue at night, a diner glowing red.', {
    depicted_decade: '1970s',
    color_mode: 'colour',
    boroughs: ['Manhattan'],
    hex_codes: '#D0203A,#1A1A40,#F2A03D,#202020,#406080',
    look_central: ['format.live-action', 'time-of-day.night', 'setting.diner'],
  }),
  syntheticFilm('neon-cartoon-1988', 'Animated neon rain over a cartoon diner at night.', {
    depicted_decade: '1980s',
    color_mode: 'colour',
    boroughs: ['Brooklyn'],
    hex_codes: '#D0203A,#1A1A40,#F2A03D,#202020,#406080',
    look_central: ['format.hand-drawn', 'time-of-day.night'],
    look_present: ['setting.diner'],
  }),
  syntheticFilm(
    'grey-rain-1948',
    'Rain at night on a grey avenue, a diner window, neon in silver.',
    {
      depicted_decade: '1940s',
      color_mode: 'black-and-white',
      boroughs: ['Manhattan'],
      hex_codes: GREYS,
      look_central: ['format.live-action', 'time-of-day.night'],
    },
  ),
];
const ix = buildSearchIndex(films);
const ids = (r: { results: { movie_id: string }[] }) => r.results.map((x) => x.movie_id).sort();

describe('refine', () => {
  it('leaves every film when nothing is refined', () => {
    expect(ids(ix.vibe('neon rain at night'))).toHaveLength(3);
  });
  it('narrows a vibe search by format (a narrower format counts as its broader one)', () => {
    expect(
      ids(ix.vibe('neon rain at night', 10, { refine: { format: 'format.animation' } })),
    ).toEqual(['neon-cartoon-1988']);
  });
  it('narrows keywords by colour mode, and a colour search by borough', () => {
    expect(
      ids(ix.words(['rain', 'night'], 7, { refine: { colorMode: 'black-and-white' } })),
    ).toEqual(['grey-rain-1948']);
    expect(ids(ix.color('#D0203A', { refine: { borough: 'Brooklyn' } }))).toEqual([
      'neon-cartoon-1988',
    ]);
  });
  it('narrows a palette search by decades, the chosen film included', () => {
    const r = ix.palette(
      { movieId: 'neon-rain-1978' },
      { refine: { decadeFrom: 1980, decadeTo: 1989 } },
    );
    expect(ids(r)).toEqual(['neon-cartoon-1988']);
  });
  it('refuses what it cannot read, with a reason', () => {
    for (const bad of [
      'x',
      { decadeFrom: 1700 },
      { decadeFrom: 1990, decadeTo: 1970 },
      { colorMode: 'sepia' },
      { borough: 'Hoboken' },
      { format: 'setting.diner' },
      { era: 'old' },
    ]) {
      const r = parseRefine(bad);
      expect(r, JSON.stringify(bad)).toBeInstanceOf(RefineError);
      expect((r as Error).message).toMatch(/must|no field/);
    }
    expect(parseRefine({ decadeFrom: 1975, borough: 'Queens' })).toEqual({
      decadeFrom: 1970,
      borough: 'Queens',
    });
    expect(parseRefine(undefined)).toEqual({});
  });
});
