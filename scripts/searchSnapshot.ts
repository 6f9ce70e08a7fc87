// Writes the search snapshot of the bundled archive (supabase/seed/films.jsonl) with its
// fingerprint: `npm run build` puts it in dist/ (served to the offline worker and read by the
// functions), `npm run search:snapshot [file]` writes it anywhere. The rows are taken in the shape
// the database returns them after seeding, so the fingerprint is the one archive_fingerprint()
// answers for the seeded archive (docs/architecture.md#search-snapshots).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { archiveFingerprint, SNAPSHOT_NAME } from '../functions/_lib/searchSnapshot';
import filmMakers from '../supabase/seed/film-makers.json';
import { buildSearchSnapshot } from '../src/core/search/index';
import type { FilmRecord } from '../src/core/search/index';
import { parseFilmsJsonl } from '../server/db/seed';
import { seedFile } from '../server/paths';

/** The seed file's films as the database serves them (hex codes joined, boroughs a list). */
export function seedRecords(file = seedFile): FilmRecord[] {
  return parseFilmsJsonl(readFileSync(file, 'utf8')).map((r) => ({
    ...(r as unknown as FilmRecord),
    color_mode: (r.color_mode as FilmRecord['color_mode']) ?? null,
  }));
}

export function writeSearchSnapshot(
  outFile: string,
  file = seedFile,
): { films: number; bytes: number; fingerprint: string } {
  const films = seedRecords(file);
  const fingerprint = archiveFingerprint(films);
  const bytes = buildSearchSnapshot(films, fingerprint, { makers: filmMakers });
  writeFileSync(outFile, bytes);
  return { films: films.length, bytes: bytes.byteLength, fingerprint };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const out = path.resolve(process.argv[2] ?? path.join('dist', SNAPSHOT_NAME));
  const r = writeSearchSnapshot(out);
  console.log(`${out}: ${r.films} films, ${(r.bytes / 1024).toFixed(0)} KiB, ${r.fingerprint}`);
}
