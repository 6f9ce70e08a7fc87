// `npm run eval:search`: nDCG@10 of the Mise engine and of a plain BM25 baseline (MiniSearch over
// title, summary and synopsis, default settings) on the same archive, in the same run. One run
// prints every set: the seven development sets (test/eval/development.ts, which the engine is tuned
// on), all together, and the held-out set (test/eval/heldout.ts, written independently and scored
// once at the end), each per kind with the ratio to BM25 and the share of BM25's gap to 1.0 closed;
// then "More like this" on the reference queries and "For you" by leave-out, each beside a
// palette-only baseline (docs/taste.md).
// `--detail` adds per-query scores, worst first, with the engine's top 5 ids, for the set chosen
// with `--set dev-a|dev-b|dev-c|dev-d|dev-e|dev-f|dev-g|dev-h|dev-s|dev-i|dev-j|dev|heldout` (default: dev). `--pool <file>` writes the unjudged pooled
// results of the chosen set for judges.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import filmMakers from '../supabase/seed/film-makers.json';
import { buildSearchIndex } from '../src/core/search/index';
import type { FilmRecord } from '../src/core/search/index';
import {
  DEV_A,
  DEV_ALL,
  DEV_B,
  DEV_C,
  DEV_D,
  DEV_E,
  DEV_F,
  DEV_G,
  DEV_H,
  DEV_S,
  DEV_I,
  DEV_J,
} from '../test/eval/development';
import { HELDOUT } from '../test/eval/heldout';
import type { Judgement } from '../test/eval/judgement';
import { queryText, scoreSet } from '../test/eval/evaluate';
import { ndcgAt } from '../test/eval/ndcg';
import {
  PALETTE_ONLY,
  leaveOutCases,
  namedFilm,
  scoreForYou,
  scoreMoreLikeThis,
} from '../test/eval/taste';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const valueOf = (flag: string): string | undefined => {
  const at = args.indexOf(flag);
  return at >= 0 ? args[at + 1] : undefined;
};
const positional = args.filter(
  (a, i) => !a.startsWith('--') && args[i - 1] !== '--pool' && args[i - 1] !== '--set',
);
const file = positional[0] ?? path.join(root, 'supabase/seed/films.jsonl');
const films: FilmRecord[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as FilmRecord);

const SETS: Record<string, { label: string; set: Judgement[] }> = {
  'dev-a': { label: 'development A', set: DEV_A },
  'dev-b': { label: 'development B', set: DEV_B },
  'dev-c': { label: 'development C', set: DEV_C },
  'dev-d': { label: 'development D', set: DEV_D },
  'dev-e': { label: 'development E', set: DEV_E },
  'dev-f': { label: 'development F', set: DEV_F },
  'dev-g': { label: 'development G', set: DEV_G },
  'dev-h': { label: 'development H', set: DEV_H },
  'dev-s': { label: 'development S (short queries)', set: DEV_S },
  'dev-i': { label: 'development I (short queries, held-out 8)', set: DEV_I },
  'dev-j': { label: 'development J (short queries and references, held-out 9)', set: DEV_J },
  dev: {
    label: 'development (all)',
    set: DEV_ALL,
  },
  heldout: { label: 'held-out', set: HELDOUT },
};
const chosen = valueOf('--set') ?? 'dev';
if (!(chosen in SETS)) throw new Error(`--set is one of ${Object.keys(SETS).join(', ')}`);

const engine = buildSearchIndex(films, { makers: filmMakers });
const mini = new MiniSearch<FilmRecord & { id: string }>({
  fields: ['movie_title', 'aesthetic_summary', 'synopsis'],
  idField: 'id',
});
mini.addAll(films.map((f) => ({ ...f, id: f.movie_id })));

const ours = (j: Judgement): string[] =>
  (Array.isArray(j.query) ? engine.words(j.query, 10) : engine.vibe(j.query, 10)).results.map(
    (r) => r.movie_id,
  );
const baseline = (j: Judgement): string[] =>
  mini
    .search(queryText(j))
    .slice(0, 10)
    .map((r) => String(r.id));

console.log(`archive: ${films.length} films from ${path.relative(root, file)}`);
for (const { label, set } of Object.values(SETS)) {
  if (set.length === 0) {
    console.log(`\n${label}: no judgements yet`);
    continue;
  }
  const o = scoreSet(set, ours);
  const b = scoreSet(set, baseline);
  // "gap closed": the share of BM25's distance to a perfect ranking (1.0) that Mise closes.
  console.log(`\n${label}\nkind        queries  nDCG@10 Mise  nDCG@10 BM25  ratio  gap closed`);
  o.forEach((row, i) => {
    if (row.queries === 0) return;
    const base = b[i]!.ndcg;
    const ratio = `${(base > 0 ? row.ndcg / base : Infinity).toFixed(2)}x`;
    const gap = base < 1 ? `${(((row.ndcg - base) / (1 - base)) * 100).toFixed(0)}%` : '-';
    console.log(
      `${row.kind.padEnd(11)} ${String(row.queries).padStart(7)}  ${row.ndcg
        .toFixed(3)
        .padStart(12)}  ${base.toFixed(3).padStart(12)}  ${ratio.padStart(5)}  ${gap.padStart(10)}`,
    );
  });
}

