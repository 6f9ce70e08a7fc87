// Per-film values computed once at index build: palette, decades, and palette-wide tone features
// (mean chroma and lightness) that answer "black-and-white", "colourful", "dark", "bright".
import { parseDecades } from '../decades';
import { toPalette } from '../colour/palette';
import type { Palette } from '../colour/palette';
import type { Tone } from './colourWords';
import type { FilmRecord } from './types';

export interface FilmFeatures {
  palette: Palette;
  decades: string[];
  chroma: number;
  lightness: number;
  /** Mean yellow-blue (plus a little red-green) of the palette: above 0 warm, below cold. */
  warmth: number;
}

export function filmFeatures(f: FilmRecord): FilmFeatures {
  const palette = toPalette(f.hex_codes);
  let chroma = 0;
  let lightness = 0;
  let warmth = 0;
  palette.lab.forEach(([l, a, b], i) => {
    chroma += palette.weight[i]! * Math.hypot(a, b);
    lightness += palette.weight[i]! * l;
    warmth += palette.weight[i]! * (b + 0.25 * a);
  });
  return { palette, decades: parseDecades(f.depicted_decade), chroma, lightness, warmth };
}

const clamp = (x: number): number => Math.max(0, Math.min(1, x));

/** How grey a palette is, in [0, 1]: 1 for black-and-white. */
export function greyness(chroma: number): number {
  return clamp(1 - (chroma - 2) / 10);
}

/** Whether a palette is black-and-white (tinted prints included), in [0, 1]: sharper than greyness. */
export function monochrome(chroma: number): number {
  return clamp(1 - (chroma - 2) / 5);
}

/** How well a palette's mean chroma, lightness and warmth fit a tone word, in [0, 1]. */
export function toneFit(tone: Tone, chroma: number, lightness: number, warmth: number): number {
  switch (tone) {
    case 'mono':
      return greyness(chroma);
    case 'colour':
      return 1 - greyness(chroma);
    case 'warm':
      return clamp((warmth - 6) / 18) * (1 - greyness(chroma));
    case 'cold':
      // Blue-grey, or at least not warm; a grey palette is a little cold.
      return clamp((10 - warmth) / 16) * (1 - 0.5 * greyness(chroma));
    case 'vivid':
      return clamp((chroma - 12) / 30);
    case 'dark':
      return clamp((60 - lightness) / 35);
    case 'bright':
      return clamp((lightness - 40) / 35);
    case 'muted':
      // Muted colour, not black-and-white.
      return clamp(1 - (chroma - 4) / 22) * (1 - 0.6 * greyness(chroma));
  }
}

/** 1 when the film is set in a named decade (its main one), 0.85 for a secondary one, else 0. */
export function decadeFit(f: FilmFeatures, wanted: string[]): number {
  if (wanted.length === 0) return 0;
  if (f.decades[0] && wanted.includes(f.decades[0])) return 1;
  return f.decades.some((d) => wanted.includes(d)) ? 0.85 : 0;
}
