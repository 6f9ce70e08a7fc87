// "More like this" and "For you" (docs/taste.md): the ranking by look closeness to one film or to
// a weighted watchlist, on small hand-built archives where exactly one thing differs between two
// candidates, and on the real archive.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { FilmRecord, SearchIndex } from '../../../../src/core/search/index';
import { tasteSeeds } from '../../../../src/core/search/tasteSeeds';
import { loadArchive, loadFilmMakers, syntheticFilm } from './archiveFixture';

const SUMMARY = 'A quiet street at night, a lit window, a coat in the rain, a long walk home.';
const WARM = '#D0203A,#F2A03D,#8A3B12,#F6D7A7,#5A1A0A';
const COLD = '#1A3A6A,#8AB4D8,#0A1A2A,#C8D8E8,#3A5A7A';

/** Filler films that hold a common value, so it is common and the rare one is rare. */
function fillers(n: number, over: Partial<FilmRecord> = {}): FilmRecord[] {
  return Array.from({ length: n }, (_, i) =>
    syntheticFilm(`filler-${i}`, `Office ${i} paperwork memo desk ${i % 7} ledger stapler.`, {
      hex_codes: '#777777,#888888,#999999,#AAAAAA,#666666',
      depicted_decade: '1950s',
      year: 1955,
      look_central: ['format.live-action', 'time-of-day.night'],
      ...over,
    }),
  );
}

const ids = (r: { results: { movie_id: string }[] }) => r.results.map((x) => x.movie_id);
const rank = (ix: SearchIndex, seed: string, id: string) => ids(ix.like(seed, 10)).indexOf(id);

describe('more like this', () => {
  const films = [
    syntheticFilm('seed', SUMMARY, {
      hex_codes: WARM,
      look_central: ['format.live-action', 'setting.diner', 'season-holiday.winter'],
    }),
    syntheticFilm('present', SUMMARY, {
      hex_codes: WARM,
      look_central: ['format.live-action'],
      look_present: ['setting.diner', 'season-holiday.winter'],
    }),
    syntheticFilm('central', SUMMARY, {
      hex_codes: WARM,
      look_central: ['format.live-action', 'setting.diner', 'season-holiday.winter'],
    }),
    syntheticFilm('neither', SUMMARY, {
      hex_codes: WARM,
      look_central: ['format.live-action', 'setting.office'],
    }),
    ...fillers(12),
  ];
  const ix = buildSearchIndex(films);

  it('never returns the film itself, and says what it is like', () => {
    const r = ix.like('seed', 10);
    expect(r.results.length).toBeGreaterThan(0);
    expect(ids(r)).not.toContain('seed');
    expect(r.results[0]!.why.terms).toEqual(['like seed']);
    expect(r.results[0]!.why.from).toEqual(['seed']);
  });

  it('ranks a film centred on the seed’s values above one merely showing them', () => {
    expect(ids(ix.like('seed', 3))).toEqual(['central', 'present', 'neither']);
  });

  it('finds nothing for a film the archive lacks', () => {
    expect(ix.has('nope')).toBe(false);
    expect(ix.has('seed')).toBe(true);
    expect(ix.like('nope', 7).results).toEqual([]);
  });

  it('pages without repeating a film, and leaves out excluded films', () => {
    const first = ids(ix.like('seed', 3));
    const next = ids(ix.like('seed', 3, { offset: 3 }));
    expect(next.filter((id) => first.includes(id))).toEqual([]);
    expect(ids(ix.like('seed', 3, { exclude: ['central'] }))).not.toContain('central');
  });
});