// "More like this" and "For you" (docs/taste.md, test/eval/taste.ts). Development B's and J's
// reference queries came from sets written as held-out (each scored once as such before the engine
// was tuned on it), so they are reported apart from development A's.
const paletteOnly = buildSearchIndex(films, { makers: filmMakers, tuning: PALETTE_ONLY });
const mean = (xs: readonly { ndcg: number }[]): number =>
  xs.length ? xs.reduce((s, x) => s + x.ndcg, 0) / xs.length : 0;
console.log(
  '\nmore like this (the film a reference query names; its judgements, the film left out)',
);
console.log('set                                  queries  nDCG@10 Mise  palette only');
for (const [label, set] of [
  ['development A', DEV_A],
  ['development B (written as held-out)', DEV_B],
  ['development J (written as held-out)', DEV_J],
  ['all development reference queries', DEV_ALL],
  ['held-out', HELDOUT],
] as const) {
  const o = scoreMoreLikeThis(engine, films, set);
  const p = scoreMoreLikeThis(paletteOnly, films, set);
  console.log(
    `${label.padEnd(36)} ${String(o.length).padStart(7)}  ${mean(o).toFixed(3).padStart(12)}  ${mean(
      p,
    )
      .toFixed(3)
      .padStart(12)}`,
  );
}
const known = new Set(films.map((f) => f.movie_id));
console.log('\nfor you, leave-out (3 relevant films kept, 3 folds; the others judged)');
console.log('set                                  cases  nDCG@10 Mise  palette only');
for (const [label, set] of [
  ['development (all)', DEV_ALL],
  ['held-out', HELDOUT],
] as const) {
  const cases = leaveOutCases(set, known);
  console.log(
    `${label.padEnd(36)} ${String(cases.length).padStart(5)}  ${scoreForYou(engine, cases)
      .toFixed(3)
      .padStart(12)}  ${scoreForYou(paletteOnly, cases).toFixed(3).padStart(12)}`,
  );
}
if (args.includes('--detail'))
  for (const x of scoreMoreLikeThis(engine, films, DEV_ALL))
    console.log(`${x.ndcg.toFixed(2)}  more like ${x.seed}: ${x.top.slice(0, 5).join(', ')}`);

const SET = SETS[chosen]!.set;

// `--pool <file>`: for judges extending a set to a grown archive, every query's pooled top 10 of
// both systems (and, for a reference query, of "More like this") that has no grade yet, with what a judge reads (title, year, look, story).
const out = valueOf('--pool');
if (args.includes('--pool')) {
  if (!out) throw new Error('--pool needs a file to write');
  const byId = new Map(films.map((f) => [f.movie_id, f]));
  // A reference query pools "More like this" of the film it names too (it is scored on them).
  const moreLikeThis = (j: Judgement): string[] => {
    const seed = namedFilm(engine, films, j);
    return seed ? engine.like(seed, 10).results.map((r) => r.movie_id) : [];
  };
  const pool = SET.map((j, index) => ({
    index,
    kind: j.kind,
    query: j.query,
    unjudged: [...new Set([...ours(j), ...baseline(j), ...moreLikeThis(j)])]
      .filter((id) => !(id in j.rel))
      .map((id) => {
        const f = byId.get(id)!;
        return {
          movie_id: id,
          title: `${f.movie_title} (${f.year})`,
          look: f.aesthetic_summary,
          story: f.synopsis,
        };
      }),
  }));
  writeFileSync(out, JSON.stringify(pool, null, 1));
  const count = pool.reduce((s, p) => s + p.unjudged.length, 0);
  console.log(`\npool (${chosen}): ${count} unjudged films over ${pool.length} queries in ${out}`);
}

if (args.includes('--detail')) {
  console.log(`\nper query (${SETS[chosen]!.label}), worst first: Mise BM25`);
  const scored = SET.map((j) => {
    const ranked = ours(j);
    return { j, ranked, o: ndcgAt(ranked, j.rel, 10), b: ndcgAt(baseline(j), j.rel, 10) };
  }).sort((x, y) => x.o - y.o);
  for (const { j, ranked, o, b } of scored) {
    console.log(`${o.toFixed(2)} ${b.toFixed(2)}  [${j.kind}] ${queryText(j)}`);
    console.log(`            top5: ${ranked.slice(0, 5).join(', ')}`);
  }
}
