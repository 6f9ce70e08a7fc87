// Each archive rule catches its own seeded defect, and a clean archive passes.
import { describe, expect, it } from 'vitest';
import { validateArchive } from '../../../../scripts/archive/validate';
import type { ArchiveRecord, ListedFilm } from '../../../../scripts/archive/record';

const words = (n: number, seed: string) =>
  Array.from({ length: n }, (_, i) => `${seed}${i}`).join(' ') + '.';

function film(title: string, year: number, decade: string, over: Partial<ArchiveRecord> = {}) {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const rec: ArchiveRecord = {
    movie_id: `${slug}-${year}`,
    movie_title: title,
    year,
    depicted_decade: decade,
    letterboxd_link: `https://letterboxd.com/film/${slug}/`,
    aesthetic_summary: words(60, `${slug}look`),
    synopsis: words(30, `${slug}plot`),
    hex_codes: ['#112233', '#445566', '#778899', '#AABBCC', '#DDEEFF'],
    palette_source: 'curated',
    color_mode: 'colour',
    boroughs: ['Manhattan'],
    new_york: 'most',
    look_central: ['format.live-action', 'time-of-day.night', 'setting.diner'],
    look_present: ['season-holiday.winter'],
    ...over,
  };
  return rec;
}

const list: ListedFilm[] = [
  { title: 'Taxi Driver', year: 1976, decade: '1970s' },
  { title: 'Carol', year: 2015, decade: '1950s' },
];
const clean = () => [film('Taxi Driver', 1976, '1970s'), film('Carol', 2015, '1950s')];
const rulesOf = (records: unknown[]) =>
  validateArchive(
    records.map((r) => (typeof r === 'string' ? r : JSON.stringify(r))),
    list,
  ).map((p) => p.rule);

