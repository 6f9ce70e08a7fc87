// The photo match's pure rules: which files are read, how a failed decode is named (and so which
// message a person sees), the downscale, and swatches of flat pictures.
import { describe, expect, it } from 'vitest';
import {
  MAX_PHOTO_BYTES,
  checkPhotoFile,
  decodeProblem,
  fitInside,
  photoSwatches,
} from '../../../../src/core/colour/photoPalette';
import { PHOTO_MSG, fewColoursNote } from '../../../../src/features/search/photoMessages';

const file = (name: string, type: string, size = 2_000_000) => ({ name, type, size });

describe('checkPhotoFile', () => {
  it('reads pictures, by type or, when the picker gives none, by name', () => {
    expect(checkPhotoFile(file('street.jpg', 'image/jpeg'))).toBeNull();
    expect(checkPhotoFile(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(checkPhotoFile(file('room.webp', 'image/webp'))).toBeNull();
  });

  it('refuses a file that is not a picture', () => {
    expect(checkPhotoFile(file('notes.pdf', 'application/pdf'))).toBe('not-image');
    expect(checkPhotoFile(file('notes.txt', ''))).toBe('not-image');
  });

  it('refuses an empty file and one over 30 MB, before decoding', () => {
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg', 0))).toBe('empty');
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES))).toBeNull();
    expect(checkPhotoFile(file('a.jpg', 'image/jpeg', MAX_PHOTO_BYTES + 1))).toBe('too-large');
    expect(MAX_PHOTO_BYTES).toBe(30 * 1024 * 1024);
  });
});

describe('decodeProblem', () => {
  const undecodable = new DOMException(
    'The source image could not be decoded.',
    'InvalidStateError',
  );
  it('names HEIC/HEIF a format this browser cannot read', () => {
    expect(decodeProblem(file('IMG_1.HEIC', ''), undecodable)).toBe('unsupported-format');
    expect(decodeProblem(file('x', 'image/heif'), undecodable)).toBe('unsupported-format');
  });
  it('names other undecodable pictures damaged, and anything else unreadable', () => {
    expect(decodeProblem(file('a.jpg', 'image/jpeg'), undecodable)).toBe('corrupt');
    expect(decodeProblem(file('a.png', 'image/png'), new DOMException('x', 'EncodingError'))).toBe(
      'corrupt',
    );
    expect(decodeProblem(file('a.png', 'image/png'), new RangeError('out of memory'))).toBe(
      'unreadable',
    );
  });
  it('has a message a person can act on for every problem', () => {
    expect(PHOTO_MSG['too-large']).toMatch(/30 MB/);
    expect(PHOTO_MSG['unsupported-format']).toMatch(/HEIC.*JPEG/);
    for (const m of Object.values(PHOTO_MSG)) expect(m).toMatch(/(Choose|Try)/);
  });
});

describe('fitInside', () => {
  it('brings a 12-megapixel photo to 256 px on its long side, either way round', () => {
    expect(fitInside(4000, 3000)).toEqual({ width: 256, height: 192 });
    expect(fitInside(3000, 4000)).toEqual({ width: 192, height: 256 });
  });
  it('never enlarges, and keeps a sliver at least one pixel', () => {
    expect(fitInside(40, 30)).toEqual({ width: 40, height: 30 });
    expect(fitInside(10000, 2)).toEqual({ width: 256, height: 1 });
  });
});

describe('photoSwatches and the few-colours note', () => {
  it('folds near-identical clusters (noise on a flat wall) into one colour', () => {
    const swatches = photoSwatches({
      hex_codes: ['#808080', '#828282', '#7E7F80', '#C03020', '#818181', '#808182'],
      palette_shares: [0.3, 0.2, 0.15, 0.15, 0.1, 0.1],
    });
    expect(swatches).toEqual([
      { hex: '#808080', share: 0.85 },
      { hex: '#C03020', share: 0.15 },
    ]);
    expect(fewColoursNote(swatches.length)).toMatch(/only 2 colours/);
  });
  it('keeps distinct colours and says nothing about a full palette', () => {
    const hex = ['#1B3A5C', '#D9A441', '#8C2F1B', '#E8DCC4', '#2E6F73'];
    const swatches = photoSwatches({ hex_codes: hex, palette_shares: [0.4, 0.2, 0.2, 0.1, 0.1] });
    expect(swatches.map((s) => s.hex)).toEqual(hex);
    expect(fewColoursNote(5)).toBeNull();
    expect(fewColoursNote(1)).toMatch(/one colour/);
  });
});
