// `npx tsx scripts/searchAnswers.ts [--write]`: the engine's top 10 for every development query
// (test/eval/development.ts, DEV_ALL), and its 7 answers for a fixed set of colour and palette
// queries, over the archive seed. With --write they become the fixture the identical-answers test
// compares against (test/unit/core/search/fixtures/answers.json): a change to how the index is
// stored or shipped (docs/architecture.md, "What a first visit downloads") must not change one.
// Regenerate only when a ranking change is meant, and say so in the commit.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSearchIndex } from '../src/core/search/index';
import type { FilmMaker, FilmRecord, SearchIndex } from '../src/core/search/index';
import { DEV_ALL } from '../test/eval/development';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ANSWERS_FIXTURE = path.join(root, 'test/unit/core/search/fixtures/answers.json');

export interface Answers {
  /** `vibe:<text>` or `words:<w1|w2>` → top 10 ids. */
  text: Record<string, string[]>;
  /** `color:<hex>` or `palette:<movie_id>` → the 7 ids answered. */
  colour: Record<string, string[]>;
}

export function loadSeed(): { films: FilmRecord[]; makers: FilmMaker[] } {
  const films = readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as FilmRecord & { hex_codes: string[] | string };
      return { ...r, hex_codes: Array.isArray(r.hex_codes) ? r.hex_codes.join(',') : r.hex_codes };
    });
  const makers = JSON.parse(
    readFileSync(path.join(root, 'supabase/seed/film-makers.json'), 'utf8'),
  ) as FilmMaker[];
  return { films, makers };
}

/** Colour queries: the presets' kind of hex, spread over the wheel and the greys. */
export const COLOUR_QUERIES = [
  '#C0392B',
  '#1B4F72',
  '#F1C40F',
  '#27AE60',
  '#8E44AD',
  '#E67E22',
  '#2C3E50',
  '#ECF0F1',
  '#7F8C8D',
  '#000000',
  '#FF00FF',
  '#A0522D',
];

/** Every DEV_ALL query and the colour and palette queries, answered by `index`. */
export function answersOf(index: SearchIndex, films: readonly FilmRecord[]): Answers {
  const ids = (r: { results: Array<{ movie_id: string }> }) => r.results.map((x) => x.movie_id);
  const text: Answers['text'] = {};
  for (const j of DEV_ALL) {
    if (Array.isArray(j.query)) text[`words:${j.query.join('|')}`] = ids(index.words(j.query, 10));
    else text[`vibe:${j.query}`] = ids(index.vibe(j.query, 10));
  }
  const colour: Answers['colour'] = {};
  for (const hex of COLOUR_QUERIES) colour[`color:${hex}`] = ids(index.color(hex));
  // Every 40th film's palette, and one free palette of five hexes.
  for (let i = 0; i < films.length; i += 40) {
    const id = films[i]!.movie_id;
    colour[`palette:${id}`] = ids(index.palette({ movieId: id, hexCodes: [] }));
  }
  colour['palette:#C0392B,#1B4F72,#F1C40F,#27AE60,#2C3E50'] = ids(
    index.palette({ hexCodes: ['#C0392B', '#1B4F72', '#F1C40F', '#27AE60', '#2C3E50'] }),
  );
  return { text, colour };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { films, makers } = loadSeed();
  const answers = answersOf(buildSearchIndex(films, { makers }), films);
  const count = Object.keys(answers.text).length + Object.keys(answers.colour).length;
  if (process.argv.includes('--write')) {
    writeFileSync(ANSWERS_FIXTURE, `${JSON.stringify(answers, null, 1)}\n`);
    console.log(`${count} answers written to ${path.relative(root, ANSWERS_FIXTURE)}`);
  } else console.log(JSON.stringify(answers, null, 1));
}
