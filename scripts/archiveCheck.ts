// `npm run archive:check`: validates supabase/seed/films.jsonl against the archive rules and the
// starting list of films it must hold, and the film-maker table supabase/seed/film-makers.json
// against the archive's ids (docs/archive.md). Prints each problem with its film; exits 1
// if there are any. `--batch <file>` checks a batch of new films before it joins the archive: its
// own rules, and uniqueness (ids, titles, links, sentences, word runs) against the archive, without
// the list.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFilmMakers } from './archive/filmMakers';
import { parseFilmList } from './archive/record';
import { validateArchive, wordCount } from './archive/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const archiveFile = path.join(root, 'supabase/seed/films.jsonl');
const args = process.argv.slice(2);
const batchAt = args.indexOf('--batch');
const batchFile = batchAt >= 0 ? args[batchAt + 1] : undefined;
if (batchAt >= 0 && !batchFile) {
  console.error('usage: archive:check [--batch <file.jsonl>] [archive.jsonl]');
  process.exit(2);
}
const file = batchFile ?? args[0] ?? archiveFile;
// The starting list is supabase/seed/nyc-films.tsv. A checkout that also has ../shared/archive
// beside the repository reads that copy instead.
const sharedList = path.join(root, '../shared/archive/nyc-films.tsv');
const listFile = existsSync(sharedList)
  ? sharedList
  : path.join(root, 'supabase/seed/nyc-films.tsv');

const lines = readFileSync(file, 'utf8').split('\n');
let problems;
if (batchFile) {
  const archive = readFileSync(archiveFile, 'utf8').split('\n');
  const ids = new Set(
    lines
      .filter((l) => l.trim() !== '')
      .map((l, i) => {
        try {
          return String((JSON.parse(l) as { movie_id?: unknown }).movie_id ?? `line ${i + 1}`);
        } catch {
          return `line ${i + 1}`;
        }
      }),
  );
  // Archive lines first: a clash is reported on the later film, the batch's.
  problems = validateArchive([...archive, ...lines], []).filter((p) => ids.has(p.film));
} else {
  problems = validateArchive(lines, parseFilmList(readFileSync(listFile, 'utf8')));
  // The film-maker table names films by id: each must be in the archive checked.
  const ids = new Set<string>();
  for (const l of lines) {
    try {
      const id = (JSON.parse(l) as { movie_id?: unknown }).movie_id;
      if (typeof id === 'string') ids.add(id);
    } catch {
      // An unreadable line is already a problem of the archive rules.
    }
  }
  // The table beside the archive checked (the seed's is required; another archive may have none).
  const makersFile = path.join(path.dirname(file), 'film-makers.json');
  if (existsSync(makersFile) || file === archiveFile) {
    const table: unknown = existsSync(makersFile)
      ? JSON.parse(readFileSync(makersFile, 'utf8'))
      : null;
    problems.push(...validateFilmMakers(table, ids));
  }
}

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
  `archive: ${films.length} films checked${batchFile ? ' (batch)' : ''}; words min/median/max: ` +
    `summaries ${stats('aesthetic_summary')}, synopses ${stats('synopsis')}; ${problems.length} problem(s)`,
);
process.exit(problems.length === 0 ? 0 : 1);
