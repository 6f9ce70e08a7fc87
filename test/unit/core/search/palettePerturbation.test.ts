// A film's own palette, blurred by small perceptual noise, still finds that film first: the
// palette search must recognise a look, not need the exact hex codes.
import { describe, expect, it } from 'vitest';
import { hexToLab, labToHex } from '../../../../src/core/colour/lab';
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

  it('finds the film first for at least 98% of the archive', () => {
    const rand = rng(20261121);
    let first = 0;
    const misses: string[] = [];
    for (const f of films) {
      const hexCodes = String(f.hex_codes)
        .split(',')
        .map((h) => jitter(h, 3, rand));
      const top = index.palette({ hexCodes }).results[0];
      if (top?.movie_id === f.movie_id) first++;
      else misses.push(f.movie_id);
    }
    expect(films.length).toBeGreaterThanOrEqual(200);
    expect(first / films.length, `missed: ${misses.join(', ')}`).toBeGreaterThanOrEqual(0.98);
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
