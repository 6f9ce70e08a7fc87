// Per-film values computed once at index build: palette, decades, and palette-wide tone features
// (mean chroma and lightness) that answer "black-and-white", "colourful", "dark", "bright".
import type { Ramp, Tuning } from './tuning';
import { parseDecades } from '../decades';
import { toPalette } from '../colour/palette';
import type { Palette } from '../colour/palette';
import type { Tone } from './colourWords';
import type { FilmRecord } from './types';
import { parseBoroughs } from '../filmFacts';
import type { Borough } from '../filmFacts';

export interface FilmFeatures {
  palette: Palette;
  decades: string[];
  chroma: number;
  lightness: number;
  /** Mean yellow-blue (plus a little red-green) of the palette: above 0 warm, below cold. */
  warmth: number;
  /** How black-and-white the film is, in [0, 1]: stated per film, else read from the palette. */
  grey: number;
  boroughs: Borough[];
}

/** A stated colour mode as greyness; a mixed film is half of each. */
const STATED_GREY = { colour: 0, 'black-and-white': 1, mixed: 0.5 } as const;

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
  const grey = f.color_mode ? STATED_GREY[f.color_mode] : greyness(chroma);
  return {
    palette,
    decades: parseDecades(f.depicted_decade),
    chroma,
    lightness,
    warmth,
    grey,
    boroughs: parseBoroughs(f.boroughs),
  };
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

/** A ramp of a palette measure: 0 at `zero`, 1 at `full` (either way round), clamped. */
const ramp = (x: number, r: Ramp): number => clamp((x - r.zero) / (r.full - r.zero));

/**
 * How well a palette's mean chroma, lightness and warmth fit a tone word, in [0, 1]. `grey` is how
 * black-and-white the film is (its stated colour mode when known); `t` the ramps (tuning.ts).
 */
export function toneFit(
  tone: Tone,
  chroma: number,
  lightness: number,
  warmth: number,
  grey: number,
  t: Tuning['tone'],
): number {
  switch (tone) {
    case 'mono':
      return grey;
    case 'colour':
      return 1 - grey;
    case 'warm':
      return ramp(warmth, t.warm) * (1 - grey);
    case 'cold':
      // Blue-grey, or at least not warm; a grey palette is a little cold.
      return ramp(warmth, t.cold) * (1 - t.coldGrey * grey);
    case 'vivid':
      return ramp(chroma, t.vivid);
    case 'dark':
      return ramp(lightness, t.dark);
    case 'bright':
      return ramp(lightness, t.bright);
    case 'muted':
      // Muted colour, not black-and-white.
      return ramp(chroma, t.muted) * (1 - t.mutedGrey * grey);
  }
}
