// Colour and palette search over precomputed CIELAB palettes. A cheap pass over every film
// (Euclidean Lab, or palette centroid descriptors) picks candidates; the exact CIEDE2000 scoring
// and the optimal palette matching then run only on those, which keeps 100k films fast.
import { deltaE2000 } from '../colour/ciede2000';
import { matchPalettes, paletteSimilarity } from '../colour/paletteDistance';
import type { Lab } from '../colour/lab';
import type { Palette } from '../colour/palette';
import { TopK, topK } from './topK';
import { blend, TUNING } from './tuning';
import type { Tuning } from './tuning';

export interface ColourIndex {
  /** Number of films. */
  n: number;
  /** A film's palette (hex, Lab, weights) for exact matching and for showing swatches. */
  palette(film: number): Palette;
  /** L, a, b of every palette colour of every film, film after film. */
  flat: Float64Array;
  /** Prominence weight relative to the film's dominant colour (1 for the first), per colour. */
  rel: Float64Array;
  /** Prominence weight (the palette's own, summing to 1 per film), per colour. */
  weight: Float64Array;
  /** Film i owns colours start[i] .. start[i + 1] - 1. */
  start: Int32Array;
  /** Per film: weighted centroid (L, a, b) and weighted spread (L, a, b). */
  desc: Float64Array;
}

export function buildColourIndex(n: number, palette: (film: number) => Palette): ColourIndex {
  let total = 0;
  for (let i = 0; i < n; i++) total += palette(i).lab.length;
  const flat = new Float64Array(total * 3);
  const rel = new Float64Array(total);
  const weight = new Float64Array(total);
  const start = new Int32Array(n + 1);
  let c = 0;
  for (let i = 0; i < n; i++) {
    const p = palette(i);
    start[i] = c;
    p.lab.forEach((lab, j) => {
      flat.set(lab, c * 3);
      rel[c] = p.weight[j]! / p.weight[0]!;
      weight[c] = p.weight[j]!;
      c++;
    });
  }
  start[n] = c;
  return { n, palette, flat, rel, weight, start, desc: paletteDescriptors(flat, weight, start) };
}

/** Per film: weighted centroid (L, a, b) and weighted spread (L, a, b) of its palette. */
export function paletteDescriptors(
  flat: Float64Array,
  weight: Float64Array,
  start: Int32Array,
): Float64Array {
  const n = start.length - 1;
  const desc = new Float64Array(n * 6);
  for (let i = 0; i < n; i++) {
    let m0 = 0;
    let m1 = 0;
    let m2 = 0;
    for (let c = start[i]!; c < start[i + 1]!; c++) {
      m0 += weight[c]! * flat[c * 3]!;
      m1 += weight[c]! * flat[c * 3 + 1]!;
      m2 += weight[c]! * flat[c * 3 + 2]!;
    }
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    for (let c = start[i]!; c < start[i + 1]!; c++) {
      s0 += weight[c]! * (flat[c * 3]! - m0) ** 2;
      s1 += weight[c]! * (flat[c * 3 + 1]! - m1) ** 2;
      s2 += weight[c]! * (flat[c * 3 + 2]! - m2) ** 2;
    }
    desc[i * 6] = m0;
    desc[i * 6 + 1] = m1;
    desc[i * 6 + 2] = m2;
    desc[i * 6 + 3] = Math.sqrt(s0);
    desc[i * 6 + 4] = Math.sqrt(s1);
    desc[i * 6 + 5] = Math.sqrt(s2);
  }
  return desc;
}

/** Closeness of one colour difference to [0, 1]: 1 at ΔE 0, 0.5 at the half-match ΔE, a long tail. */
function closeness(de: number, t: Tuning['colour']): number {
  return 1 / (1 + (de / t.halfMatchDeltaE) ** 2);
}

/** A swatch's match discounted when it is a minor one (`rel`: its weight next to the dominant). */
function swatchMatch(s: number, rel: number, t: Tuning['colour']): number {
  return s * blend(t.minorSwatch, rel);
}

/** Best swatch match and how much of the palette sits near the colour, as one affinity. */
function affinityOf(best: number, cover: number, wsum: number, t: Tuning['colour']): number {
  return wsum > 0 ? t.bestSwatch * best + (1 - t.bestSwatch) * (cover / wsum) : 0;
}

/**
 * A film's affinity to one colour: mostly its best-matching swatch (discounted when that swatch is
 * a minor one), plus how much of the palette as a whole sits near the colour.
 */
