// The watchlist's CSV export (Letterboxd's importer columns) and the "your aesthetic" strip.
import { describe, expect, it } from 'vitest';
import { letterboxdCsv } from '../../../../src/features/watchlist/letterboxdCsv';
import { aestheticOf, aestheticStrip } from '../../../../src/features/watchlist/aestheticStrip';

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

describe('aestheticOf (every kept film, weighted by matches)', () => {
  const DARK_WARM = [
    ['#2B1A12', '#4A2C1C', '#6B3A22', '#1E1510', '#803E1F'],
    ['#3A1F14', '#5C2E1A', '#241711', '#7A4325', '#2E2019'],
    ['#301C10', '#55301B', '#1B120C', '#6E3B1E', '#40261A'],
    ['#271812', '#4F2A18', '#6A3520', '#1A110D', '#3B2416'],
    ['#35200F', '#5A3418', '#22150C', '#734020', '#2C1B12'],
    ['#2A1610', '#4C2617', '#663120', '#1C120E', '#3E2218'],
    ['#331D13', '#59301D', '#201410', '#7C4427', '#2D1B14'],
    ['#2E1B0F', '#50301A', '#1D130B', '#6F3C1D', '#3A2315'],
  ];
  const PASTEL = ['#F6D5E5', '#CDE8F6', '#FFF3C4', '#D8F2DC', '#E8D9FF'];
  const dark = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [
      number,
      number,
      number,
    ];
    return Math.max(r, g, b) < 140 && r >= b;
  };

  it('eight dark warm films and one pastel one make a dark warm aesthetic', () => {
    const films = [
      ...DARK_WARM.map((palette) => ({ palette, weight: 1 })),
      { palette: PASTEL, weight: 1 },
    ];
    const strip = aestheticOf(films);
    expect(dark(strip[0]!.hex)).toBe(true);
    const darkShare = strip.filter((c) => dark(c.hex)).reduce((s, c) => s + c.share, 0);
    expect(darkShare).toBeGreaterThan(0.75);
    // The case of the issue: reading only the one palette another page had loaded showed pastels.
    expect(aestheticOf([{ palette: PASTEL, weight: 1 }]).every((c) => !dark(c.hex))).toBe(true);
  });

  it('a film matched more often weighs more', () => {
    const once = aestheticOf([
      { palette: ['#2B1A12'], weight: 1 },
      { palette: ['#CDE8F6'], weight: 1 },
    ]);
    expect(once[0]!.share).toBeCloseTo(0.5);
    const often = aestheticOf([
      { palette: ['#2B1A12'], weight: 1 },
      { palette: ['#CDE8F6'], weight: 3 },
    ]);
    expect(often[0]).toEqual({ hex: '#CDE8F6', share: 0.75 });
  });

  it('shares sum to 1 and a bad weight counts as one match', () => {
    const strip = aestheticOf([
      { palette: ['#112233', '#FFEEDD'], weight: Number.NaN },
      { palette: ['#FFEEDD'], weight: 0 },
    ]);
    expect(strip.reduce((s, c) => s + c.share, 0)).toBeCloseTo(1);
    expect(strip[0]!.hex).toBe('#FFEEDD');
  });
});
