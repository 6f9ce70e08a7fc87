// `npm run archive:check`: validates supabase/seed/films.jsonl against the archive rules and the
// shared list of films it must hold. Prints each problem with its film; exits 1 if there are any.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseFilmList } from './archive/record';
import { validateArchive, wordCount } from './archive/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? path.join(root, 'supabase/seed/films.jsonl');
// The shared list lives beside the repository; a copy is kept in supabase/seed for clones without it.
const sharedList = path.join(root, '../shared/archive/nyc-films.tsv');
const listFile = existsSync(sharedList)
  ? sharedList
  : path.join(root, 'supabase/seed/nyc-films.tsv');

const lines = readFileSync(file, 'utf8').split('\n');
const list = parseFilmList(readFileSync(listFile, 'utf8'));
const problems = validateArchive(lines, list);

for (const p of problems) console.log(`${p.film}: [${p.rule}] ${p.message}`);
const films = lines
  .filter((l) => l.trim() !== '')
  .map((l) => {
    try {
      return JSON.parse(l) as { aesthetic_summary?: string; synopsis?: string };
    } catch {
      return {};
    }
  });
const stats = (key: 'aesthetic_summary' | 'synopsis') => {
  const counts = films.map((f) => wordCount(f[key] ?? '')).sort((a, b) => a - b);
  return `${counts[0]}/${counts[Math.floor(counts.length / 2)]}/${counts.at(-1)}`;
};
console.log(
  `archive: ${films.length} films checked against ${list.length} listed; words min/median/max: ` +
    `summaries ${stats('aesthetic_summary')}, synopses ${stats('synopsis')}; ${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
