// The watchlist's CSV export (Letterboxd's importer columns) and the "your aesthetic" strip.
import { describe, expect, it } from 'vitest';
import { letterboxdCsv } from '../../../../src/features/watchlist/letterboxdCsv';
import { aestheticStrip } from '../../../../src/features/watchlist/aestheticStrip';

describe('letterboxdCsv', () => {
  it('writes Title, Year, LetterboxdURI with RFC 4180 quoting', () => {
    const csv = letterboxdCsv([
      {
        movie_title: 'Taxi Driver',
        year: 1976,
        letterboxd_link: 'https://letterboxd.com/film/taxi-driver/',
      },
      { movie_title: 'When Harry Met Sally...', year: 1989, letterboxd_link: null },
      { movie_title: 'Sid and "Nancy", NYC', year: null, letterboxd_link: 'javascript:alert(1)' },
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Title,Year,LetterboxdURI',
      'Taxi Driver,1976,https://letterboxd.com/film/taxi-driver/',
      'When Harry Met Sally...,1989,',
      '"Sid and ""Nancy"", NYC",,',
      '',
    ]);
  });
});

describe('aestheticStrip', () => {
  it('weights prominent colours, merges near-identical ones and caps the size', () => {
    const strip = aestheticStrip(
      [
        ['#C8342A', '#F08A24', '#111111'],
        ['#C9352B', '#2F6DA3'],
        ['#C8342A', '#F6C945'],
      ],
      3,
    );
    expect(strip).toHaveLength(3);
    expect(strip[0]).toBe('#C8342A');
    expect(strip).not.toContain('#C9352B');
  });
  it('is empty without palettes and ignores malformed codes', () => {
    expect(aestheticStrip([])).toEqual([]);
    expect(aestheticStrip([['red', '#12345']])).toEqual([]);
  });
});
