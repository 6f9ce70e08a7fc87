// `npm run archive:stats`: how the archive is spread: films per release decade, per depicted
// decade (a film set in several counts in each), per borough (each borough a film names, and the
// main one), how many films are mostly or partly in New York, and per
// colour mode. Reads supabase/seed/films.jsonl (or the file given).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveStats, formatSlice, formatStats, sliceSize } from './archive/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = process.argv[2] ?? path.join(root, 'supabase/seed/films.jsonl');
const records = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as Record<string, unknown>);
console.log(formatStats(archiveStats(records)));
console.log(`\n${formatSlice(sliceSize(records), records.length)}`);
