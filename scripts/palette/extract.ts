// Palette extraction from decoded frames (pure: pixels in, palette out). Letterbox bars are cut,
// pixels are clustered in OKLab (perceptually even, so clusters match what a viewer sees) with
// k-means++ from a fixed seed (the same frames always give the same palette), and clusters are
// ordered by their share of the picture.
import { converter, formatHex } from 'culori';

export interface Frame {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, row-major. */
  data: Uint8Array;
}

export interface ExtractedPalette {
  hex_codes: string[];
  palette_shares: number[];
}

type Lab = [number, number, number];
const toOklab = converter('oklab');
const toRgb = converter('rgb');

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

function luma(data: Uint8Array, i: number): number {
  return 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
}

/**
 * The picture area inside letterbox or pillarbox bars: leading and trailing rows (columns) that
 * are almost black and almost flat are cut. Returns [top, bottom, left, right) bounds.
 */
export function contentBounds(frame: Frame, threshold = 18): [number, number, number, number] {
  const { width, height, data } = frame;
  const rowDark = (y: number) => {
    let max = 0;
    for (let x = 0; x < width; x++) max = Math.max(max, luma(data, (y * width + x) * 3));
    return max < threshold;
  };
  const colDark = (x: number, top: number, bottom: number) => {
    let max = 0;
    for (let y = top; y < bottom; y++) max = Math.max(max, luma(data, (y * width + x) * 3));
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

function framePixels(frame: Frame, maxSamples: number): Lab[] {
  const [top, bottom, left, right] = contentBounds(frame);
  const area = (bottom - top) * (right - left);
  const step = Math.max(1, Math.floor(Math.sqrt(area / maxSamples)));
  const out: Lab[] = [];
  for (let y = top; y < bottom; y += step) {
    for (let x = left; x < right; x += step) {
      const i = (y * frame.width + x) * 3;
      const lab = toOklab({
        mode: 'rgb',
        r: frame.data[i]! / 255,
        g: frame.data[i + 1]! / 255,
        b: frame.data[i + 2]! / 255,
      });
      out.push([lab.l, lab.a, lab.b]);
    }
  }
  return out;
}

const dist2 = (p: Lab, q: Lab) => (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 + (p[2] - q[2]) ** 2;

/** k-means++ seeding, then Lloyd iterations until the centres stop moving. */
export function kmeans(
  points: Lab[],
  k: number,
  seed = 1,
  maxIter = 50,
): { centres: Lab[]; counts: number[] } {
  const rand = seededRandom(seed);
  const centres: Lab[] = [points[Math.floor(rand() * points.length)]!];
  const nearest = points.map((p) => dist2(p, centres[0]!));
  while (centres.length < Math.min(k, points.length)) {
    const total = nearest.reduce((s, d) => s + d, 0);
    if (total === 0) break;
    let r = rand() * total;
    let idx = 0;
    while (idx < points.length - 1 && (r -= nearest[idx]!) > 0) idx++;
    centres.push([...points[idx]!] as Lab);
    for (let i = 0; i < points.length; i++)
      nearest[i] = Math.min(nearest[i]!, dist2(points[i]!, centres.at(-1)!));
  }
  const assign = new Int32Array(points.length);
  let counts = new Array<number>(centres.length).fill(0);
  for (let iter = 0; iter < maxIter; iter++) {
    const sums = centres.map(() => [0, 0, 0]);
    counts = new Array<number>(centres.length).fill(0);
    for (let i = 0; i < points.length; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = dist2(points[i]!, centres[c]!);
        if (d < bestD) [best, bestD] = [c, d];
      }
      assign[i] = best;
      counts[best]!++;
      const s = sums[best]!;
      s[0]! += points[i]![0];
      s[1]! += points[i]![1];
      s[2]! += points[i]![2];
    }
    let moved = 0;
    centres.forEach((c, j) => {
      if (counts[j] === 0) return;
      const next: Lab = [
        sums[j]![0]! / counts[j]!,
        sums[j]![1]! / counts[j]!,
        sums[j]![2]! / counts[j]!,
      ];
      moved = Math.max(moved, dist2(c, next));
      centres[j] = next;
    });
    if (moved < 1e-10) break;
  }
  return { centres, counts };
}

/** Extracts `k` colours from frames, most prominent first, with their shares of the picture. */
export function extractPalette(frames: Frame[], k = 6, seed = 1): ExtractedPalette {
  const perFrame = Math.max(2000, Math.floor(60000 / Math.max(1, frames.length)));
  const points = frames.flatMap((f) => framePixels(f, perFrame));
  if (points.length === 0) throw new Error('no pixels to read: the images are empty');
  const { centres, counts } = kmeans(points, k, seed);
  const total = counts.reduce((s, c) => s + c, 0);
  return centres
    .map((c, i) => ({ c, share: counts[i]! / total }))
    .filter((x) => x.share > 0)
    .sort((a, b) => b.share - a.share)
    .reduce<ExtractedPalette>(
      (acc, { c, share }) => {
        const rgb = toRgb({ mode: 'oklab', l: c[0], a: c[1], b: c[2] });
        acc.hex_codes.push(formatHex(rgb).toUpperCase());
        acc.palette_shares.push(Math.round(share * 1000) / 1000);
        return acc;
      },
      { hex_codes: [], palette_shares: [] },
    );
}