describe('archive rules', () => {
  it('passes a clean archive', () => {
    expect(rulesOf(clean())).toEqual([]);
  });

  const cases: Array<[string, (a: ArchiveRecord[]) => unknown[]]> = [
    ['json', (a) => ['{not json', ...a]],
    ['required', (a) => [{ ...a[0], synopsis: undefined }, a[1]]],
    ['unknown-field', (a) => [{ ...a[0], plot: 'x' }, a[1]]],
    ['id-format', (a) => [{ ...a[0], movie_id: 'Taxi Driver' }, a[1]]],
    ['type', (a) => [{ ...a[0], year: '1976' }, a[1]]],
    ['year-range', (a) => [{ ...a[0], year: 1776 }, a[1]]],
    ['decade-format', (a) => [{ ...a[0], depicted_decade: '70s' }, a[1]]],
    ['link-format', (a) => [{ ...a[0], letterboxd_link: 'http://imdb.com/x' }, a[1]]],
    ['link-slug', (a) => [{ ...a[0], letterboxd_link: 'https://letterboxd.com/film/cab/' }, a[1]]],
    ['word-count', (a) => [{ ...a[0], aesthetic_summary: words(20, 'short') }, a[1]]],
    ['hex-count', (a) => [{ ...a[0], hex_codes: ['#112233', '#445566'] }, a[1]]],
    [
      'hex-format',
      (a) => [{ ...a[0], hex_codes: ['#11223', '#445566', '#778899', '#aabbcc', '#DDEEFF'] }, a[1]],
    ],
    ['palette-source', (a) => [{ ...a[0], palette_source: 'guessed' }, a[1]]],
    ['palette-shares', (a) => [{ ...a[0], palette_shares: [0.5] }, a[1]]],
    ['unique-id', (a) => [a[0], { ...a[1], movie_id: a[0]!.movie_id }]],
    [
      'unique-title',
      (a) => [
        a[0],
        a[1],
        {
          ...a[0],
          movie_id: 'other-1976',
          letterboxd_link: 'https://letterboxd.com/film/taxi-driver-1976/',
        },
      ],
    ],
    [
      'unique-slug',
      (a) => [
        a[0],
        { ...a[1], letterboxd_link: 'https://letterboxd.com/film/carol/', movie_title: 'Carol' },
        {
          ...film('Carol Two', 2016, '1950s'),
          letterboxd_link: 'https://letterboxd.com/film/carol/',
        },
      ],
    ],
    [
      'shared-sentence',
      (a) => [
        a[0],
        { ...a[1], aesthetic_summary: `${a[0]!.aesthetic_summary} ${words(10, 'extra')}` },
      ],
    ],
    // The same film written twice, its title spelt differently.
    [
      'unique-title',
      (a) => [
        a[0],
        a[1],
        film('The Taxi-Driver!', 1976, '1970s', {
          movie_id: 'the-taxi-driver-1976',
          letterboxd_link: 'https://letterboxd.com/film/the-taxi-driver/',
        }),
      ],
    ],
    [
      'similar-summary',
      (a) => [
        a[0],
        {
          ...a[1],
          // Eight words in a row of the first film's summary, inside another sentence.
          aesthetic_summary: `${words(40, 'own')} Then ${a[0]!.aesthetic_summary.split(' ').slice(3, 11).join(' ')} again.`,
        },
      ],
    ],
    ['color-mode', (a) => [{ ...a[0], color_mode: 'sepia' }, a[1]]],
    // Black-and-white with a red in its palette; colour with greys only.
    ['color-mode', (a) => [{ ...a[0], color_mode: 'black-and-white' }, a[1]]],
    [
      'color-mode',
      (a) => [
        { ...a[0], hex_codes: ['#111111', '#444444', '#777777', '#AAAAAA', '#DDDDDD'] },
        a[1],
      ],
    ],
    ['boroughs', (a) => [{ ...a[0], boroughs: ['Hoboken'] }, a[1]]],
    ['boroughs', (a) => [{ ...a[0], boroughs: [] }, a[1]]],
    ['required', (a) => [{ ...a[0], boroughs: undefined }, a[1]]],
    ['new-york', (a) => [{ ...a[0], new_york: 'half' }, a[1]]],
    ['required', (a) => [{ ...a[0], new_york: undefined }, a[1]]],
    ['missing-film', (a) => [a[0]]],
    // Look profiles (docs/look-profiles.md): every film has one, in the vocabulary, true to its facts.
    ['required', (a) => [{ ...a[0], look_central: undefined }, a[1]]],
    ['type', (a) => [{ ...a[0], look_present: 'setting.diner' }, a[1]]],
    ['look-value', (a) => [{ ...a[0], look_present: ['setting.moon-base'] }, a[1]]],
    ['look-repeat', (a) => [{ ...a[0], look_present: ['setting.diner'] }, a[1]]],
    ['look-count', (a) => [{ ...a[0], look_central: ['format.live-action'] }, a[1]]],
    [
      'look-format',
      (a) => [{ ...a[0], look_central: ['time-of-day.night', 'setting.diner'] }, a[1]],
    ],
    [
      'look-colour-mode',
      (a) => [
        {
          ...a[0],
          color_mode: 'black-and-white',
          hex_codes: ['#111111', '#444444', '#777777', '#AAAAAA', '#DDDDDD'],
          look_present: ['colour-character.pastel'],
        },
        a[1],
      ],
    ],
    ['look-decade', (a) => [a[0], { ...a[1], look_present: ['costume-fashion.70s-fashion'] }]],
    [
      'look-borough',
      (a) => [
        { ...a[0], look_central: [...a[0]!.look_central!, 'neighbourhood.coney-island'] },
        a[1],
      ],
    ],
    ['decade-mismatch', (a) => [a[0], { ...a[1], depicted_decade: '2010s' }]],
  ];
  it.each(cases)('catches %s', (rule, seed) => {
    expect(rulesOf(seed(clean()))).toContain(rule);
  });
});
