// A film palette as the engine holds it: colours in CIELAB with prominence weights (the archive
// lists the most prominent colour first), parsed once when the index is built.
import { hexToLab, normalizeHex } from './lab';
import type { Lab } from './lab';

export interface Palette {
  hex: string[];
  lab: Lab[];
  /** Prominence weights, summing to 1, decreasing with rank. */
  weight: number[];
}

/** Splits "#A,#B" (or an array) into normalised "#RRGGBB" codes, dropping anything unparsable. */
export function parseHexList(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const parts = typeof value === 'string' ? value.split(',') : value;
  const out: string[] = [];
  for (const p of parts) {
    if (typeof p !== 'string') continue;
    const n = normalizeHex(p);
    if (n && !out.includes(n)) out.push(n);
  }
  return out;
}

/**
 * Rank i (0-based) of n gets weight ∝ 1 / (i + 2): the dominant colour counts about twice the
 * fifth, but the tail still matters (a palette is read as a whole).
 */
export function prominenceWeights(n: number): number[] {
  const raw = Array.from({ length: n }, (_, i) => 1 / (i + 2));
  const sum = raw.reduce((s, v) => s + v, 0);
  return raw.map((v) => v / sum);
}

export function toPalette(value: string | readonly string[] | null | undefined): Palette {
  const hex = parseHexList(value);
  const lab = hex.map((h) => hexToLab(h)!);
  return { hex, lab, weight: prominenceWeights(hex.length) };
}