function affinity(ix: ColourIndex, film: number, lab: Lab, t: Tuning['colour']): [number, number] {
  let best = 0;
  let bestAt = -1;
  let cover = 0;
  let wsum = 0;
  for (let c = ix.start[film]!; c < ix.start[film + 1]!; c++) {
    const l = ix.flat[c * 3]!;
    const a = ix.flat[c * 3 + 1]!;
    const b = ix.flat[c * 3 + 2]!;
    const de = deltaE2000(lab[0], lab[1], lab[2], l, a, b);
    const s = closeness(de, t);
    const w = ix.rel[c]!;
    const v = swatchMatch(s, w, t);
    if (v > best) {
      best = v;
      bestAt = c - ix.start[film]!;
    }
    cover += w * s;
    wsum += w;
  }
  return [affinityOf(best, cover, wsum, t), bestAt];
}

export interface ColourHit {
  film: number;
  score: number;
  /** Index in the film's palette of the swatch that matched best. */
  swatch: number;
}

/** The k films closest to a colour, exact CIEDE2000 on the best candidates of a cheap pass. */
export function searchColour(
  ix: ColourIndex,
  lab: Lab,
  k: number,
  t: Tuning['colour'] = TUNING.colour,
  /** A work array one film long (reused across queries: no per-query allocation). */
  work: Float64Array = new Float64Array(ix.n),
  /** Per film, 1 when it is left out (a refinement, refine.ts). */
  exclude: Uint8Array | null = null,
): ColourHit[] {
  const cands = colourCandidates(
    ix,
    lab,
    Math.max(k * t.shortlistPerResult, t.shortlistMin),
    t,
    work,
    exclude,
  );
  const hits = cands.map((film) => {
    const [score, swatch] = affinity(ix, film, lab, t);
    return { film, score, swatch };
  });
  hits.sort((x, y) => y.score - x.score || x.film - y.film);
  return hits.slice(0, k);
}

/** How many colours' affinity arrays an index keeps (one film-length array each). */
const AFFINITY_CACHE = 8;
const affinityCache = new WeakMap<ColourIndex, Map<string, Float64Array>>();

/**
 * `colourAffinityAll` of a colour, kept for the most recently asked colours: colour words are a
 * small vocabulary ("neon", "golden", "pink"), and each pass reads every swatch of the archive.
 * The array is shared: callers must not write to it.
 */
export function colourAffinityCached(
  ix: ColourIndex,
  lab: Lab,
  t: Tuning['colour'] = TUNING.colour,
): Float64Array {
  let cache = affinityCache.get(ix);
  if (!cache) affinityCache.set(ix, (cache = new Map()));
  const key = `${lab.join(',')}|${t.halfMatchDeltaE},${t.minorSwatch},${t.bestSwatch}`;
  let aff = cache.get(key);
  if (aff) cache.delete(key);
  else aff = colourAffinityAll(ix, lab, undefined, undefined, t);
  cache.set(key, aff);
  if (cache.size > AFFINITY_CACHE) cache.delete(cache.keys().next().value!);
  return aff;
}

/** Per swatch, the share of a match a minor swatch keeps (swatchMatch), computed once per index. */
const factors = new WeakMap<ColourIndex, { minor: number; fac: Float64Array; max: number }>();

function swatchFactorsOf(
  ix: ColourIndex,
  t: Tuning['colour'],
): { minor: number; fac: Float64Array; max: number } {
  let got = factors.get(ix);
  if (!got || got.minor !== t.minorSwatch) {
    // A plain loop: a map and a reduce with callbacks over every swatch were a tenth of the fixed
    // queries a snapshot load runs.
    const fac = new Float64Array(ix.rel.length);
    let max = 0;
    for (let c = 0; c < fac.length; c++) {
      fac[c] = blend(t.minorSwatch, ix.rel[c]!);
      max = Math.max(max, fac[c]!);
    }
    got = { minor: t.minorSwatch, fac, max };
    factors.set(ix, got);
  }
  return got;
}

function swatchFactors(ix: ColourIndex, t: Tuning['colour']): Float64Array {
  return swatchFactorsOf(ix, t).fac;
}

