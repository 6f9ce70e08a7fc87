// How far a film's colour is from the one asked for, in words a card can show beside the two
// swatches (docs/product.md#route-cards). The distance is CIEDE2000, the one the colour and palette
// searches rank by; the bands are data, each with the reason for its edge.
import { deltaE2000 } from './ciede2000';
import { hexToLab } from './lab';

export interface DistanceBand {
  /** The largest ΔE00 (exclusive) this band covers. */
  below: number;
  words: string;
  why: string;
}

export const DISTANCE_BANDS: readonly DistanceBand[] = [
  {
    below: 3,
    words: 'very close',
    why: 'Under about 2–3 ΔE00 most people cannot tell two colours apart side by side (the just noticeable difference is about 2.3 in CIELAB); print proofing accepts up to about 3.',
  },
  {
    below: 8,
    words: 'close',
    why: 'A difference seen at a glance, yet read as the same colour name: a lighter or duller version of it.',
  },
  {
    below: 15,
    words: 'similar',
    why: 'The same family (a warmer red, a greyer blue): the colour search still ranks these as good matches.',
  },
  {
    below: 25,
    words: 'loosely related',
    why: 'Plainly a different shade that shares hue or lightness: the nearest the film has, not a match on its own.',
  },
  {
    below: Infinity,
    words: 'far',
    why: 'Past about 25 ΔE00 two colours have different names; said plainly rather than dressed as a match.',
  },
];

/** The words for a CIEDE2000 distance (a negative or non-number distance is treated as 0). */
export function distanceWords(deltaE: number): string {
  const d = Number.isFinite(deltaE) && deltaE > 0 ? deltaE : 0;
  return (DISTANCE_BANDS.find((b) => d < b.below) ?? DISTANCE_BANDS.at(-1)!).words;
}

/** ΔE00 between two hex colours; null when either is not a hex colour. */
export function hexDistance(a: string, b: string): number | null {
  const x = hexToLab(a);
  const y = hexToLab(b);
  if (!x || !y) return null;
  return deltaE2000(x[0], x[1], x[2], y[0], y[1], y[2]);
}
