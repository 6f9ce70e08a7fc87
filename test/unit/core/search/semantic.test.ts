// The semantic channel: int8 vectors survive storage, SIF weighs common words down, and a query word
// the archive and the lexicon cannot link to any film still finds the films that mean the same,
// while films with the query's own words keep the first places.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import {
  dequantise,
  fromBase64,
  normalise,
  packNibbles,
  quantise,
  unpackNibbles,
} from '../../../../src/core/search/semantic/quantise';
import {
  commonComponent,
  removeComponent,
  sifWeight,
} from '../../../../src/core/search/semantic/sif';
import type { SemanticTuning } from '../../../../src/core/search/tuning';
import { decodeWordVectors, wordVectors } from '../../../../src/core/search/semantic/wordVectors';
import shippedTable from '../../../../src/core/search/semantic/wordVectors.generated.json';
import { syntheticFilm } from './archiveFixture';

const dot = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
};

describe('int8 storage', () => {
  it('keeps a unit vector’s direction (cosine with the original above 0.999)', () => {
    let seed = 7;
    const rand = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let k = 0; k < 20; k++) {
      const v = Float32Array.from({ length: 48 }, rand);
      normalise(v);
      const back = dequantise(quantise(v), 48);
      expect(dot(v, back)).toBeGreaterThan(0.999);
    }
  });

  it('keeps a zero vector zero and puts the largest component at ±127', () => {
    expect([...dequantise(quantise([0, 0, 0]), 3)]).toEqual([0, 0, 0]);
    expect([...quantise([0.5, -1, 0.25])]).toEqual([64, -127, 32]);
  });

  it('decodes base64 as the standard does', () => {
    const bytes = Uint8Array.from({ length: 257 }, (_, i) => (i * 37) % 256);
    const text = Buffer.from(bytes).toString('base64');
    expect([...fromBase64(text)]).toEqual([...bytes]);
  });

  it('keeps a row in 4 bits to a cosine above 0.95, and packing it again changes nothing', () => {
    let seed = 11;
    const rand = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const rows = new Int8Array(48 * 20);
    for (let k = 0; k < 20; k++) quantise(Float32Array.from({ length: 48 }, rand), rows, k * 48);
    const packed = packNibbles(rows, 48);
    expect(packed.length).toBe(20 * 24);
    const back = unpackNibbles(packed, 48, 20);
    for (let k = 0; k < 20; k++)
      expect(dot(dequantise(rows, 48, k), dequantise(back, 48, k))).toBeGreaterThan(0.95);
    expect([...packNibbles(back, 48)]).toEqual([...packed]);
    // 64 of 127 is 3.5 of 7, stored as 4: 73 on the int8 scale.
    expect([...unpackNibbles(packNibbles(Int8Array.from([0, 127, -127, 64]), 4), 4, 1)]).toEqual([
      0, 127, -127, 73,
    ]);
  });

  it('decodes a table of int8 and 4-bit rows, each stem to its own row', () => {
    const fine = Int8Array.from([127, 0, 0, 0, 127, 0]);
    const coarse = Int8Array.from([0, 0, -127]);
    const t = decodeWordVectors({
      dims: 3,
      stems: 'alpha beta',
      data: Buffer.from(fine.buffer).toString('base64'),
      coarseStems: 'gamma',
      coarse: Buffer.from(packNibbles(coarse, 3)).toString('base64'),
    });
    const row = (s: string) => [...t.rows.subarray(t.rowOf.get(s)! * 3, t.rowOf.get(s)! * 3 + 3)];
    expect(row('alpha')).toEqual([1, 0, 0]);
    expect(row('beta')).toEqual([0, 1, 0]);
    expect(row('gamma')).toEqual([0, 0, -1]);
  });

  it('decodes a row read alone to the same floats as the whole table', () => {
    // A fresh decode, so the rows below are read one by one before the table is decoded whole.
    const t = decodeWordVectors(shippedTable as Parameters<typeof decodeWordVectors>[0]);
    const picks = ['neon', 'rain', 'diner', 'bureaucrat', 'zeppelin'].filter((s) => t.rowOf.has(s));
    const alone = picks.map((s) => [...t.row(t.rowOf.get(s)!)]);
    const D = t.dims;
    expect(
      picks.map((s) => [...t.rows.subarray(t.rowOf.get(s)! * D, (t.rowOf.get(s)! + 1) * D)]),
    ).toEqual(alone);
    // Both kinds of rows are among them: int8 (words the archive uses) and 4-bit (others).
    const fineRows = shippedTable.stems.split(' ').length;
    expect(picks.some((s) => t.rowOf.get(s)! < fineRows)).toBe(true);
    expect(picks.some((s) => t.rowOf.get(s)! >= fineRows)).toBe(true);
  });

  it('ships a table whose rows are unit vectors', () => {
    const wv = wordVectors();
    const row = wv.rowOf.get('neon')!;
    const v = wv.rows.subarray(row * wv.dims, (row + 1) * wv.dims);
    expect(dot(v, v)).toBeCloseTo(1, 5);
  });
});

describe('SIF weighting', () => {
  it('weighs a word a / (a + p): unseen words 1, common words little', () => {
    expect(sifWeight(0, 1e-3)).toBe(1);
    expect(sifWeight(1e-3, 1e-3)).toBeCloseTo(0.5);
    expect(sifWeight(0.05, 1e-3)).toBeLessThan(0.02);
  });

  it('removes the direction every row shares', () => {
    const rows = Float32Array.from([1, 0.1, 0, 1, -0.1, 0, 1, 0, 0.1, 1, 0, -0.1]);
    const u = commonComponent(rows, 3, 4);
    expect(Math.abs(u[0]!)).toBeGreaterThan(0.99);
    const v = Float32Array.from([2, 1, 0]);
    removeComponent(v, u);
    expect(Math.abs(dot(v, u))).toBeLessThan(1e-6);
  });
});

describe('ranking with the semantic channel', () => {
  const films = [
    syntheticFilm('ruins', 'Derelict warehouses, rusted steel girders, broken windows and rubble.'),
    syntheticFilm('beach', 'Sunny beach boardwalk, ice cream stands and striped umbrellas.'),
    syntheticFilm('ballroom', 'Opulent ballroom with crystal chandeliers and velvet drapes.'),
    syntheticFilm('office', 'Fluorescent office cubicles, beige carpets and grey filing cabinets.'),
    syntheticFilm('diner', 'A chrome diner at night, neon signs reflected in wet asphalt.'),
  ];
  const ids = (text: string, semantic: Partial<SemanticTuning> = {}): string[] =>
    buildSearchIndex(films, { tuning: { semantic } })
      .vibe(text, 5)
      .results.map((r) => r.movie_id);

  it('finds a film through a word neither its text nor the lexicon links to it', () => {
    // The lexicon relates "bureaucratic" only to "bureaucracy", which no film here says.
    expect(ids('bureaucratic', { weight: 0 })).toEqual([]);
    expect(ids('bureaucratic')[0]).toBe('office');
  });

  it('keeps films with the query’s own words first', () => {
    expect(ids('derelict bureaucratic')[0]).toBe('ruins');
    // Even with the channel at full weight on a query the text channel fully understands.
    expect(ids('neon diner', { covered: 1 })[0]).toBe('diner');
    expect(ids('opulent chandeliers', { covered: 1 })[0]).toBe('ballroom');
  });
});
