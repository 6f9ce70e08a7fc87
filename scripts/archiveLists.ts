// `npm run archive:lists`: how many of the films that writers expect are in the archive. Each file
// of docs/archive-lists/ is one writer's list of the New York films they would most expect, written
// without looking at the archive (title, year, kind, borough: docs/archive-lists/README.md). A
// listed film counts as present when the archive has its title (compared as a person would, as
// archive:check compares them) within a year of the listed year (release dates differ by country).
// Prints, per list, how many are listed and how many missing, then the missing films.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalisedTitle } from './archive/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const listsDir = path.join(root, 'docs/archive-lists');
const archiveFile = process.argv[2] ?? path.join(root, 'supabase/seed/films.jsonl');

const held = new Set<string>();
for (const line of readFileSync(archiveFile, 'utf8').split('\n')) {
  if (!line.trim()) continue;
  const r = JSON.parse(line) as { movie_title: string; year: number };
  for (const title of titleForms(r.movie_title))
    for (const dy of [-1, 0, 1]) held.add(normalisedTitle(title, r.year + dy));
}

const missing = new Map<string, string[]>();
/**
 * A title and its short form: a writer may list the full title where the archive keeps
 * Letterboxd's shorter one ("Birdman or (The Unexpected Virtue of Ignorance)", "Birdman"), or the
 * short one where the archive keeps the full one ("Summer of Soul").
 */
function titleForms(title: string): string[] {
  const short = title
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+or$/i, '')
    .split(/:\s/)[0]!
    .trim();
  return short && short !== title ? [title, short] : [title];
}

for (const file of readdirSync(listsDir)
  .filter((f) => f.endsWith('.tsv'))
  .sort()) {
  const rows = readFileSync(path.join(listsDir, file), 'utf8').split('\n').slice(1);
  let listed = 0;
  let absent = 0;
  for (const row of rows) {
    const [title = '', year = ''] = row.split('\t');
    if (!title.trim()) continue;
    listed += 1;
    if (titleForms(title.trim()).some((t) => held.has(normalisedTitle(t, Number(year))))) continue;
    absent += 1;
    const key = `${title.trim()} (${year})`;
    missing.set(key, [...(missing.get(key) ?? []), file]);
  }
  const share = listed ? ((100 * absent) / listed).toFixed(1) : '0';
  console.log(`${file}: ${listed} listed, ${absent} missing (${share}%)`);
}
console.log(`\nmissing, ${missing.size} distinct:`);
for (const [film, files] of [...missing].sort((a, b) => b[1].length - a[1].length))
  console.log(`  ${film}  [${files.join(', ')}]`);
