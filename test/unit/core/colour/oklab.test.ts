// The core's own OKLab maths against culori (which the core no longer needs) and back to sRGB.
import { converter, formatHex } from 'culori';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { oklabToHex, rgbToOklab } from '../../../../src/core/colour/oklab';

const toOklab = converter('oklab');
const toRgb = converter('rgb');
const byte = fc.integer({ min: 0, max: 255 });

describe('OKLab', () => {
  it('agrees with culori on random sRGB colours', () => {
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        const ours = rgbToOklab(r, g, b);
        const theirs = toOklab({ mode: 'rgb', r: r / 255, g: g / 255, b: b / 255 });
        expect(ours[0]).toBeCloseTo(theirs.l, 6);
        expect(ours[1]).toBeCloseTo(theirs.a, 6);
        expect(ours[2]).toBeCloseTo(theirs.b, 6);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips through hex and agrees with culori going back', () => {
    fc.assert(
      fc.property(byte, byte, byte, (r, g, b) => {
        const hex = `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0').toUpperCase()}`;
        const lab = rgbToOklab(r, g, b);
        expect(oklabToHex(lab)).toBe(hex);
        const theirs = formatHex(toRgb({ mode: 'oklab', l: lab[0], a: lab[1], b: lab[2] }));
        expect(oklabToHex(lab)).toBe(theirs.toUpperCase());
      }),
      { numRuns: 500 },
    );
  });

  it('clamps colours outside sRGB instead of wrapping', () => {
    expect(oklabToHex([1.2, 0, 0])).toBe('#FFFFFF');
    expect(oklabToHex([0, 0, 0])).toBe('#000000');
    expect(oklabToHex([0.7, 0.4, 0.4])).toMatch(/^#FF/);
  });
});