describe('what makes a film close', () => {
  it('counts a narrower value as its broader one (stop-motion is animation)', () => {
    const ix = buildSearchIndex([
      syntheticFilm('seed', SUMMARY, { look_central: ['format.hand-drawn'] }),
      syntheticFilm('live', SUMMARY, { look_central: ['format.live-action'] }),
      syntheticFilm('stop-motion', SUMMARY, { look_central: ['format.stop-motion'] }),
      ...fillers(8),
    ]);
    expect(rank(ix, 'seed', 'stop-motion')).toBeLessThan(rank(ix, 'seed', 'live'));
  });

  it('weighs a rare shared value above a common one', () => {
    const ix = buildSearchIndex([
      syntheticFilm('seed', SUMMARY, {
        look_central: ['time-of-day.night', 'weather.blizzard'],
      }),
      syntheticFilm('common', SUMMARY, { look_central: ['time-of-day.night', 'setting.office'] }),
      syntheticFilm('rare', SUMMARY, { look_central: ['weather.blizzard', 'setting.office'] }),
      ...fillers(20),
    ]);
    expect(rank(ix, 'seed', 'rare')).toBeLessThan(rank(ix, 'seed', 'common'));
  });

  it('ranks the closer palette (CIEDE2000) first when all else is equal', () => {
    const ix = buildSearchIndex([
      syntheticFilm('seed', SUMMARY, { hex_codes: WARM }),
      syntheticFilm('cold', SUMMARY, { hex_codes: COLD }),
      syntheticFilm('warm', SUMMARY, { hex_codes: WARM }),
      ...fillers(8),
    ]);
    expect(ids(ix.like('seed', 2))).toEqual(['warm', 'cold']);
  });

  it('ranks the same depicted decade first when all else is equal', () => {
    const ix = buildSearchIndex([
      syntheticFilm('seed', SUMMARY, { depicted_decade: '1970s' }),
      syntheticFilm('forties', SUMMARY, { depicted_decade: '1940s' }),
      syntheticFilm('seventies', SUMMARY, { depicted_decade: '1970s' }),
      ...fillers(8),
    ]);
    expect(ids(ix.like('seed', 2))).toEqual(['seventies', 'forties']);
  });

  it('ranks the same borough first when all else is equal', () => {
    const ix = buildSearchIndex([
      syntheticFilm('seed', SUMMARY, { boroughs: ['Queens'] }),
      syntheticFilm('bronx', SUMMARY, { boroughs: ['The Bronx'] }),
      syntheticFilm('queens', SUMMARY, { boroughs: ['Queens'] }),
      ...fillers(8),
    ]);
    expect(ids(ix.like('seed', 2))).toEqual(['queens', 'bronx']);
  });

  it('ranks a film by the seed’s film-maker first when all else is equal', () => {
    const ix = buildSearchIndex(
      [
        syntheticFilm('seed', SUMMARY),
        syntheticFilm('stranger', SUMMARY),
        syntheticFilm('same-eye', SUMMARY),
        ...fillers(8),
      ],
      { makers: [{ names: ['ann example'], movie_ids: ['seed', 'same-eye'] }] },
    );
    expect(ids(ix.like('seed', 2))).toEqual(['same-eye', 'stranger']);
  });

  it('ranks black-and-white beside black-and-white first when all else is equal', () => {
    const GREYS = '#111111,#444444,#777777,#AAAAAA,#DDDDDD';
    const ix = buildSearchIndex([
      syntheticFilm('seed', SUMMARY, { hex_codes: GREYS, color_mode: 'black-and-white' }),
      syntheticFilm('colour', SUMMARY, { hex_codes: GREYS, color_mode: 'colour' }),
      syntheticFilm('silver', SUMMARY, { hex_codes: GREYS, color_mode: 'black-and-white' }),
      ...fillers(8),
    ]);
    expect(ids(ix.like('seed', 2))).toEqual(['silver', 'colour']);
  });

  it('ranks the film described alike first when all else is equal', () => {
    const ix = buildSearchIndex([
      syntheticFilm('seed', 'Neon signs over wet cobblestones, a taxi in steam and sodium light.'),
      syntheticFilm('other', 'A sunny picnic lawn with kites, children and a striped blanket.'),
      syntheticFilm('alike', 'A taxi in steam under neon signs, sodium light on wet cobblestones.'),
      ...fillers(8),
    ]);
    expect(ids(ix.like('seed', 2))).toEqual(['alike', 'other']);
  });
});

