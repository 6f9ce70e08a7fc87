// Smooth inverse frequency (Arora et al. 2017): a text's vector is the mean of its words' vectors
// weighted a / (a + p(w)), so common words count little, and the direction all texts share (the
// first principal component of the film vectors) is removed, leaving what sets a text apart.
import { normalise } from './quantise';

/** SIF weight of a word of probability `p` (0 for a word the archive never uses: weight 1). */
export function sifWeight(p: number, a: number): number {
  return a / (a + p);
}

/**
 * The first principal direction (uncentred) of `count` rows of `dims` floats, by power iteration
 * on at most `sample` evenly spaced rows: the direction every text vector shares.
 */
export function commonComponent(
  rows: Float32Array,
  dims: number,
  count: number,
  sample = 4096,
): Float32Array {
  const step = Math.max(1, Math.floor(count / sample));
  const u = new Float32Array(dims).fill(1 / Math.sqrt(dims));
  const next = new Float64Array(dims);
  for (let iter = 0; iter < 30; iter++) {
    next.fill(0);
    for (let r = 0; r < count; r += step) {
      const off = r * dims;
      let dot = 0;
      for (let i = 0; i < dims; i++) dot += rows[off + i]! * u[i]!;
      for (let i = 0; i < dims; i++) next[i]! += dot * rows[off + i]!;
    }
    if (normalise(next) === 0) return new Float32Array(dims);
    let change = 0;
    for (let i = 0; i < dims; i++) {
      change += Math.abs(next[i]! - u[i]!);
      u[i] = next[i]!;
    }
    if (change < 1e-6) break;
  }
  return u;
}

/** Removes the component along unit `u` from a vector in place. */
export function removeComponent(v: Float32Array, u: Float32Array, at = 0): void {
  let dot = 0;
  for (let i = 0; i < u.length; i++) dot += v[at + i]! * u[i]!;
  for (let i = 0; i < u.length; i++) v[at + i]! -= dot * u[i]!;
}
