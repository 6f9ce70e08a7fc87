// The palette tool recovers the colours and proportions of synthetic frames with letterbox bars:
// every colour within ΔE2000 < 3 of the truth and every share within 3 points.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { differenceCiede2000, parse } from 'culori';
import { decodeFrame } from '../../../../scripts/palette';
import { extractPalette } from '../../../../src/core/colour/extractPalette';

const deltaE = differenceCiede2000();

/** A 400x300 frame: black bars of 40 px top and bottom, then vertical stripes of the colours. */
async function stripes(file: string, colours: Array<[string, number]>) {
  const width = 400;
  const height = 300;
  const bar = 40;
  const data = Buffer.alloc(width * height * 3);
  const rgb = colours.map(([hex, share]) => {
    const n = parseInt(hex.slice(1), 16);
    return { c: [n >> 16, (n >> 8) & 255, n & 255], share };
  });
  for (let y = bar; y < height - bar; y++) {
    let edge = 0;
    let idx = 0;
    for (let x = 0; x < width; x++) {
      while (idx < rgb.length - 1 && x >= Math.round((edge + rgb[idx]!.share) * width))
        edge += rgb[idx++]!.share;
      const i = (y * width + x) * 3;
      data.set(rgb[idx]!.c, i);
    }
  }
  await sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(file);
}

describe('palette extraction', () => {
  const truth: Array<[string, number]> = [
    ['#1B3A5C', 0.4],
    ['#D9A441', 0.25],
    ['#8C2F1B', 0.15],
    ['#E8DCC4', 0.12],
    ['#2E6F73', 0.08],
  ];

  it('recovers known colours and shares, ignoring letterbox bars', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mise-palette-'));
    const file = path.join(dir, 'frame.png');
    await stripes(file, truth);
    const palette = extractPalette([await decodeFrame(file)], 5, 7);
    expect(palette.hex_codes).toHaveLength(5);
    truth.forEach(([hex, share], i) => {
      expect(deltaE(parse(hex)!, parse(palette.hex_codes[i]!)!)).toBeLessThan(3);
      expect(Math.abs(palette.palette_shares[i]! - share)).toBeLessThan(0.03);
    });
  });

  it('is deterministic for a seed and pools several frames', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mise-palette-'));
    const a = path.join(dir, 'a.png');
    const b = path.join(dir, 'b.png');
    await stripes(a, [
      ['#102030', 0.5],
      ['#F0E0D0', 0.5],
    ]);
    await stripes(b, [
      ['#C03020', 0.5],
      ['#20A040', 0.5],
    ]);
    const frames = [await decodeFrame(a), await decodeFrame(b)];
    const first = extractPalette(frames, 5, 3);
    expect(extractPalette(frames, 5, 3)).toEqual(first);
    for (const hex of ['#102030', '#F0E0D0', '#C03020', '#20A040']) {
      const best = Math.min(...first.hex_codes.map((h) => deltaE(parse(hex)!, parse(h)!)));
      expect(best).toBeLessThan(3);
    }
  });
});
