// Colour maths against published reference values and culori, and the optimal matching against
// brute force.
import { differenceCiede2000, converter } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deltaE2000 } from '../../../../src/core/colour/ciede2000';
import { assign } from '../../../../src/core/colour/hungarian';
import { hexToLab, labToHex, normalizeHex } from '../../../../src/core/colour/lab';
import { parseHexList, prominenceWeights, toPalette } from '../../../../src/core/colour/palette';
import { matchPalettes } from '../../../../src/core/colour/paletteDistance';

const hex = fc
  .integer({ min: 0, max: 0xffffff })
  .map((n) => `#${n.toString(16).padStart(6, '0').toUpperCase()}`);

describe('CIEDE2000', () => {
  // Sharma, Wu & Dalal (2005), test pairs 1, 7, 13, 19, 25 and 34.
  const pairs: Array<[number[], number[], number]> = [
    [[50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
    [[50, 0, 0], [50, -1, 2], 2.3669],
    [[50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
    [[50, 2.5, 0], [50, 0, -2.5], 4.3065],
    [[60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
    [[2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
  ];
  it.each(pairs)('matches the published value for %j vs %j', (a, b, want) => {
    expect(deltaE2000(a[0]!, a[1]!, a[2]!, b[0]!, b[1]!, b[2]!)).toBeCloseTo(want, 3);
  });

  it('agrees with culori on random sRGB colours and is symmetric', () => {
    const de = differenceCiede2000();
    fc.assert(
      fc.property(hex, hex, (x, y) => {
        const a = hexToLab(x)!;
        const b = hexToLab(y)!;
        const ours = deltaE2000(a[0], a[1], a[2], b[0], b[1], b[2]);
        expect(ours).toBeCloseTo(de(x, y), 1);
        expect(deltaE2000(b[0], b[1], b[2], a[0], a[1], a[2])).toBeCloseTo(ours, 9);
      }),
      { numRuns: 300 },
    );
  });
});

describe('CIELAB conversion', () => {
  const toLab = converter('lab65');
  it('agrees with culori and round-trips through hex', () => {
    fc.assert(
      fc.property(hex, (h) => {
        const ours = hexToLab(h)!;
        const theirs = toLab(h)!;
        expect(ours[0]).toBeCloseTo(theirs.l, 1);
        expect(ours[1]).toBeCloseTo(theirs.a, 1);
        expect(ours[2]).toBeCloseTo(theirs.b, 1);
        expect(labToHex(ours)).toBe(h);
      }),
      { numRuns: 300 },
    );
  });

  it('normalises hex input and rejects what is not a colour', () => {
    expect(normalizeHex('#abc')).toBe('#AABBCC');
    expect(normalizeHex(' 1f6f6f ')).toBe('#1F6F6F');
    expect(normalizeHex('#12345')).toBeNull();
    expect(normalizeHex('red')).toBeNull();
    expect(parseHexList('#AABBCC, #zzz,#aabbcc,#000000')).toEqual(['#AABBCC', '#000000']);
  });

  it('weights prominence: decreasing, summing to 1', () => {
    const w = prominenceWeights(6);
    expect(w.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 9);
    for (let i = 1; i < w.length; i++) expect(w[i]!).toBeLessThan(w[i - 1]!);
  });
});

describe('optimal palette matching', () => {
  function bruteForce(cost: number[], n: number): number {
    let best = Infinity;
    const perm = (rest: number[], row: number, acc: number): void => {
      if (row === n) {
        best = Math.min(best, acc);
        return;
      }
      rest.forEach((c, i) =>
        perm([...rest.slice(0, i), ...rest.slice(i + 1)], row + 1, acc + cost[row * n + c]!),
      );
    };
    perm([...Array(n).keys()], 0, 0);
    return best;
  }

  it('finds the minimum-cost assignment (Hungarian = brute force)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((n) =>
          fc.tuple(
            fc.constant(n),
            fc.array(fc.double({ min: 0, max: 100, noNaN: true }), {
              minLength: n * n,
              maxLength: n * n,
            }),
          ),
        ),
        ([n, cost]) => {
          const rows = assign(cost, n);
          expect(new Set(rows).size).toBe(n);
          const total = [...rows].reduce((s, c, r) => s + cost[r * n + c]!, 0);
          expect(total).toBeCloseTo(bruteForce(cost, n), 6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('is symmetric, zero for identical palettes, and grows with difference', () => {
    fc.assert(
      fc.property(
        fc.array(hex, { minLength: 5, maxLength: 8 }),
        fc.array(hex, { minLength: 5, maxLength: 8 }),
        (a, b) => {
          const pa = toPalette(a);
          const pb = toPalette(b);
          expect(matchPalettes(pa, pb).distance).toBeCloseTo(matchPalettes(pb, pa).distance, 9);
          expect(matchPalettes(pa, pa).distance).toBeCloseTo(0, 9);
        },
      ),
      { numRuns: 100 },
    );
    const base = toPalette(['#1B1A17', '#E1B12C', '#A12B23', '#2F4A3B', '#5C6E7E']);
    const near = toPalette(['#1D1C18', '#DFB02E', '#A32C25', '#2F4B3D', '#5D6F80']);
    const far = toPalette(['#F2D0E0', '#A8D8B9', '#B7A5D6', '#FFF3B0', '#8EC0E4']);
    expect(matchPalettes(base, near).distance).toBeLessThan(matchPalettes(base, far).distance);
  });
});