describe('for you', () => {
  const films = [
    syntheticFilm('diner-a', SUMMARY, { look_central: ['setting.diner'], hex_codes: WARM }),
    syntheticFilm('diner-b', SUMMARY, { look_central: ['setting.diner'], hex_codes: WARM }),
    syntheticFilm('snow-a', 'Snow drifts on a frozen pond, skaters under grey winter light.', {
      look_central: ['season-holiday.winter', 'weather.snow'],
      hex_codes: COLD,
    }),
    syntheticFilm('snow-b', 'Skaters under grey winter light, snow drifts on a frozen pond.', {
      look_central: ['season-holiday.winter', 'weather.snow'],
      hex_codes: COLD,
    }),
    syntheticFilm('diner-c', SUMMARY, { look_central: ['setting.diner'], hex_codes: WARM }),
    ...fillers(10),
  ];
  const ix = buildSearchIndex(films);

  it('never returns a kept film nor an excluded one', () => {
    const r = ix.forYou(
      [
        { movieId: 'diner-a', weight: 1 },
        { movieId: 'snow-a', weight: 1 },
        { movieId: 'diner-b', weight: 1 },
      ],
      10,
      { exclude: ['diner-c'] },
    );
    expect(ids(r)).not.toContain('diner-a');
    expect(ids(r)).not.toContain('snow-a');
    expect(ids(r)).not.toContain('diner-b');
    expect(ids(r)).not.toContain('diner-c');
    expect(ids(r)[0]).toBe('snow-b');
  });

  it('names the kept films a card comes from, closest first', () => {
    const r = ix.forYou(
      [
        { movieId: 'diner-a', weight: 1 },
        { movieId: 'diner-b', weight: 1 },
        { movieId: 'snow-a', weight: 1 },
      ],
      10,
    );
    const c = r.results.find((x) => x.movie_id === 'diner-c')!;
    expect([...c.why.from!].sort()).toEqual(['diner-a', 'diner-b']);
    expect(r.results.find((x) => x.movie_id === 'snow-b')!.why.from).toEqual(['snow-a']);
  });

  it('leans to the kept films that weigh more', () => {
    const snowy = ids(
      ix.forYou(
        [
          { movieId: 'diner-a', weight: 0.1 },
          { movieId: 'snow-a', weight: 5 },
        ],
        2,
      ),
    );
    const dinery = ids(
      ix.forYou(
        [
          { movieId: 'diner-a', weight: 5 },
          { movieId: 'snow-a', weight: 0.1 },
        ],
        2,
      ),
    );
    expect(snowy[0]).toBe('snow-b');
    expect(['diner-b', 'diner-c']).toContain(dinery[0]);
  });

  it('ignores unknown films and weights that are not positive', () => {
    expect(ix.forYou([{ movieId: 'nope', weight: 1 }]).results).toEqual([]);
    expect(ix.forYou([{ movieId: 'diner-a', weight: 0 }]).results).toEqual([]);
  });
});

describe('taste seeds', () => {
  const now = Date.parse('2026-11-28T00:00:00Z');
  const t = { countPower: 0.5, halfLifeDays: 90 };
  it('weighs a film matched more often and more recently more', () => {
    const { seeds } = tasteSeeds(
      [
        { movieId: 'old', likeCount: 1, lastLikedAt: '2026-05-01T00:00:00Z' },
        { movieId: 'often', likeCount: 4, lastLikedAt: '2026-11-27T00:00:00Z' },
        { movieId: 'once', likeCount: 1, lastLikedAt: '2026-11-27T00:00:00Z' },
      ],
      now,
      t,
      10,
    );
    expect(seeds.map((s) => s.movieId)).toEqual(['often', 'once', 'old']);
    expect(seeds[0]!.weight).toBeCloseTo(2 * seeds[1]!.weight, 2);
    expect(seeds.every((s) => s.weight > 0)).toBe(true);
  });
  it('keeps the heaviest as seeds and the rest as kept films to leave out', () => {
    const kept = Array.from({ length: 5 }, (_, i) => ({
      movieId: `f${i}`,
      likeCount: 5 - i,
      lastLikedAt: '2026-11-27T00:00:00Z',
    }));
    const { seeds, alsoKept } = tasteSeeds(kept, now, t, 3);
    expect(seeds.map((s) => s.movieId)).toEqual(['f0', 'f1', 'f2']);
    expect(alsoKept).toEqual(['f3', 'f4']);
  });
});

describe('on the real archive', () => {
  const ix = buildSearchIndex(loadArchive(), { makers: loadFilmMakers() });
  it('finds films like Taxi Driver that are not Taxi Driver, each saying so', () => {
    const r = ix.like('taxi-driver-1976', 7);
    expect(r.results).toHaveLength(7);
    expect(ids(r)).not.toContain('taxi-driver-1976');
    for (const x of r.results) expect(x.why.terms).toEqual(['like Taxi Driver']);
  });
});
