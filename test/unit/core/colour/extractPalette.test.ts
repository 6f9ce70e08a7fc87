// The shared extractor (palette tool and photo match) on generated pictures of known colour
// blocks, as RGB and as RGBA (a canvas's pixels): every colour within ΔE2000 < 3 of the truth and
// every share within 3 points; letterbox bars cut; the same pixels give the same palette.
import { describe, expect, it } from 'vitest';
import { deltaE2000 } from '../../../../src/core/colour/ciede2000';
import { extractPalette, type Frame } from '../../../../src/core/colour/extractPalette';
import { hexToLab } from '../../../../src/core/colour/lab';

type Blocks = Array<[string, number]>;

function deltaE(x: string, y: string): number {
  const a = hexToLab(x)!;
  const b = hexToLab(y)!;
  return deltaE2000(a[0], a[1], a[2], b[0], b[1], b[2]);
}

/** Vertical blocks of the colours (shares of the width), with black bars `bar` px high. */
function blocks(
  colours: Blocks,
  { width = 320, height = 240, bar = 0, channels = 3 as 3 | 4 } = {},
): Frame {
  const data = new Uint8Array(width * height * channels);
  const rgb = colours.map(([hex]) => {
    const n = parseInt(hex.slice(1), 16);
    return [n >> 16, (n >> 8) & 255, n & 255];
  });
  const edges: number[] = [];
  let acc = 0;
  for (const [, share] of colours) edges.push(Math.round((acc += share) * width));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      if (channels === 4) data[i + 3] = 255;
      if (y < bar || y >= height - bar) continue;
      data.set(rgb[edges.findIndex((e) => x < e)]!, i);
    }
  return { width, height, data, channels };
}

const TRUTH: Blocks = [
  ['#1B3A5C', 0.34],
  ['#D9A441', 0.22],
  ['#8C2F1B', 0.16],
  ['#E8DCC4', 0.12],
  ['#2E6F73', 0.09],
  ['#6B5B95', 0.07],
];

function expectTruth(palette: { hex_codes: string[]; palette_shares: number[] }, truth: Blocks) {
  expect(palette.hex_codes).toHaveLength(truth.length);
  truth.forEach(([hex, share], i) => {
    expect(deltaE(hex, palette.hex_codes[i]!)).toBeLessThan(3);
    expect(Math.abs(palette.palette_shares[i]! - share)).toBeLessThan(0.03);
  });
}

describe('extractPalette', () => {
  it('recovers known colours and shares from RGB pixels', () => {
    expectTruth(extractPalette([blocks(TRUTH)], 6), TRUTH);
  });

  it('reads RGBA pixels (a canvas) the same way, ignoring transparent ones', () => {
    const frame = blocks(TRUTH, { channels: 4 });
    expectTruth(extractPalette([frame], 6), TRUTH);
    // A transparent strip (alpha 0, colour black) must not turn into a black swatch.
    for (let i = 0; i < frame.width * 20; i++) frame.data[i * 4 + 3] = 0;
    expect(extractPalette([frame], 6).hex_codes.every((h) => deltaE(h, '#000000') > 10)).toBe(true);
  });

  it('cuts letterbox bars', () => {
    const five = TRUTH.slice(0, 5).map(([h, s]) => [h, s / 0.93] as [string, number]);
    expectTruth(extractPalette([blocks(five, { bar: 30 })], 5, 7), five);
  });

  it('gives fewer colours than asked when the picture has fewer', () => {
    const two: Blocks = [
      ['#C03020', 0.6],
      ['#20A040', 0.4],
    ];
    expectTruth(extractPalette([blocks(two)], 6), two);
    expectTruth(extractPalette([blocks([['#777777', 1]])], 6), [['#777777', 1]]);
  });

  it('is deterministic for a seed', () => {
    const frame = blocks(TRUTH);
    expect(extractPalette([frame], 6, 3)).toEqual(extractPalette([frame], 6, 3));
  });

  it('refuses a picture with nothing to read', () => {
    const frame = blocks([['#FFFFFF', 1]], { channels: 4 });
    for (let i = 3; i < frame.data.length; i += 4) frame.data[i] = 0;
    expect(() => extractPalette([frame], 6)).toThrow(/no pixels/);
  });
});
