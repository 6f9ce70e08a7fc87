// The semantic channel of the ranking: the cosine of a query's vector (SIF mean of its content words'
// vectors, negated words left out by the query analysis) with each film's vector, added to the other
// channels' weighted mean. It finds films described in other words than the query's where neither
// the archive nor the lexicon links them ("bureaucratic" to office cubicles), so it weighs in only
// as far as the query's words are unknown to the text channel: on words the text channel matches,
// a mean of some 60 words' vectors blurs more than it adds (it lowered the judged rankings). In
// large archives only a shortlist is scored in full: films a coarse scan on the leading dimensions
// ranks high, and the best films of the other channels.
import type { ParsedQuery } from '../analyseQuery';
import type { Engine } from '../engine';
import { stem } from '../tokenize';
import { COARSE_DIMS } from './filmVectors';
import type { FilmVectors } from './filmVectors';
import { normalise } from './quantise';
import { removeComponent } from './sif';
import type { SemanticTuning } from '../tuning';
import { wordVectors } from './wordVectors';

const SPLIT = /[-\s]/;

/** The query's unit vector, or null when none of its content words has a vector. */
export function queryVector(e: Engine, q: ParsedQuery): Float32Array | null {
  const fv = e.semantic;
  const wv = wordVectors();
  const D = fv.dims;
  const v = new Float32Array(D);
  let words = 0;
  for (const c of q.concepts) {
    if (c.phrase) continue;
    // A compound concept ("rain-soaked") brings each of its words.
    for (const part of c.word.split(SPLIT)) {
      const s = stem(part);
      const row = wv.rowOf.get(s);
      if (row === undefined) continue;
      const id = e.text.termId.get(s);
      const w = id === undefined ? fv.unseenSif : fv.termSif[id]!;
      const r = wv.row(row);
      for (let j = 0; j < D; j++) v[j]! += w * r[j]!;
      words++;
    }
  }
  if (words === 0) return null;
  removeComponent(v, fv.common);
  return normalise(v) > 0 ? v : null;
}

/** Cosine of unit `v` with film `d`. */
function cosine(fv: FilmVectors, v: Float32Array, d: number): number {
  const rows = fv.rows;
  const D = fv.dims;
  const off = d * D;
  let dot = 0;
  for (let j = 0; j < D; j++) dot += v[j]! * rows[off + j]!;
  return dot * fv.invNorm[d]!;
}

/**
 * The films worth a full cosine in a large archive: those a coarse cosine on the leading dimensions
 * (their own contiguous array, 16 bytes per film) puts among the best few percent, and the best
 * films of the other channels. The cut is a quantile of an evenly spaced sample (no heap over every
 * film). `work` is scratch, one number per film.
 */
function shortlist(
  e: Engine,
  v: Float32Array,
  base: Float64Array,
  limit: number,
  t: SemanticTuning,
  work: Float64Array,
): number[] {
  const fv = e.semantic;
  const c = fv.coarse;
  const inv = fv.invNorm;
  const n = e.films.length;
  const [q0, q1, q2, q3, q4, q5, q6, q7, q8, q9, q10, q11, q12, q13, q14, q15] = Array.from(v);
  // Unrolled: a loop over the dimensions runs several times slower in V8.
  for (let d = 0, o = 0; d < n; d++, o += COARSE_DIMS) {
    const lo =
      q0! * c[o]! +
      q1! * c[o + 1]! +
      q2! * c[o + 2]! +
      q3! * c[o + 3]! +
      q4! * c[o + 4]! +
      q5! * c[o + 5]! +
      q6! * c[o + 6]! +
      q7! * c[o + 7]!;
    const hi =
      q8! * c[o + 8]! +
      q9! * c[o + 9]! +
      q10! * c[o + 10]! +
      q11! * c[o + 11]! +
      q12! * c[o + 12]! +
      q13! * c[o + 13]! +
      q14! * c[o + 14]! +
      q15! * c[o + 15]!;
    work[d] = (lo + hi) * inv[d]!;
  }
  const semCut = quantile(work, Math.max(t.shortlist, n * t.shortlistShare));
  const baseCut = Math.max(
    Number.MIN_VALUE,
    quantile(base, Math.max(limit * t.othersPerResult, t.othersMin)),
  );
  const chosen: number[] = [];
  for (let d = 0; d < n; d++) if (work[d]! >= semCut || base[d]! >= baseCut) chosen.push(d);
  return chosen;
}

/** About the `count`-th highest value, read from an evenly spaced sample of about 4000 values. */
function quantile(values: Float64Array, count: number): number {
  const step = Math.max(1, Math.floor(values.length / 4000));
  const sample: number[] = [];
  for (let d = 0; d < values.length; d += step) sample.push(values[d]!);
  sample.sort((a, b) => b - a);
  return sample[Math.min(sample.length - 1, Math.ceil(count / step))]!;
}

/**
 * Adds `t.weight` × the semantic match (in [0, 1]) of each film to `base` and returns the weight
 * added (0 when the query has no vector).
 */
export function addSemanticScores(
  e: Engine,
  q: ParsedQuery,
  base: Float64Array,
  limit: number,
  t: SemanticTuning,
): number {
  const weight = t.weight * (t.covered + (1 - t.covered) * uncovered(q));
  if (weight <= 0) return 0;
  const v = queryVector(e, q);
  if (!v) return 0;
  const fv = e.semantic;
  const n = e.films.length;
  const sem = e.scratch.f64('sem');
  const films = n <= t.bruteForceMax ? null : shortlist(e, v, base, limit, t, sem);
  if (films) for (const d of films) sem[d] = cosine(fv, v, d);
  else for (let d = 0; d < n; d++) sem[d] = cosine(fv, v, d);
  const span = t.ceiling - t.floor;
  const count = films ? films.length : n;
  for (let i = 0; i < count; i++) {
    const d = films ? films[i]! : i;
    const c = sem[d]!;
    if (c > t.floor) base[d]! += weight * Math.min(1, (c - t.floor) / span);
  }
  return weight;
}

/** Share of the query's word weight (phrases aside) the text channel could not match at all. */
export function uncovered(q: ParsedQuery): number {
  let all = 0;
  let missing = 0;
  for (const c of q.concepts) {
    if (c.phrase) continue;
    all += c.weight;
    if (c.alts.length === 0) missing += c.weight;
  }
  return all > 0 ? missing / all : 0;
}
