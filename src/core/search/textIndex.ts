// BM25F over the three text fields of a film: the aesthetic summary carries the look, the title a
// little, the synopsis least (it is plot, not look). Postings keep a saturated, length-normalised
// term weight per film, plus tf-idf vectors of summary + title for "films like this one".
import { byCodeUnits, sortedIndexOf } from './sortedStrings';
import { bigrams, contentTokens } from './tokenize';
import { TUNING } from './tuning';
import type { Tuning } from './tuning';

const FIELDS = ['summary', 'title', 'synopsis'] as const;

export interface TextDoc {
  summary: string;
  title: string;
  synopsis: string;
}

/** Term ids by term: a Map when built; a binary search over the sorted terms when loaded. */
export interface TermIds {
  get(term: string): number | undefined;
  has(term: string): boolean;
}

/**
 * Term ids found by binary search through `order` (the ids sorted by their terms): a loaded
 * engine's 200k terms need no Map built on every load.
 */
export function sortedTermIds(terms: readonly string[], order: Int32Array): TermIds {
  const get = (term: string): number | undefined => {
    const at = sortedIndexOf(order.length, (i) => terms[order[i]!]!, term);
    return at < 0 ? undefined : order[at]!;
  };
  return { get, has: (term) => get(term) !== undefined };
}

/** Term ids sorted by their terms (code-unit order). */
export function termOrder(terms: readonly string[]): Int32Array {
  return Int32Array.from(terms.keys()).sort((a, b) => byCodeUnits(terms[a]!, terms[b]!));
}

export interface TextIndex {
  n: number;
  termId: TermIds;
  /** Term (stem, or "stem_stem" for a phrase) per id. */
  terms: string[];
  /**
   * Postings, flat: term t's are at start[t] .. start[t + 1] - 1 of docs, sat and vec (one
   * allocation each, not one per term: a 100k-film archive has some 200k terms).
   */
  start: Int32Array;
  /** Film index per posting, ascending within a term. */
  docs: Int32Array;
  /** Saturated BM25F term weight in [0, 1] per posting. */
  sat: Float32Array;
  /** Unit-length tf-idf weight per posting (0 for bigrams and synopsis-only terms). */
  vec: Float32Array;
  idf: Float64Array;
  /**
   * How much a query word weighs: idf raised to a power above 1, so words every film of a
   * one-city archive shares ("city", "street") count for little next to "Christmas".
   */
  weight: Float64Array;
  /** A word the archive writes for a stem (the first seen), to show to people. */
  surface: string[];
  /** Mean of `weight` (what an unknown query word is assumed to weigh). */
  meanIdf: number;
  /**
   * Per film, flat: film d's unigram term ids with a tf-idf weight, and those weights (unit
   * length), at docStart[d] .. docStart[d + 1] - 1 of docTerms and docVec.
   */
  docStart: Int32Array;
  docTerms: Int32Array;
  docVec: Float32Array;
}

/** How many films a term occurs in. */
export function docFreq(ix: TextIndex, term: number): number {
  return ix.start[term + 1]! - ix.start[term]!;
}

/** Raw counts of a term in one film, packed: summary + title × 2^10 + synopsis × 2^20. */
const UNIT = [1, 1 << 10, 1 << 20];
const MASK = (1 << 10) - 1;

/**
 * Built in one pass with term ids and packed counts (no per-film maps or closures): at 100k films
 * the index holds tens of millions of postings and allocation is what costs.
 */
