// A film's own palette, blurred by small perceptual noise, still finds that film first (or, for
// palettes that look alike at that noise, a film at least as close): the palette search must
// recognise a look, not need the exact hex codes.
import { describe, expect, it } from 'vitest';
import { hexToLab, labToHex } from '../../../../src/core/colour/lab';
import { toPalette } from '../../../../src/core/colour/palette';
import { matchPalettes } from '../../../../src/core/colour/paletteDistance';
import { buildSearchIndex } from '../../../../src/core/search/index';
import { loadArchive } from './archiveFixture';

/** Deterministic PRNG (mulberry32) so a failure can be reproduced. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Moves a colour by about `size` CIELAB units in a random direction. */
function jitter(hex: string, size: number, rand: () => number): string {
  const [l, a, b] = hexToLab(hex)!;
  const u = [rand() - 0.5, rand() - 0.5, rand() - 0.5];
  const n = Math.hypot(u[0]!, u[1]!, u[2]!) || 1;
  const r = size * (0.5 + rand());
  return labToHex([l + (u[0]! / n) * r, a + (u[1]! / n) * r, b + (u[2]! / n) * r]);
}

describe('palette search under perceptual noise', () => {
  const films = loadArchive();
  const index = buildSearchIndex(films);

  // Blur every palette once, reproducibly.
  const rand = rng(20261121);
  const blurred = films.map((f) => ({
    film: f,
    hexCodes: String(f.hex_codes)
      .split(',')
      .map((h) => jitter(h, 3, rand)),
  }));
  const tops = blurred.map(({ hexCodes }) => index.palette({ hexCodes }).results[0]!);

  it('finds the film first for at least 98% of the colour films', () => {
    const misses: string[] = [];
    let colour = 0;
    blurred.forEach(({ film }, i) => {
      if (film.color_mode !== 'colour') return;
      colour++;
      if (tops[i]!.movie_id !== film.movie_id) misses.push(film.movie_id);
    });
    expect(colour).toBeGreaterThanOrEqual(200);
    expect(1 - misses.length / colour, `missed: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.98);
  });

  // Black-and-white palettes are ramps of greys: under noise many are as close to the query as
  // the film's own. The search must still never put a farther palette first.
  it('puts first the film or one whose palette is at least as close to the blurred query', () => {
    const wrong: string[] = [];
    blurred.forEach(({ film, hexCodes }, i) => {
      const top = tops[i]!;
      if (top.movie_id === film.movie_id) return;
      const q = toPalette(hexCodes);
      const topDistance = matchPalettes(q, toPalette(top.hex_codes)).distance;
      const ownDistance = matchPalettes(q, toPalette(String(film.hex_codes))).distance;
      if (topDistance > ownDistance + 1e-9) wrong.push(`${film.movie_id} → ${top.movie_id}`);
    });
    expect(wrong.length / films.length, wrong.join(', ')).toBeLessThanOrEqual(0.01);
  });

  it('puts the chosen film first, then 6 others, sorted, without duplicates', () => {
    const f = films[17]!;
    const res = index.palette({ movieId: f.movie_id }).results;
    expect(res).toHaveLength(7);
    expect(res[0]!.movie_id).toBe(f.movie_id);
    expect(new Set(res.map((r) => r.movie_id)).size).toBe(7);
    for (let i = 1; i < res.length; i++) {
      expect(res[i]!.similarity_score).toBeLessThanOrEqual(res[i - 1]!.similarity_score);
    }
    expect(res[1]!.why.swatches.length).toBeGreaterThan(0);
  });

  it('uses hexCodes when the movieId is unknown', () => {
    const f = films[42]!;
    const res = index.palette({
      movieId: 'no-such-film-1900',
      hexCodes: String(f.hex_codes).split(','),
    });
    expect(res.results[0]!.movie_id).toBe(f.movie_id);
  });
});
