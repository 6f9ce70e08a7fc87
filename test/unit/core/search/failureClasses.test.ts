// Classes of query the engine used to misread, each fixed by a general rule and shown here on a
// small hand-built archive: negators inside names, over-stemming, US and UK spellings, names of
// several words, generic words outweighing the specific thing asked for, decades qualified by
// "late" or "early" (and years near a decade's edge or given loosely), and hedging words.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { FilmRecord } from '../../../../src/core/search/index';
import { syntheticFilm } from './archiveFixture';

const film = (id: string, summary: string, over: Partial<FilmRecord> = {}): FilmRecord =>
  syntheticFilm(id, summary, over);
const ids = (r: { results: Array<{ movie_id: string }> }): string[] =>
  r.results.map((x) => x.movie_id);

describe('negators that are part of a name', () => {
  const index = buildSearchIndex([
    film('neon-loft', 'A loft lit by neon signs.'),
    film('plain-loft', 'A bare loft in grey daylight.'),
    film('cheap-shoot', 'A scrappy shoot on a tiny budget, in grainy 16mm.'),
    film('wave-scene', 'Punk bands in a downtown basement, shot grainy on Super 8.'),
    film('home-film', 'A superhero swings between towers.', { movie_title: 'No Way Home' }),
    film('fade-film', 'Rock bands fade away in a smoky club.'),
  ]);

  it('still drops what a plain negator negates', () => {
    const res = index.vibe('a loft, no neon', 5);
    expect(ids(res)[0]).toBe('plain-loft');
    expect(res.query_info.aesthetic_keywords).not.toContain('neon');
  });

  it('reads a hyphenated compound as a word, not a negation', () => {
    expect(index.vibe('no-budget grainy shoot', 5).query_info.aesthetic_keywords).toContain(
      'budget',
    );
  });

  it('reads a capitalised word after a negator as a name', () => {
    const res = index.vibe('rock with a Not Fade Away feel', 5);
    expect(res.query_info.aesthetic_keywords).toContain('fade');
    expect(ids(res)[0]).toBe('fade-film');
  });

  it('keeps the words of an archive title that starts with a negator', () => {
    expect(index.vibe('no way home superhero towers', 5).query_info.aesthetic_keywords).toContain(
      'way',
    );
  });

  it('reads "nothing" as a negator, and not as a thing asked for', () => {
    const res = index.vibe('a loft, nothing neon', 5);
    expect(ids(res)[0]).toBe('plain-loft');
    expect(res.query_info.aesthetic_keywords).not.toContain('neon');
    expect(res.query_info.aesthetic_keywords).not.toContain('nothing');
  });

  it('keeps what "nothing but" restricts to', () => {
    const res = index.vibe('a loft with nothing but neon', 5);
    expect(res.query_info.aesthetic_keywords).toContain('neon');
    expect(ids(res)[0]).toBe('neon-loft');
  });

  it('reads a known name as what it looks like', () => {
    const res = index.vibe('no wave', 5);
    expect(res.query_info.aesthetic_keywords).toContain('no wave');
    expect(ids(res)[0]).toBe('wave-scene');
  });
});

describe('stems that merge different words', () => {
  const index = buildSearchIndex([
    film('drift-apart', 'Two lovers drift apart on a windy pier at dusk.'),
    film('flat', 'A cramped apartment with peeling walls and a single bulb.'),
    film('specs', 'A clerk in thick glasses behind a desk.'),
    film('towers', 'Glass towers reflect a cold sky over the avenue.'),
    film('lift', 'An elevator cage rattles between floors of an office block.'),
    film('el-train', 'The elevated train throws striped shadows on the street.'),
  ]);

  it('keeps a word apart from a shorter word it only contains', () => {
    expect(ids(index.vibe('apartments', 5))).toEqual(['flat']);
    expect(ids(index.vibe('elevator', 5))).toEqual(['lift']);
  });

  it('keeps a plural with its own meaning apart from its singular', () => {
    expect(ids(index.vibe('glasses', 5))).not.toContain('towers');
  });

  it('still folds plurals and verb forms', () => {
    expect(ids(index.vibe('drifting lover', 5))[0]).toBe('drift-apart');
  });

  it('explains a match with a word someone wrote, never a stem', () => {
    const typed = index.vibe('apartments', 5).results[0]!.why.terms;
    expect(typed).toEqual(['apartments']);
    const res = index.vibe('elevated trains', 5).results[0]!;
    for (const t of res.why.terms) {
      expect(
        ['elevated', 'trains', 'elevated trains'].includes(t) ||
          res.aesthetic_summary.toLowerCase().includes(t),
      ).toBe(true);
    }
  });
});

