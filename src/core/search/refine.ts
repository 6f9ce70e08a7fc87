// Refining a search (docs/look-profiles.md#refining): a person narrows any search, a vibe, keywords,
// a colour or a palette, to a range of depicted decades, a colour mode, a borough or a format.
// A refinement is a hard filter (a film outside it is never shown), read from the film's stated
// facts and profile, so it agrees with what its card says.
import { BOROUGHS, COLOR_MODES } from '../filmFacts';
import type { Borough, ColorMode } from '../filmFacts';
import { boroughBit } from './boroughQuery';
import { decadeBit } from './engine';
import type { Engine } from './engine';
import { lookValue } from '../look/vocabulary';

export interface Refine {
  /** First and last decade of the range, as their first year (1970, 1989 → 1970s and 1980s). */
  decadeFrom?: number;
  decadeTo?: number;
  colorMode?: ColorMode;
  borough?: Borough;
  /** A format value of the look vocabulary ("format.animation"). */
  format?: string;
}

export class RefineError extends Error {
  override name = 'RefineError';
}

const FIRST_DECADE = 1880;
const LAST_DECADE = 2030;

/** A refinement as sent by a client, checked: unknown keys and values are refused with a reason. */
export function parseRefine(v: unknown): Refine | RefineError {
  if (v === undefined || v === null) return {};
  if (typeof v !== 'object' || Array.isArray(v)) return new RefineError('refine must be an object');
  const o = v as Record<string, unknown>;
  const out: Refine = {};
  for (const key of Object.keys(o)) {
    const val = o[key];
    if (val === undefined || val === null) continue;
    switch (key) {
      case 'decadeFrom':
      case 'decadeTo':
        if (
          typeof val !== 'number' ||
          !Number.isInteger(val) ||
          val < FIRST_DECADE ||
          val > LAST_DECADE + 9
        )
          return new RefineError(
            `${key} must be a year from ${FIRST_DECADE} to ${LAST_DECADE + 9}`,
          );
        out[key] = Math.floor(val / 10) * 10;
        break;
      case 'colorMode':
        if (!(COLOR_MODES as readonly unknown[]).includes(val))
          return new RefineError(`colorMode must be one of ${COLOR_MODES.join(', ')}`);
        out.colorMode = val as ColorMode;
        break;
      case 'borough':
        if (!(BOROUGHS as readonly unknown[]).includes(val))
          return new RefineError(`borough must be one of ${BOROUGHS.join(', ')}`);
        out.borough = val as Borough;
        break;
      case 'format':
        if (typeof val !== 'string' || lookValue(val)?.facet !== 'format')
          return new RefineError(
            'format must be a format of the look vocabulary (format.animation)',
          );
        out.format = val;
        break;
      default:
        return new RefineError(`refine has no field ${key}`);
    }
  }
  if (out.decadeFrom !== undefined && out.decadeTo !== undefined && out.decadeFrom > out.decadeTo)
    return new RefineError('decadeFrom must not be after decadeTo');
  return out;
}

export function isRefined(r: Refine | undefined): boolean {
  return !!r && Object.values(r).some((v) => v !== undefined);
}

/** Greyness bounds of each stated colour mode (filmFeatures.ts: colour 0, mixed 0.5, b&w 1). */
const GREY_RANGE: Record<ColorMode, [number, number]> = {
  colour: [0, 0.2],
  mixed: [0.3, 0.7],
  'black-and-white': [0.8, 1],
};

/**
 * Per film, 1 when the refinement leaves it out (in the engine's scratch, so no allocation per
 * query), or null when nothing is refined.
 */
export function refineMask(e: Engine, r: Refine | undefined): Uint8Array | null {
  if (!r || !isRefined(r)) return null;
  const n = e.films.length;
  // Every entry is written below, so the scratch array needs no clearing.
  const mask = e.scratch.u8('refineMask');
  let decades = 0;
  if (r.decadeFrom !== undefined || r.decadeTo !== undefined) {
    const from = r.decadeFrom ?? FIRST_DECADE;
    const to = r.decadeTo ?? LAST_DECADE;
    for (let y = from; y <= to; y += 10) decades |= decadeBit(`${y}s`);
  }
  const borough = r.borough ? boroughBit(r.borough) : 0;
  const grey = r.colorMode ? GREY_RANGE[r.colorMode] : null;
  // A format is what the film is (its central format, narrower ones included), not a sequence
  // in it: a live-action film with an animated scene is not an animation.
  const central = e.profile.central;
  for (let d = 0; d < n; d++) {
    const out =
      (decades !== 0 && (e.decadeAll[d]! & decades) === 0) ||
      (borough !== 0 && (e.boroughAll[d]! & borough) === 0) ||
      (grey !== null && (e.grey[d]! < grey[0] || e.grey[d]! > grey[1])) ||
      (r.format !== undefined && !central(d).has(r.format));
    mask[d] = out ? 1 : 0;
  }
  return mask;
}