export function buildTextIndex(
  input: readonly TextDoc[],
  t: Tuning['text'] = TUNING.text,
): TextIndex {
  const n = input.length;
  const fieldWeight = [t.summaryWeight, t.titleWeight, t.synopsisWeight];
  const termId = new Map<string, number>();
  const terms: string[] = [];
  const surface: string[] = [];
  const postDocs: number[][] = [];
  const postTf: number[][] = [];
  const lens = FIELDS.map(() => new Int32Array(n));
  let count = new Int32Array(1024);
  const touched: number[] = [];
  const idOf = (t: string, word: string): number => {
    let id = termId.get(t);
    if (id === undefined) {
      id = terms.length;
      termId.set(t, id);
      terms.push(t);
      surface.push(word);
      postDocs.push([]);
      postTf.push([]);
      if (id >= count.length) {
        const grown = new Int32Array(count.length * 2);
        grown.set(count);
        count = grown;
      }
    }
    return id;
  };
  const bump = (id: number, f: number): void => {
    if (count[id] === 0) touched.push(id);
    if (((count[id]! / UNIT[f]!) & MASK) < MASK) count[id]! += UNIT[f]!;
  };
  for (let d = 0; d < n; d++) {
    const doc = input[d]!;
    for (let f = 0; f < FIELDS.length; f++) {
      const toks = contentTokens(doc[FIELDS[f]!]);
      lens[f]![d] = toks.length;
      for (const t of toks) bump(idOf(t.stem, t.word), f);
      // Phrases from the description and the title only: the synopsis is plot.
      if (f < 2) for (const bg of bigrams(toks)) bump(idOf(bg, bg), f);
    }
    for (const id of touched) {
      postDocs[id]!.push(d);
      postTf[id]!.push(count[id]!);
      count[id] = 0;
    }
    touched.length = 0;
  }
  const avg = lens.map((l) => Math.max(1, l.reduce((a, v) => a + v, 0) / Math.max(1, n)));
  const T = terms.length;
  const start = new Int32Array(T + 1);
  for (let id = 0; id < T; id++) start[id + 1] = start[id]! + postDocs[id]!.length;
  const docs = new Int32Array(start[T]!);
  const sat = new Float32Array(start[T]!);
  const vec = new Float32Array(start[T]!);
  const idf = new Float64Array(T);
  const norm = new Float64Array(n);
  const docStart = new Int32Array(n + 1);
  for (let id = 0; id < T; id++) {
    const ds = postDocs[id]!;
    const tfs = postTf[id]!;
    const df = ds.length;
    const w = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    idf[id] = w;
    const isPhrase = terms[id]!.includes('_');
    const at = start[id]!;
    for (let i = 0; i < df; i++) {
      const d = ds[i]!;
      const packed = tfs[i]!;
      let tfw = 0;
      for (let f = 0; f < FIELDS.length; f++) {
        const c = Math.floor(packed / UNIT[f]!) & MASK;
        if (c > 0) tfw += (fieldWeight[f]! * c) / (1 - t.b + (t.b * lens[f]![d]!) / avg[f]!);
      }
      docs[at + i] = d;
      sat[at + i] = Math.min(1, ((tfw / (t.k1 + tfw)) * (t.k1 + 1)) / t.satScale);
      const vtf = isPhrase ? 0 : (packed & MASK) + ((packed >> 10) & MASK);
      if (vtf > 0) {
        const v = (1 + Math.log(vtf)) * w;
        vec[at + i] = v;
        norm[d]! += v * v;
        docStart[d + 1]!++;
      }
    }
    postDocs[id] = [];
    postTf[id] = [];
  }
  // Per-film term lists (compressed rows) for "films like this one".
  for (let d = 0; d < n; d++) docStart[d + 1]! += docStart[d]!;
  const docTerms = new Int32Array(docStart[n]!);
  const docVec = new Float32Array(docStart[n]!);
  const fill = docStart.slice(0, n);
  for (let id = 0; id < T; id++) {
    for (let i = start[id]!; i < start[id + 1]!; i++) {
      if (vec[i] === 0) continue;
      const d = docs[i]!;
      const v = vec[i]! / Math.sqrt(norm[d]!);
      vec[i] = v;
      docTerms[fill[d]!] = id;
      docVec[fill[d]!] = v;
      fill[d]!++;
    }
  }
  // A phrase shows as its words' usual forms ("sodium orange", not the stems).
  for (let id = 0; id < T; id++) {
    if (!terms[id]!.includes('_')) continue;
    surface[id] = terms[id]!.split('_')
      .map((part) => surface[termId.get(part) ?? -1] ?? part)
      .join(' ');
  }
  const weight = idf.map(
    (v, id) => Math.pow(v, t.weightPower) * genericFactor(start[id + 1]! - start[id]!, n, t),
  );
  const meanIdf = meanWeight(weight);
  return {
    n,
    termId,
    terms,
    start,
    docs,
    sat,
    vec,
    idf,
    weight,
    surface,
    meanIdf,
    docStart,
    docTerms,
    docVec,
  };
}

/**
 * 1 for a specific word; for a word in more than `genericShare` of the films, that share over
 * its own raised to `genericDamping` (a word in half the films, with 0.05 and 0.5: 0.32). idf alone barely separates "night" (in half the films) from "bodega" next to how
 * much more the specific word says about what a person wants.
 */
export function genericFactor(df: number, n: number, t: Tuning['text']): number {
  const share = n > 0 ? df / n : 0;
  if (share <= t.genericShare || t.genericDamping === 0) return 1;
  return Math.pow(t.genericShare / share, t.genericDamping);
}

/** The saturated weight of a term in one film (binary search of its postings), 0 if absent. */
export function termSat(ix: TextIndex, term: number, film: number): number {
  const ds = ix.docs;
  let lo = ix.start[term]!;
  let hi = ix.start[term + 1]! - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = ds[mid]!;
    if (v === film) return ix.sat[mid]!;
    if (v < film) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/**
 * Adds the cosine similarity of every film's summary + title to one film's into `out`. Words in
 * more than `maxDf` films carry almost no weight and cost the longest scans: they are skipped
 * (the caller passes the tuning's limit for common words, tuning.ts rank.commonShare).
 */
export function similarTo(ix: TextIndex, film: number, out: Float64Array, maxDf: number): void {
  const { docs, vec, start } = ix;
  for (let k = ix.docStart[film]!; k < ix.docStart[film + 1]!; k++) {
    const t = ix.docTerms[k]!;
    const w = ix.docVec[k]!;
    if (start[t + 1]! - start[t]! > maxDf) continue;
    for (let i = start[t]!; i < start[t + 1]!; i++) out[docs[i]!]! += w * vec[i]!;
  }
}

/** The mean term weight (1 for an empty vocabulary): derived from the weights, never stored, so a
 * built index and one loaded from a snapshot agree. */
export function meanWeight(weight: ArrayLike<number>): number {
  let sum = 0;
  for (let id = 0; id < weight.length; id++) sum += weight[id]!;
  return weight.length ? sum / weight.length : 1;
}
