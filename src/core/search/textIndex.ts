// BM25F over the three text fields of a film: the aesthetic summary carries the look, the title a
// little, the synopsis least (it is plot, not look). Postings keep a saturated, length-normalised
// term weight per film, plus tf-idf vectors of summary + title for "films like this one".
import { bigrams, contentTokens } from './tokenize';

const K1 = 1.2;
const B = 0.75;
const FIELDS = [
  { name: 'summary', weight: 1.0 },
  { name: 'title', weight: 0.8 },
  { name: 'synopsis', weight: 0.3 },
] as const;

export interface TextDoc {
  summary: string;
  title: string;
  synopsis: string;
}

export interface TextIndex {
  n: number;
  termId: Map<string, number>;
  /** Film indices per term, ascending. */
  docs: Int32Array[];
  /** Saturated BM25F term weight in [0, 1] per posting. */
  sat: Float32Array[];
  /** Unit-length tf-idf weight per posting (0 for bigrams and synopsis-only terms). */
  vec: Float32Array[];
  idf: Float64Array;
  /** The word most often written for a stem, to show to people. */
  surface: string[];
  meanIdf: number;
  /** Per film: its unigram term ids with a tf-idf weight, and those weights (unit length). */
  docTerms: Int32Array[];
  docVec: Float32Array[];
}

interface Acc {
  docs: number[];
  tf: number[];
  vtf: number[];
  forms: Map<string, number>;
}

export function buildTextIndex(input: readonly TextDoc[]): TextIndex {
  const acc = new Map<string, Acc>();
  const lens: number[][] = FIELDS.map(() => []);
  const perDoc: Array<Array<Map<string, number>>> = [];
  const formsOf = new Map<string, Map<string, number>>();
  input.forEach((doc) => {
    const fields = FIELDS.map((f, fi) => {
      const toks = contentTokens(doc[f.name]);
      lens[fi]!.push(toks.length);
      const tf = new Map<string, number>();
      for (const t of toks) {
        tf.set(t.stem, (tf.get(t.stem) ?? 0) + 1);
        let forms = formsOf.get(t.stem);
        if (!forms) formsOf.set(t.stem, (forms = new Map()));
        forms.set(t.word, (forms.get(t.word) ?? 0) + 1);
      }
      for (const bg of bigrams(toks)) tf.set(bg, (tf.get(bg) ?? 0) + 1);
      return tf;
    });
    perDoc.push(fields);
  });
  const avg = lens.map((l) => Math.max(1, l.reduce((s, v) => s + v, 0) / Math.max(1, l.length)));
  perDoc.forEach((fields, d) => {
    const terms = new Set<string>();
    fields.forEach((tf) => tf.forEach((_, t) => terms.add(t)));
    for (const t of terms) {
      let tfw = 0;
      fields.forEach((tf, fi) => {
        const c = tf.get(t) ?? 0;
        if (c > 0) tfw += (FIELDS[fi]!.weight * c) / (1 - B + (B * lens[fi]![d]!) / avg[fi]!);
      });
      let a = acc.get(t);
      if (!a) acc.set(t, (a = { docs: [], tf: [], vtf: [], forms: new Map() }));
      a.docs.push(d);
      a.tf.push(tfw);
      const vtf = t.includes('_') ? 0 : (fields[0]!.get(t) ?? 0) + (fields[1]!.get(t) ?? 0);
      a.vtf.push(vtf);
    }
  });
  const n = input.length;
  const termId = new Map<string, number>();
  const docs: Int32Array[] = [];
  const sat: Float32Array[] = [];
  const vec: Float32Array[] = [];
  const idfs: number[] = [];
  const surface: string[] = [];
  const norm = new Float64Array(n);
  for (const [t, a] of acc) {
    const id = docs.length;
    termId.set(t, id);
    const idf = Math.log(1 + (n - a.docs.length + 0.5) / (a.docs.length + 0.5));
    idfs.push(idf);
    docs.push(Int32Array.from(a.docs));
    sat.push(Float32Array.from(a.tf, (x) => Math.min(1, ((x / (K1 + x)) * (K1 + 1)) / 1.6)));
    const v = Float32Array.from(a.vtf, (x) => (x > 0 ? (1 + Math.log(x)) * idf : 0));
    v.forEach((w, i) => (norm[a.docs[i]!]! += w * w));
    vec.push(v);
    const forms = formsOf.get(t);
    surface.push(forms ? [...forms].sort((x, y) => y[1] - x[1])[0]![0] : t);
  }
  // A phrase shows as its words' usual forms ("sodium orange", not the stems).
  surface.forEach((s, id) => {
    if (!s.includes('_')) return;
    surface[id] = s
      .split('_')
      .map((part) => surface[termId.get(part) ?? -1] ?? part)
      .join(' ');
  });
  vec.forEach((v, id) => {
    const ds = docs[id]!;
    for (let i = 0; i < v.length; i++) if (v[i]! > 0) v[i] = v[i]! / Math.sqrt(norm[ds[i]!]!);
  });
  const dt: number[][] = Array.from({ length: n }, () => []);
  const dv: number[][] = Array.from({ length: n }, () => []);
  vec.forEach((v, id) => {
    const ds = docs[id]!;
    for (let i = 0; i < v.length; i++) {
      if (v[i]! > 0) {
        dt[ds[i]!]!.push(id);
        dv[ds[i]!]!.push(v[i]!);
      }
    }
  });
  const docTerms = dt.map((a) => Int32Array.from(a));
  const docVec = dv.map((a) => Float32Array.from(a));
  const idf = Float64Array.from(idfs);
  const meanIdf = idfs.length ? idfs.reduce((s, v) => s + v, 0) / idfs.length : 1;
  return { n, termId, docs, sat, vec, idf, surface, meanIdf, docTerms, docVec };
}

/** The saturated weight of a term in one film (binary search of its postings), 0 if absent. */
export function termSat(ix: TextIndex, term: number, film: number): number {
  const ds = ix.docs[term]!;
  let lo = 0;
  let hi = ds.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const v = ds[mid]!;
    if (v === film) return ix.sat[term]![mid]!;
    if (v < film) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}

/** Adds the cosine similarity of every film's summary + title to one film's into `out`. */
export function similarTo(ix: TextIndex, film: number, out: Float64Array): void {
  const terms = ix.docTerms[film]!;
  const weights = ix.docVec[film]!;
  for (let k = 0; k < terms.length; k++) {
    const t = terms[k]!;
    const w = weights[k]!;
    const ds = ix.docs[t]!;
    const v = ix.vec[t]!;
    for (let i = 0; i < ds.length; i++) out[ds[i]!]! += w * v[i]!;
  }
}
