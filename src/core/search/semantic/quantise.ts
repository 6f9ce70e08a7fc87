// Int8 storage of unit vectors: each vector is scaled so its largest component is ±127. Only the
// direction matters (cosine), so no scale is stored: decoding divides by the vector's own length.

/** A vector as int8, its largest component at ±127 (all zeros stays zeros). */
export function quantise(v: ArrayLike<number>, out = new Int8Array(v.length), at = 0): Int8Array {
  let max = 0;
  for (let i = 0; i < v.length; i++) max = Math.max(max, Math.abs(v[i]!));
  const k = max > 0 ? 127 / max : 0;
  for (let i = 0; i < v.length; i++) out[at + i] = Math.round(v[i]! * k);
  return out;
}

/** Row `row` of an int8 matrix as a unit float vector (zeros when the row is all zeros). */
export function dequantise(q: Int8Array, dims: number, row = 0): Float32Array {
  const out = new Float32Array(dims);
  let n = 0;
  for (let i = 0; i < dims; i++) {
    const x = q[row * dims + i]!;
    out[i] = x;
    n += x * x;
  }
  const k = n > 0 ? 1 / Math.sqrt(n) : 0;
  for (let i = 0; i < dims; i++) out[i]! *= k;
  return out;
}

/** Scales a float vector to unit length in place (a zero vector stays zero); returns its length. */
export function normalise(v: Float32Array | Float64Array): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) n += v[i]! * v[i]!;
  const len = Math.sqrt(n);
  if (len > 0) for (let i = 0; i < v.length; i++) v[i]! /= len;
  return len;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard base64 to bytes (no DOM or Node helper: the engine's core runs in both). */
export function fromBase64(s: string): Uint8Array {
  const lookup = new Int16Array(128).fill(-1);
  for (let i = 0; i < B64.length; i++) lookup[B64.charCodeAt(i)] = i;
  const clean = s.replace(/[^A-Za-z0-9+/]/g, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let bits = 0;
  let acc = 0;
  let o = 0;
  for (let i = 0; i < clean.length; i++) {
    acc = (acc << 6) | lookup[clean.charCodeAt(i)]!;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/** Levels each side of zero in a 4-bit row (a nibble holds -7..7, stored plus 8). */
const NIBBLE_LEVELS = 7;

/**
 * Int8 rows to 4-bit rows, two values a byte (low nibble first), each row scaled so its largest
 * component is ±7. For the table's rows no film uses: a query word's direction at this precision
 * changes no development answer, and the rows weigh half as much (docs/architecture.md).
 */
export function packNibbles(q: Int8Array, dims: number): Uint8Array {
  const rows = q.length / dims;
  const rowBytes = Math.ceil(dims / 2);
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    let max = 0;
    for (let i = 0; i < dims; i++) max = Math.max(max, Math.abs(q[r * dims + i]!));
    for (let i = 0; i < dims; i++) {
      const k = max > 0 ? Math.round((q[r * dims + i]! / max) * NIBBLE_LEVELS) : 0;
      out[r * rowBytes + (i >> 1)]! |= (k + 8) << ((i & 1) * 4);
    }
  }
  return out;
}

/** 4-bit rows (packNibbles) back to int8 rows on the int8 scale (largest component ±127). */
export function unpackNibbles(packed: Uint8Array, dims: number, rows: number): Int8Array {
  const rowBytes = Math.ceil(dims / 2);
  const out = new Int8Array(rows * dims);
  for (let r = 0; r < rows; r++) {
    for (let i = 0; i < dims; i++) {
      const k = ((packed[r * rowBytes + (i >> 1)]! >> ((i & 1) * 4)) & 15) - 8;
      out[r * dims + i] = Math.round((k / NIBBLE_LEVELS) * 127);
    }
  }
  return out;
}
