// Loads the film archive seed (supabase/seed/films.jsonl: one JSON object per line, `hex_codes` an
// array) into celluloid_film_data. Re-run when the file changes (its hash is kept in
// local_host.meta): new films are added and changed ones updated, so a data dir stays current.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Database } from './database';

/** The archive table's columns the seed file fills. */
export const filmColumns = [
  'movie_id',
  'movie_title',
  'year',
  'aesthetic_summary',
  'synopsis',
  'depicted_decade',
  'letterboxd_link',
  'hex_codes',
  'palette_source',
  'color_mode',
  'boroughs',
  'look_central',
  'look_present',
  'new_york',
] as const;

export class SeedError extends Error {
  override name = 'SeedError';
}

/** Parses the JSONL text into rows ready for the table (hex_codes joined with ','). */
export function parseFilmsJsonl(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .map((line, i) => ({ line: line.trim(), n: i + 1 }))
    .filter(({ line }) => line !== '')
    .map(({ line, n }) => {
      let rec: Record<string, unknown>;
      try {
        rec = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw new SeedError(`films.jsonl line ${n}: not valid JSON`);
      }
      const row: Record<string, unknown> = {};
      for (const c of filmColumns) if (rec[c] !== undefined) row[c] = rec[c];
      if (Array.isArray(rec.hex_codes)) row.hex_codes = rec.hex_codes.join(',');
      if (row.palette_source === undefined) row.palette_source = 'curated';
      // json_populate_recordset fills absent keys with null, not the column default.
      if (row.boroughs === undefined) row.boroughs = [];
      if (row.look_central === undefined) row.look_central = [];
      if (row.look_present === undefined) row.look_present = [];
      if (row.new_york === undefined) row.new_york = 'most';
      return row;
    });
}

/** Seeds from `file` if it exists and changed since the last seed. Returns rows written. */
export async function seedFilms(db: Database, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  const key = `seed:${file.split(/[\\/]/).pop()}`;
  const prior = await db.query<{ value: string }>(
    'select value from local_host.meta where key = $1',
    [key],
  );
  if (prior.rows[0]?.value === hash) return 0;
  const rows = parseFilmsJsonl(text);
  await db.transaction(async (tx) => {
    const set = filmColumns
      .filter((c) => c !== 'movie_id')
      .map((c) => `${c} = excluded.${c}`)
      .join(', ');
    await tx.query(
      `insert into public.celluloid_film_data (${filmColumns.join(', ')})
       select ${filmColumns.join(', ')} from json_populate_recordset(null::public.celluloid_film_data, $1::json)
       on conflict (movie_id) do update set ${set}`,
      [JSON.stringify(rows)],
    );
    await tx.query(
      `insert into local_host.meta (key, value) values ($1, $2)
       on conflict (key) do update set value = excluded.value`,
      [key, hash],
    );
  });
  return rows.length;
}
