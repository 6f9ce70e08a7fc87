// How far apart two palettes look: an optimal one-to-one matching of their colours under
// CIEDE2000, each pair weighted by the mean prominence of its two colours. Symmetric by
// construction (the cost matrix of (B, A) is the transpose of (A, B)); colours left unmatched when
// sizes differ pay a fixed penalty scaled by their own prominence.
import { deltaE2000 } from './ciede2000';
import { assign } from './hungarian';
import type { Palette } from './palette';

/** ΔE00 charged for a colour with no partner (a clearly different colour, not an absurd one). */
export const UNMATCHED_DE = 25;

export interface PaletteMatch {
  /** Prominence-weighted mean ΔE00 of the matching. */
  distance: number;
  /** Matched pairs as indices (a, b), most prominent pairs first. */
  pairs: Array<[number, number]>;
}

export function matchPalettes(a: Palette, b: Palette): PaletteMatch {
  const n = Math.max(a.lab.length, b.lab.length);
  if (n === 0) return { distance: UNMATCHED_DE, pairs: [] };
  const cost = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const ca = a.lab[i];
      const cb = b.lab[j];
      const wa = a.weight[i] ?? 0;
      const wb = b.weight[j] ?? 0;
      let de = UNMATCHED_DE;
      if (ca && cb) de = deltaE2000(ca[0], ca[1], ca[2], cb[0], cb[1], cb[2]);
      cost[i * n + j] = ((wa + wb) / 2) * de;
    }
  }
  const rowToCol = assign(cost, n);
  let distance = 0;
  const pairs: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const j = rowToCol[i]!;
    distance += cost[i * n + j]!;
    if (i < a.lab.length && j < b.lab.length) pairs.push([i, j]);
  }
  pairs.sort((x, y) => a.weight[y[0]]! + b.weight[y[1]]! - (a.weight[x[0]]! + b.weight[x[1]]!));
  return { distance, pairs };
}

/** Palette distance to a similarity in [0, 1]. */
export function paletteSimilarity(distance: number): number {
  return Math.exp(-distance / 12);
}
