// The photo match's rules, pure so they are tested in Node and shared by the photo worker and the
// page: which files are read at all, how a decoding failure is named, the pixel budget of the
// downscale, and how a photo's k-means palette becomes the colours a person sees (near-identical
// clusters of a flat or single-colour photo are merged, so "only two colours" can be said).
// docs/photo.md.
import { deltaE2000 } from './ciede2000';
import type { ExtractedPalette } from './extractPalette';
import { hexToLab } from './lab';

/** Above this a file is refused before decoding (a phone's photo is 2–12 MB). */
export const MAX_PHOTO_BYTES = 30 * 1024 * 1024;
/** Long side of the picture the clustering reads: enough for a palette, cheap for k-means. */
export const PHOTO_LONG_SIDE = 256;
/** Colours asked of k-means, as the palette tool's default; a search wants at least 5. */
export const PHOTO_K = 6;
export const MIN_PHOTO_COLOURS = 5;
/** Clusters closer than this (ΔE2000) read as one colour: JPEG noise on a flat wall, say. */
export const SAME_COLOUR_DELTA_E = 4;

export type PhotoProblem =
  'not-image' | 'too-large' | 'empty' | 'unsupported-format' | 'corrupt' | 'unreadable';

export interface PhotoFileFacts {
  name: string;
  type: string;
  size: number;
}

const IMAGE_EXT = /\.(jpe?g|png|gif|webp|avif|bmp|heic|heif|tiff?|jxl|svg)$/i;
const HEIF = /(^image\/hei[cf](-sequence)?$)|\.(heic|heif)$/i;

/** Checks a file before it is decoded; null when it may be read. */
export function checkPhotoFile(file: PhotoFileFacts): PhotoProblem | null {
  const typed = file.type.startsWith('image/');
  // Some pickers give no type (type ""): the name then decides, and decoding has the last word.
  if (!typed && !(file.type === '' && IMAGE_EXT.test(file.name))) return 'not-image';
  if (file.size === 0) return 'empty';
  if (file.size > MAX_PHOTO_BYTES) return 'too-large';
  return null;
}

/**
 * Names a failed decode: HEIC/HEIF is a format many browsers cannot read (iPhone photos), anything
 * else that an image decoder refuses is damaged or of a format we cannot read.
 */
export function decodeProblem(file: PhotoFileFacts, error: unknown): PhotoProblem {
  if (HEIF.test(file.type) || HEIF.test(file.name)) return 'unsupported-format';
  const name = error instanceof Error ? error.name : '';
  // createImageBitmap rejects an undecodable blob with InvalidStateError (Chromium, Firefox) or
  // EncodingError; anything else (out of memory) is not the file's fault.
  if (name === 'InvalidStateError' || name === 'EncodingError') return 'corrupt';
  return 'unreadable';
}

/** The size the picture is drawn at before clustering: long side at most PHOTO_LONG_SIDE. */
export function fitInside(
  width: number,
  height: number,
  longSide = PHOTO_LONG_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

export interface PhotoSwatch {
  hex: string;
  /** Share of the picture, 0–1. */
  share: number;
}

/**
 * A photo's palette as swatches: clusters within SAME_COLOUR_DELTA_E of a more prominent one are
 * folded into it (its share added), so a flat picture reads as the few colours it has.
 */
export function photoSwatches(palette: ExtractedPalette): PhotoSwatch[] {
  const out: { hex: string; share: number; lab: readonly [number, number, number] }[] = [];
  palette.hex_codes.forEach((hex, i) => {
    const lab = hexToLab(hex);
    const share = palette.palette_shares[i] ?? 0;
    if (!lab) return;
    const same = out.find((s) => deltaE2000(...s.lab, ...lab) < SAME_COLOUR_DELTA_E);
    if (same) same.share += share;
    else out.push({ hex, share, lab });
  });
  return out
    .map(({ hex, share }) => ({ hex, share: Math.round(share * 1000) / 1000 }))
    .sort((a, b) => b.share - a.share);
}
