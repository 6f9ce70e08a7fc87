// `npm run eval:search`: nDCG@10 of the Mise engine and of a plain BM25 baseline (MiniSearch over
// title, summary and synopsis, default settings) on the same archive, in the same run, over the
// graded judgements in test/eval/judgements.ts, or with `--heldout` over test/eval/heldout.ts (written
// independently of the engine, to see how it generalises). Prints per-kind figures and the ratio;
// `--detail` adds per-query scores, worst first, with the engine's top 5 ids.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';
import { buildSearchIndex } from '../src/core/search/index';
import type { FilmRecord } from '../src/core/search/index';
import { JUDGEMENTS } from '../test/eval/judgements';
import { HELDOUT } from '../test/eval/heldout';
import type { Judgement } from '../test/eval/judgements';
import { ndcgAt } from '../test/eval/ndcg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const positional = process.argv
  .slice(2)
  .filter((a, i, all) => !a.startsWith('--') && all[i - 1] !== '--pool');
const file = positional[0] ?? path.join(root, 'supabase/seed/films.jsonl');
const films: FilmRecord[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as FilmRecord);

const heldout = process.argv.includes('--heldout');
const SET = heldout ? HELDOUT : JUDGEMENTS;
const engine = buildSearchIndex(films);
const mini = new MiniSearch<FilmRecord & { id: string }>({
  fields: ['movie_title', 'aesthetic_summary', 'synopsis'],
  idField: 'id',
});
mini.addAll(films.map((f) => ({ ...f, id: f.movie_id })));

const text = (j: Judgement): string => (Array.isArray(j.query) ? j.query.join(' ') : j.query);
const ours = (j: Judgement): string[] =>
  (Array.isArray(j.query) ? engine.words(j.query, 10) : engine.vibe(j.query, 10)).results.map(
    (r) => r.movie_id,
  );
const baseline = (j: Judgement): string[] =>
  mini
    .search(text(j))
    .slice(0, 10)
    .map((r) => String(r.id));

const kinds = ['vibe', 'keywords', 'reference'] as const;
const rows: Array<[string, number, number, number]> = [];
let sumOurs = 0;
let sumBase = 0;
for (const kind of kinds) {
  const js = SET.filter((j) => j.kind === kind);
  const o = js.reduce((s, j) => s + ndcgAt(ours(j), j.rel, 10), 0);
  const b = js.reduce((s, j) => s + ndcgAt(baseline(j), j.rel, 10), 0);
  sumOurs += o;
  sumBase += b;
  rows.push([kind, js.length, o / js.length, b / js.length]);
}
const n = SET.length;
rows.push(['all', n, sumOurs / n, sumBase / n]);

console.log(`archive: ${films.length} films from ${path.relative(root, file)}`);
console.log(`${heldout ? 'held-out' : 'kind    '}    queries  nDCG@10 Mise  nDCG@10 BM25  ratio`);
for (const [kind, count, o, b] of rows) {
  console.log(
    `${kind.padEnd(11)} ${String(count).padStart(7)}  ${o.toFixed(3).padStart(12)}  ${b
      .toFixed(3)
      .padStart(12)}  ${(b > 0 ? o / b : Infinity).toFixed(2)}x`,
  );
}

// `--pool <file>`: for judges extending the sets to a grown archive, every query's pooled top 10
// of both systems that has no grade yet, with what a judge reads (title, year, look, story).
const poolAt = process.argv.indexOf('--pool');
if (poolAt >= 0) {
  const out = process.argv[poolAt + 1];
  if (!out) throw new Error('--pool needs a file to write');
  const byId = new Map(films.map((f) => [f.movie_id, f]));
  const pool = SET.map((j, index) => ({
    index,
    kind: j.kind,
    query: j.query,
    unjudged: [...new Set([...ours(j), ...baseline(j)])]
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
  console.log(`pool: ${count} unjudged films over ${pool.length} queries written to ${out}`);
}

if (process.argv.includes('--detail')) {
  const scored = SET.map((j) => {
    const ranked = ours(j);
    return { j, ranked, o: ndcgAt(ranked, j.rel, 10), b: ndcgAt(baseline(j), j.rel, 10) };
  }).sort((x, y) => x.o - y.o);
  for (const { j, ranked, o, b } of scored) {
    console.log(`${o.toFixed(2)} ${b.toFixed(2)}  [${j.kind}] ${text(j)}`);
    console.log(`            top5: ${ranked.slice(0, 5).join(', ')}`);
  }
}
