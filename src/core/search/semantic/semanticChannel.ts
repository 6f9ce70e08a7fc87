// The semantic channel of the ranking: the cosine of a query's vector (SIF mean of its content words'
// vectors, negated words left out by the query analysis) with each film's vector, added to the other
// channels' weighted mean. It finds films described in other words than the query's ("derelict"
// for "abandoned") where the lexicon has no link. In large archives only a shortlist is scored in
// full: films a coarse scan on the leading dimensions ranks high, and the best films of the other
// channels, so a film's own exact words are never judged on a coarse score.
import type { ParsedQuery } from '../analyseQuery';
import type { Engine } from '../engine';
import { stem } from '../tokenize';
import { topK } from '../topK';
import type { FilmVectors } from './filmVectors';
import { normalise } from './quantise';
import { removeComponent } from './sif';
import type { SemanticTuning } from './weights';
import { wordVectors } from './wordVectors';

/** The query's unit vector, or null when none of its content words has a vector. */
export function queryVector(e: Engine, q: ParsedQuery): Float32Array | null {
  const fv = e.semantic;
  const wv = wordVectors();
  const D = fv.dims;
  const v = new Float32Array(D);
  let words = 0;
  for (const c of q.concepts) {
    if (c.phrase) continue;
    const s = stem(c.word);
    const row = wv.rowOf.get(s);
    if (row === undefined) continue;
    const id = e.text.termId.get(s);
    const w = id === undefined ? fv.unseenSif : fv.termSif[id]!;
    for (let j = 0; j < D; j++) v[j]! += w * wv.rows[row * D + j]!;
    words++;
  }
  if (words === 0) return null;
  removeComponent(v, fv.common);
  return normalise(v) > 0 ? v : null;
}

/** Cosine of `v` with film `d` on the first `dims` dimensions (the full row when dims = D). */
function cosine(fv: FilmVectors, v: Float32Array, d: number, dims: number): number {
  const rows = fv.rows;
  const off = d * fv.dims;
  let dot = 0;
  for (let j = 0; j < dims; j++) dot += v[j]! * rows[off + j]!;
  return dot * fv.invNorm[d]!;
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
  if (t.prf > 0) feedback(e, v, base, t);
  const sem = e.scratch.f64('sem');
  let films: Iterable<number>;
  if (n <= t.bruteForceMax) {
    for (let d = 0; d < n; d++) sem[d] = cosine(fv, v, d, fv.dims);
    films = { [Symbol.iterator]: () => Array.from({ length: n }, (_, d) => d)[Symbol.iterator]() };
  } else {
    for (let d = 0; d < n; d++) sem[d] = cosine(fv, v, d, t.coarseDims);
    const chosen = new Set(topK(sem, t.shortlist));
    for (const d of topK(base, Math.max(limit * 20, 200))) chosen.add(d);
    for (const d of chosen) sem[d] = cosine(fv, v, d, fv.dims);
    films = chosen;
  }
  if (t.fusion === 'rank') {
    const order = topK(sem, Math.min(n, 1000), (d) => sem[d]! <= t.floor);
    order.forEach((d, r) => (base[d]! += (weight * (t.rrfK + 1)) / (t.rrfK + r + 1)));
    return weight;
  }
  const span = t.ceiling - t.floor;
  for (const d of films) {
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

/** Moves the query vector toward the mean vector of the films the other channels rank best. */
function feedback(e: Engine, v: Float32Array, base: Float64Array, t: SemanticTuning): void {
  const fv = e.semantic;
  const D = fv.dims;
  const mean = new Float32Array(D);
  for (const d of topK(base, t.prfFilms, (i) => base[i]! <= 0)) {
    for (let j = 0; j < D; j++) mean[j]! += fv.rows[d * D + j]! * fv.invNorm[d]!;
  }
  if (normalise(mean) === 0) return;
  for (let j = 0; j < D; j++) v[j] = (1 - t.prf) * v[j]! + t.prf * mean[j]!;
  normalise(v);
}