describe('American and British spellings', () => {
  const index = buildSearchIndex([
    film('uk', 'A grey theatre lobby in a cosy neighbourhood, colourful pyjamas on a line.'),
    film('us', 'A gray theater marquee over a cozy neighborhood, colorful pajamas in a window.'),
    film('other', 'A sunny beach with ice cream stands.'),
  ]);

  it.each([
    ['gray theater', 'grey theatre'],
    ['cozy neighborhood', 'cosy neighbourhood'],
    ['colorful pajamas', 'colourful pyjamas'],
  ])('"%s" and "%s" find both spellings', (us, uk) => {
    // Colour words also rank by palette: the two described films come first.
    for (const q of [us, uk])
      expect(ids(index.vibe(q, 5)).slice(0, 2).sort()).toEqual(['uk', 'us']);
  });

  it('reads keyword lists the same way', () => {
    expect(ids(index.words(['neighbourhood'])).sort()).toEqual(['uk', 'us']);
  });
});

describe('names of several words', () => {
  const index = buildSearchIndex([
    film('uws', 'Brownstones on the Upper West Side under autumn trees.'),
    film('uws-2', 'A prewar flat on the Upper West Side with tall windows.'),
    film('uws-3', 'Doormen and awnings of the Upper West Side at dusk.'),
    film('west', 'A west wind blows across a side street of low houses.'),
    film('west-2', 'The west pier at dusk, a side door of a warehouse.'),
    film('upper', 'The upper floors of a tenement, seen from the side.'),
    film('coney', 'Coney Island rides and a boardwalk at night.'),
    film('island', 'A small island in the harbour with an old fort.'),
    // Unrelated films, so that the names above are rare as in a real archive.
    ...Array.from({ length: 24 }, (_, i) => film(`beach-${i}`, 'A sunny beach with ice cream.')),
  ]);

  it('matches a place name as one thing, not its loose words', () => {
    const top = ids(index.vibe('upper west side brownstones', 8)).slice(0, 3);
    expect(top.sort()).toEqual(['uws', 'uws-2', 'uws-3']);
    const res = index.vibe('the Upper West Side', 8);
    expect(res.query_info.aesthetic_keywords).toContain('upper west side');
    expect(res.results[0]!.why.terms).toEqual(['upper west side']);
    // A film with some of the words only is no match at all.
    expect(ids(res)).not.toContain('upper');
  });

  it('ranks films with every word of a name apart below films that name it', () => {
    const res = ids(index.vibe('coney island', 8));
    expect(res[0]).toBe('coney');
    expect(res).not.toContain('island');
  });
});

describe('generic words next to a specific one', () => {
  const generic = 'A dark street of the city at night, light from a new window.';
  const films = [
    ...Array.from({ length: 8 }, (_, i) => film(`generic-${i}`, `${generic} Scene ${i}.`)),
    film('bodega', 'A bodega counter under a buzzing sign.'),
    film('other', 'A sunny beach with ice cream stands.'),
  ];

  it('lets the specific thing named lead over words most films share', () => {
    const index = buildSearchIndex(films);
    expect(ids(index.vibe('a dark city street at night with a bodega', 3))[0]).toBe('bodega');
  });

  it('weighs a word most films share below its idf alone', () => {
    const damped = buildSearchIndex(films).vibe('dark bodega', 10).results;
    const flat = buildSearchIndex(films, { tuning: { text: { genericDamping: 0 } } }).vibe(
      'dark bodega',
      10,
    ).results;
    const score = (rs: typeof damped, id: string): number =>
      rs.find((r) => r.movie_id === id)?.similarity_score ?? 0;
    // The films that only share the generic word fall further behind the specific one.
    expect(score(damped, 'generic-0') / score(damped, 'bodega')).toBeLessThan(
      score(flat, 'generic-0') / score(flat, 'bodega'),
    );
  });
});