/**
 * The `k` films of highest `colourAffinityAll`, in the order `topK` gives them, films `exclude`
 * marks left out; `work` receives the affinity of the films scored. A film's affinity is at most
 * the closeness of its nearest swatch (a weighted mean and a discounted maximum of closenesses at
 * most that), so once k films are held, a film whose nearest swatch is not close enough to beat
 * the k-th is passed over after measuring its distances, without the division, weights and sums:
 * at 100k films the k-th affinity leaves a few per cent of films (a fifth for a dark grey) to
 * score. The films kept, and their order, are the same as sorting every film's affinity.
 */
export function colourCandidates(
  ix: ColourIndex,
  lab: Lab,
  k: number,
  t: Tuning['colour'],
  work: Float64Array,
  exclude: Uint8Array | null = null,
): number[] {
  if (k <= 0) return [];
  const n = ix.n;
  const scale = 0.36 / (t.halfMatchDeltaE * t.halfMatchDeltaE);
  const [l0, a0, b0] = lab;
  const { flat, rel, start } = ix;
  const { fac, max } = swatchFactorsOf(ix, t);
  // The bound holds when no swatch counts more than its closeness and the affinity is a mean of
  // the two parts; with other tunings every film is scored. The margin covers rounding.
  const bounded = max <= 1 && t.bestSwatch >= 0 && t.bestSwatch <= 1;
  const margin = 1 + 1e-9;
  const top = new TopK(work, k);
  let lowI = -1;
  let low = -Infinity;
  for (let i = 0; i < n; i++) {
    if (exclude && exclude[i] === 1) continue;
    const from = start[i]!;
    const end = start[i + 1]!;
    if (lowI >= 0 && bounded) {
      let m = Infinity;
      for (let c = from, o = c * 3; c < end; c++, o += 3) {
        const dl = flat[o]! - l0;
        const da = flat[o + 1]! - a0;
        const db = flat[o + 2]! - b0;
        const d2 = dl * dl + da * da + db * db;
        if (d2 < m) m = d2;
      }
      if ((1 / (1 + m * scale)) * margin < low) continue;
    }
    // As colourAffinityAll, term for term.
    let best = 0;
    let cover = 0;
    let wsum = 0;
    for (let c = from, o = c * 3; c < end; c++, o += 3) {
      const dl = flat[o]! - l0;
      const da = flat[o + 1]! - a0;
      const db = flat[o + 2]! - b0;
      const s = 1 / (1 + (dl * dl + da * da + db * db) * scale);
      const w = rel[c]!;
      const v = s * fac[c]!;
      if (v > best) best = v;
      cover += w * s;
      wsum += w;
    }
    const a = affinityOf(best, cover, wsum, t);
    if (a !== a) continue;
    if (lowI >= 0 && (a < low || (a === low && i > lowI))) continue;
    work[i] = a;
    top.add(i);
    if (top.size === k) {
      lowI = top.lowest();
      low = work[lowI]!;
    }
  }
  return top.sorted();
}

/**
 * Cheap affinity of every film to a colour (scaled Euclidean Lab, same formula as `affinity`),
 * written flat without square roots: it runs over every swatch of the archive.
 */
export function colourAffinityAll(
  ix: ColourIndex,
  lab: Lab,
  out: Float64Array = new Float64Array(ix.n),
  /** When given, films where `only[i]` is 0 are skipped (their affinity is left at 0). */
  only?: Float64Array,
  t: Tuning['colour'] = TUNING.colour,
): Float64Array {
  const n = ix.n;
  // closeness(0.6 · ΔE76): 1 / (1 + 0.36 · ΔE76² / halfMatch²), without square roots.
  const scale = 0.36 / (t.halfMatchDeltaE * t.halfMatchDeltaE);
  const [l0, a0, b0] = lab;
  const { flat, rel, start } = ix;
  const fac = swatchFactors(ix, t);
  for (let i = 0; i < n; i++) {
    if (only && only[i] === 0) {
      out[i] = 0;
      continue;
    }
    let best = 0;
    let cover = 0;
    let wsum = 0;
    const end = start[i + 1]!;
    for (let c = start[i]!, o = c * 3; c < end; c++, o += 3) {
      const dl = flat[o]! - l0;
      const da = flat[o + 1]! - a0;
      const db = flat[o + 2]! - b0;
      const s = 1 / (1 + (dl * dl + da * da + db * db) * scale);
      const w = rel[c]!;
      const v = s * fac[c]!;
      if (v > best) best = v;
      cover += w * s;
      wsum += w;
    }
    out[i] = affinityOf(best, cover, wsum, t);
  }
  return out;
}

export interface PaletteHit {
  film: number;
  score: number;
  pairs: Array<[number, number]>;
}

