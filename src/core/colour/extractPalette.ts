// Palette extraction from decoded pixels (pure: pixels in, palette out), shared by the palette
// tool (`npm run palette`, frames decoded by sharp) and the photo match on /color (a photo decoded
// in the photo worker). Letterbox bars are cut, pixels are clustered in OKLab (perceptually even,
// so clusters match what a viewer sees) with k-means++ from a fixed seed (the same pixels always
// give the same palette), and clusters are ordered by their share of the picture. docs/photo.md.
import { oklabToHex, rgbBytesToOklab } from './oklab';

export interface Frame {
  width: number;
  height: number;
  /** Row-major pixels: RGB (3 bytes each) or RGBA (4, as a canvas gives them). */
  data: Uint8Array | Uint8ClampedArray;
  /** Bytes per pixel; 3 unless given. With 4, pixels under half opacity are not read. */
  channels?: 3 | 4;
}

export interface ExtractedPalette {
  hex_codes: string[];
  palette_shares: number[];
}

/** Deterministic PRNG (mulberry32) so a palette never depends on Math.random. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stride = (frame: Frame) => frame.channels ?? 3;

function luma(data: Frame['data'], i: number): number {
  return 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
}

/**
 * The picture area inside letterbox or pillarbox bars: leading and trailing rows (columns) that
 * are almost black and almost flat are cut. Returns [top, bottom, left, right) bounds.
 */
export function contentBounds(frame: Frame, threshold = 18): [number, number, number, number] {
  const { width, height, data } = frame;
  const n = stride(frame);
  const rowDark = (y: number) => {
    let max = 0;
    for (let x = 0; x < width; x++) max = Math.max(max, luma(data, (y * width + x) * n));
    return max < threshold;
  };
  const colDark = (x: number, top: number, bottom: number) => {
    let max = 0;
    for (let y = top; y < bottom; y++) max = Math.max(max, luma(data, (y * width + x) * n));
    return max < threshold;
  };
  let top = 0;
  let bottom = height;
  while (top < bottom && rowDark(top)) top++;
  while (bottom > top && rowDark(bottom - 1)) bottom--;
  let left = 0;
  let right = width;
  while (left < right && colDark(left, top, bottom)) left++;
  while (right > left && colDark(right - 1, top, bottom)) right--;
  // A frame that is all dark is a dark frame, not a bar: keep it whole.
  if (bottom - top < height * 0.2 || right - left < width * 0.2) return [0, height, 0, width];
  return [top, bottom, left, right];
}

/** Samples of a frame's picture area in OKLab, appended to `out` (flat L, a, b triples). */
function framePixels(frame: Frame, maxSamples: number, out: number[]): void {
  const [top, bottom, left, right] = contentBounds(frame);
  const n = stride(frame);
  const area = (bottom - top) * (right - left);
  const step = Math.max(1, Math.floor(Math.sqrt(area / maxSamples)));
  const lab = [0, 0, 0];
  for (let y = top; y < bottom; y += step) {
    for (let x = left; x < right; x += step) {
      const i = (y * frame.width + x) * n;
      if (n === 4 && frame.data[i + 3]! < 128) continue;
      rgbBytesToOklab(frame.data[i]!, frame.data[i + 1]!, frame.data[i + 2]!, lab);
      out.push(lab[0]!, lab[1]!, lab[2]!);
    }
  }
}

function dist2(p: Float64Array, i: number, q: Float64Array, j: number): number {
  const d0 = p[i]! - q[j]!;
  const d1 = p[i + 1]! - q[j + 1]!;
  const d2 = p[i + 2]! - q[j + 2]!;
  return d0 * d0 + d1 * d1 + d2 * d2;
}

/**
 * k-means++ seeding, then Lloyd iterations until the centres stop moving. Points and centres are
 * flat (L, a, b) triples in typed arrays: a photo gives tens of thousands of points.
 */
export function kmeans(
  points: Float64Array,
  k: number,
  seed = 1,
  maxIter = 50,
): { centres: Float64Array; counts: number[] } {
  const count = points.length / 3;
  const rand = seededRandom(seed);
  const want = Math.min(k, count);
  const centres = new Float64Array(want * 3);
  const first = Math.floor(rand() * count) * 3;
  centres.set(points.subarray(first, first + 3), 0);
  let have = 1;
  const nearest = new Float64Array(count);
  for (let i = 0; i < count; i++) nearest[i] = dist2(points, i * 3, centres, 0);
  while (have < want) {
    let total = 0;
    for (let i = 0; i < count; i++) total += nearest[i]!;
    // Fewer distinct colours than k: every point already sits on a centre.
    if (total === 0) break;
    let r = rand() * total;
    let idx = 0;
    while (idx < count - 1 && (r -= nearest[idx]!) > 0) idx++;
    centres.set(points.subarray(idx * 3, idx * 3 + 3), have * 3);
    for (let i = 0; i < count; i++)
      nearest[i] = Math.min(nearest[i]!, dist2(points, i * 3, centres, have * 3));
    have++;
  }
  const sums = new Float64Array(have * 3);
  let counts = new Array<number>(have).fill(0);
  for (let iter = 0; iter < maxIter; iter++) {
    sums.fill(0);
    counts = new Array<number>(have).fill(0);
    for (let i = 0; i < count; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < have; c++) {
        const d = dist2(points, i * 3, centres, c * 3);
        if (d < bestD) {
          best = c;
          bestD = d;
        }
      }
      counts[best]!++;
      sums[best * 3] = sums[best * 3]! + points[i * 3]!;
      sums[best * 3 + 1] = sums[best * 3 + 1]! + points[i * 3 + 1]!;
      sums[best * 3 + 2] = sums[best * 3 + 2]! + points[i * 3 + 2]!;
    }
    let moved = 0;
    for (let j = 0; j < have; j++) {
      const n = counts[j]!;
      if (n === 0) continue;
      const next = [sums[j * 3]! / n, sums[j * 3 + 1]! / n, sums[j * 3 + 2]! / n];
      const d =
        (next[0]! - centres[j * 3]!) ** 2 +
        (next[1]! - centres[j * 3 + 1]!) ** 2 +
        (next[2]! - centres[j * 3 + 2]!) ** 2;
      moved = Math.max(moved, d);
      centres.set(next, j * 3);
    }
    if (moved < 1e-10) break;
  }
  return { centres: centres.subarray(0, have * 3), counts };
}

/** Extracts `k` colours from frames, most prominent first, with their shares of the picture. */
export function extractPalette(frames: readonly Frame[], k = 6, seed = 1): ExtractedPalette {
  const perFrame = Math.max(2000, Math.floor(60000 / Math.max(1, frames.length)));
  const flat: number[] = [];
  for (const f of frames) framePixels(f, perFrame, flat);
  if (flat.length === 0) throw new Error('no pixels to read: the images are empty');
  const { centres, counts } = kmeans(Float64Array.from(flat), k, seed);
  const total = counts.reduce((s, c) => s + c, 0);
  const ranked = counts
    .map((n, i) => ({ i, share: n / total }))
    .filter((x) => x.share > 0)
    .sort((a, b) => b.share - a.share);
  return {
    hex_codes: ranked.map(({ i }) =>
      oklabToHex([centres[i * 3]!, centres[i * 3 + 1]!, centres[i * 3 + 2]!]),
    ),
    palette_shares: ranked.map(({ share }) => Math.round(share * 1000) / 1000),
  };
}