describe('a decade qualified by "late" or "early"', () => {
  const index = buildSearchIndex([
    film('marquee-80s', 'Porn theatre marquees flicker over a sleazy street.', {
      depicted_decade: '1980s',
    }),
    film('marquee-90s', 'Porn theatre marquees flicker over a sleazy street.', {
      depicted_decade: '1990s',
    }),
    film('marquee-60s', 'Porn theatre marquees flicker over a sleazy street.', {
      depicted_decade: '1960s',
    }),
    film('marquee-70s', 'Theatre marquees over a street.', { depicted_decade: '1970s' }),
  ]);
  const score = (q: string, id: string): number =>
    index.vibe(q, 10).results.find((r) => r.movie_id === id)?.similarity_score ?? 0;

  it('lets the next decade fit "late" and the one before fit "early"', () => {
    const late = 'sleazy porn marquees in the late 70s';
    expect(score(late, 'marquee-80s')).toBeGreaterThan(score(late, 'marquee-60s'));
    const early = 'sleazy porn marquees in the early 70s';
    expect(score(early, 'marquee-60s')).toBeGreaterThan(score(early, 'marquee-80s'));
  });

  it('still ranks the named decade first when the look is the same', () => {
    const index2 = buildSearchIndex([
      film('a-70s', 'Porn marquees on a sleazy street.', { depicted_decade: '1970s' }),
      film('a-80s', 'Porn marquees on a sleazy street.', { depicted_decade: '1980s' }),
    ]);
    expect(ids(index2.vibe('sleazy porn marquees, late 70s', 2))).toEqual(['a-70s', 'a-80s']);
  });

  it("lets a year near a decade's edge, or given loosely, reach into the next decade", () => {
    const edge = 'sleazy porn marquees, 1979';
    expect(score(edge, 'marquee-80s')).toBeGreaterThan(score(edge, 'marquee-60s'));
    const loose = 'sleazy porn marquees around 1975';
    expect(score(loose, 'marquee-80s')).toBeGreaterThan(score(loose, 'marquee-90s'));
    // A year in the middle of its decade, given exactly, does not.
    const exact = 'sleazy porn marquees, 1975';
    expect(score(exact, 'marquee-80s')).toBe(score(exact, 'marquee-60s'));
  });
});

describe('a word the archive lacks, near a decade word', () => {
  const index = buildSearchIndex([
    film('forties-diner', 'A diner of the forties, chrome stools at the counter.', {
      depicted_decade: '1940s',
    }),
    film('late-diner', 'A diner at night, a laminate counter under fluorescent tubes.', {
      depicted_decade: '1990s',
    }),
  ]);

  it('is never corrected into a decade, which would filter the archive on a guess', () => {
    const res = index.vibe('formica counter in a diner at night', 2);
    expect(res.query_info.time_filters.mentioned_decades).toEqual([]);
    expect(ids(res)[0]).toBe('late-diner');
  });
});

describe('words that hedge or stand for anyone', () => {
  const index = buildSearchIndex([
    film('bare-room', 'A bare room lit by a single bulb; a person barely moves.'),
    film('brick-studio', 'A cramped studio apartment; its one window faces a brick wall.'),
  ]);

  it('reads "barely", "person" and "getting by" as how a query is said, not what it shows', () => {
    const res = index.vibe('cramped studio, brick wall, a person barely getting by', 2);
    expect(res.query_info.aesthetic_keywords).not.toContain('barely');
    expect(res.query_info.aesthetic_keywords).not.toContain('person');
    expect(ids(res)[0]).toBe('brick-studio');
  });
});

describe('a look word that is also small talk', () => {
  const index = buildSearchIndex([
    film('warm-office', 'Warm amber light in a glass office tower.'),
    film('cool-office', 'Cool blue light in a glass office tower.'),
  ]);

  it('reads "cool" as a colour temperature, in text and in keywords', () => {
    const res = index.vibe('a cool glass office', 2);
    expect(res.query_info.aesthetic_keywords).toContain('cool');
    expect(ids(res)[0]).toBe('cool-office');
    expect(ids(index.words(['glass', 'office', 'cool'], 2))[0]).toBe('cool-office');
  });
});