/** Squared distances between query and film swatches, reused across films and queries. */
let pairDistances = new Float64Array(64);

/** Symmetric weighted nearest-swatch distance (Euclidean Lab): the mid-stage filter. */
function chamfer(ix: ColourIndex, q: Palette, film: number): number {
  const s = ix.start[film]!;
  const e = ix.start[film + 1]!;
  if (e === s) return 1e9;
  const nq = q.lab.length;
  const nf = e - s;
  if (pairDistances.length < nq * nf) pairDistances = new Float64Array(nq * nf);
  const dist = pairDistances;
  // Both directions take the minimum over the same pairwise distances: compute them once.
  for (let i = 0; i < nq; i++) {
    const [l, a, b] = q.lab[i]!;
    for (let c = s; c < e; c++) {
      dist[i * nf + c - s] =
        (ix.flat[c * 3]! - l) ** 2 +
        (ix.flat[c * 3 + 1]! - a) ** 2 +
        (ix.flat[c * 3 + 2]! - b) ** 2;
    }
  }
  let ab = 0;
  for (let i = 0; i < nq; i++) {
    let m = Infinity;
    for (let j = 0; j < nf; j++) if (dist[i * nf + j]! < m) m = dist[i * nf + j]!;
    ab += q.weight[i]! * Math.sqrt(m);
  }
  let ba = 0;
  for (let j = 0; j < nf; j++) {
    let m = Infinity;
    for (let i = 0; i < nq; i++) if (dist[i * nf + j]! < m) m = dist[i * nf + j]!;
    ba += ix.weight[s + j]! * Math.sqrt(m);
  }
  return (ab + ba) / 2;
}

/** The k films whose palettes best match `q` under optimal one-to-one matching. */
export function searchPalette(
  ix: ColourIndex,
  q: Palette,
  k: number,
  exclude?: (film: number) => boolean,
  /** Two work arrays one film long (reused across queries). */
  work: [Float64Array, Float64Array] = [new Float64Array(ix.n), new Float64Array(ix.n)],
  t: Tuning['colour'] = TUNING.colour,
): PaletteHit[] {
  const n = ix.n;
  if (q.lab.length === 0) return [];
  const m = [0, 0, 0];
  q.lab.forEach((lab, j) => {
    for (let d = 0; d < 3; d++) m[d]! += q.weight[j]! * lab[d]!;
  });
  const s = [0, 0, 0];
  q.lab.forEach((lab, j) => {
    for (let d = 0; d < 3; d++) s[d]! += q.weight[j]! * (lab[d]! - m[d]!) ** 2;
  });
  const qd = [m[0]!, m[1]!, m[2]!, Math.sqrt(s[0]!), Math.sqrt(s[1]!), Math.sqrt(s[2]!)];
  // Stage 1: palette centroid and spread, 6 numbers per film.
  const coarse = work[0];
  const [q0, q1, q2, q3, q4, q5] = qd as [number, number, number, number, number, number];
  const desc = ix.desc;
  for (let i = 0; i < n; i++) {
    const o = i * 6;
    let d = (desc[o]! - q0) ** 2;
    d += (desc[o + 1]! - q1) ** 2;
    d += (desc[o + 2]! - q2) ** 2;
    d += t.paletteSpread * (desc[o + 3]! - q3) ** 2;
    d += t.paletteSpread * (desc[o + 4]! - q4) ** 2;
    d += t.paletteSpread * (desc[o + 5]! - q5) ** 2;
    coarse[i] = -d;
  }
  const depth = (per: number, min: number, max: number): number =>
    Math.min(Math.max(k * per, min), max);
  const stage1 = topK(coarse, depth(t.coarsePerResult, t.coarseMin, t.coarseMax), exclude);
  // Stage 2: symmetric nearest-swatch distance on those (closest first, ties in archive order).
  const mid = work[1];
  for (const i of stage1) mid[i] = chamfer(ix, q, i);
  const stage2 = stage1
    .sort((x, y) => mid[x]! - mid[y]! || x - y)
    .slice(0, depth(t.midPerResult, t.midMin, t.midMax));
  // Stage 3: the real thing.
  const hits = stage2.map((film) => {
    const match = matchPalettes(q, ix.palette(film));
    return { film, score: paletteSimilarity(match.distance), pairs: match.pairs };
  });
  hits.sort((x, y) => y.score - x.score || x.film - y.film);
  return hits.slice(0, k);
}
