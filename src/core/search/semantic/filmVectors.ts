// Per-film semantic vectors, built once with the engine from its text index: the SIF-weighted mean
// of the word vectors of a film's look (summary and title words; synopsis-only words at a lower
// weight), common component removed, unit length, stored as int8 rows.
import { docFreq } from '../textIndex';
import type { TextIndex } from '../textIndex';
import { quantise } from './quantise';
import { commonComponent, removeComponent, sifWeight } from './sif';
import type { SemanticTuning } from '../tuning';
import type { WordVectors } from './wordVectors';

/** Leading dimensions of the coarse first pass (unrolled there: change both together). */
export const COARSE_DIMS = 16;

export interface FilmVectors {
  dims: number;
  /** One int8 row of `dims` per film (all zeros when no word of the film has a vector). */
  rows: Int8Array;
  /** 1 / length of each int8 row (0 for an empty row): a dot product times it is a cosine. */
  invNorm: Float32Array;
  /** The first COARSE_DIMS of each row, contiguous: a cheap first pass over large archives. */
  coarse: Int8Array;
  /** The direction all film vectors share, removed from query vectors too. */
  common: Float32Array;
  /** Per text-index term: its row in the word table (-1 when none) and its SIF weight. */
  termRow: Int32Array;
  termSif: Float32Array;
  /** SIF weight of a word the archive does not use. */
  unseenSif: number;
}

export function buildFilmVectors(ix: TextIndex, wv: WordVectors, t: SemanticTuning): FilmVectors {
  const D = wv.dims;
  const T = ix.terms.length;
  const termRow = new Int32Array(T).fill(-1);
  const termSif = new Float32Array(T);
  // p(w): the word's share of all (film, word) pairs, from the archive being indexed.
  let pairs = 0;
  for (let id = 0; id < T; id++) if (!ix.terms[id]!.includes('_')) pairs += docFreq(ix, id);
  for (let id = 0; id < T; id++) {
    const term = ix.terms[id]!;
    if (term.includes('_')) continue;
    termRow[id] = wv.rowOf.get(term) ?? -1;
    termSif[id] = sifWeight(docFreq(ix, id) / Math.max(1, pairs), t.sifA);
  }
  const n = ix.n;
  const acc = new Float32Array(n * D);
  for (let id = 0; id < T; id++) {
    const row = termRow[id]!;
    if (row < 0) continue;
    const w = termSif[id]!;
    const src = row * D;
    for (let i = ix.start[id]!, end = ix.start[id + 1]!; i < end; i++) {
      // A zero tf-idf weight on a unigram means the word is in the synopsis only.
      const k = ix.vec[i]! > 0 ? w : w * t.synopsis;
      if (k === 0) continue;
      const off = ix.docs[i]! * D;
      for (let j = 0; j < D; j++) acc[off + j]! += k * wv.rows[src + j]!;
    }
  }
  const common = commonComponent(acc, D, n);
  const rows = new Int8Array(n * D);
  const invNorm = new Float32Array(n);
  for (let d = 0; d < n; d++) {
    removeComponent(acc, common, d * D);
    quantise(acc.subarray(d * D, (d + 1) * D), rows, d * D);
    let s = 0;
    for (let j = 0; j < D; j++) s += rows[d * D + j]! * rows[d * D + j]!;
    invNorm[d] = s > 0 ? 1 / Math.sqrt(s) : 0;
  }
  const C = COARSE_DIMS;
  const coarse = new Int8Array(n * C);
  for (let d = 0; d < n; d++) coarse.set(rows.subarray(d * D, d * D + C), d * C);
  return {
    dims: D,
    rows,
    invNorm,
    coarse,
    common,
    termRow,
    termSif,
    unseenSif: sifWeight(0, t.sifA),
  };
}
