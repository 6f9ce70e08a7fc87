// Synthetic archives for the search bench and its comparisons: summaries drawn from the real
// archive's vocabulary with a Zipf law, random palettes around a base hue, fixed seed (the same
// films on every run).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { labToHex } from '../src/core/colour/lab';
import type { FilmRecord } from '../src/core/search/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The real archive (supabase/seed/films.jsonl) with comma-separated hex codes. */
export const realArchive: FilmRecord[] = readFileSync(
  path.join(root, 'supabase/seed/films.jsonl'),
  'utf8',
)
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as FilmRecord)
  .map((f) => ({
    ...f,
    hex_codes: Array.isArray(f.hex_codes) ? f.hex_codes.join(',') : f.hex_codes,
  }));
let seed = 1234567;
const rand = (): number => {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;

const counts = new Map<string, number>();
for (const f of realArchive) {
  for (const w of `${f.aesthetic_summary} ${f.synopsis}`.toLowerCase().match(/[a-z]+/g) ?? []) {
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
}
const vocab = [...counts].sort((a, b) => b[1] - a[1]).map(([w]) => w);
// Zipf sampling by inverse CDF over ranks.
const harmonic = vocab.map((_, i) => 1 / (i + 1));
const cdf: number[] = [];
harmonic.reduce((s, v, i) => ((cdf[i] = s + v), s + v), 0);
const total = cdf[cdf.length - 1]!;
function word(): string {
  const x = rand() * total;
  let lo = 0;
  let hi = cdf.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cdf[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return vocab[lo]!;
}
const sentence = (n: number): string => Array.from({ length: n }, word).join(' ');
const decades = ['1940s', '1950s', '1960s', '1970s', '1980s', '1990s', '2000s', '2010s'];

function film(i: number): FilmRecord {
  const hue = rand() * Math.PI * 2;
  const chroma = rand() < 0.1 ? 2 : 10 + rand() * 50;
  const n = 5 + Math.floor(rand() * 4);
  const hex = Array.from({ length: n }, () => {
    const h = hue + (rand() - 0.5) * 2;
    const c = chroma * rand();
    return labToHex([10 + rand() * 85, c * Math.cos(h), c * Math.sin(h)]);
  });
  const year = 1940 + Math.floor(rand() * 84);
  // A real film's look profile, so the profile channel works at scale as on the archive.
  const like = pick(realArchive);
  return {
    movie_id: `film-${i}-${year}`,
    movie_title: `${word()} ${word()} ${i}`,
    year,
    aesthetic_summary: sentence(55 + Math.floor(rand() * 30)),
    synopsis: sentence(30 + Math.floor(rand() * 30)),
    depicted_decade: pick(decades),
    letterboxd_link: null,
    hex_codes: hex.join(','),
    look_central: like.look_central ?? [],
    look_present: like.look_present ?? [],
  };
}

/** `n` synthetic films; the same ones for the same `n` (the generator restarts from its seed). */
export function syntheticArchive(n: number): FilmRecord[] {
  seed = 1234567;
  return Array.from({ length: n }, (_, i) => film(i));
}

/** The bench's queries, per type. */
export const benchQueries = {
  vibes: [
    'sodium-lit wet streets at night with neon diners',
    'pastel pink apartments in the 1950s',
    'gritty graffiti subway cars in the seventies',
    'cosy autumn brownstones and warm lamps',
    'black and white jazz clubs full of smoke',
    'glamorous penthouse parties with gold and marble',
  ],
  keywordSets: [
    ['grainy', 'subway', '1970s'],
    ['neon', 'rain', 'night'],
    ['pastel', 'apartment', '1950s'],
    ['snow', 'christmas', 'lights', 'golden'],
  ],
  colours: ['#E38A2C', '#1F6F6F', '#F2B8C6', '#2A2A2A', '#C9A227', '#3C7A45'],
};
