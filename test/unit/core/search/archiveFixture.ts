// The real archive seed (supabase/seed/films.jsonl) as FilmRecords with comma-separated hex codes,
// the shape the database returns, and its film-maker table (supabase/seed/film-makers.json).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FilmMaker, FilmRecord } from '../../../../src/core/search/index';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function loadArchive(): FilmRecord[] {
  return readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as FilmRecord & { hex_codes: string[] | string };
      return { ...r, hex_codes: Array.isArray(r.hex_codes) ? r.hex_codes.join(',') : r.hex_codes };
    });
}

export function loadFilmMakers(): FilmMaker[] {
  return JSON.parse(
    readFileSync(path.join(root, 'supabase/seed/film-makers.json'), 'utf8'),
  ) as FilmMaker[];
}

/** A made-up film for small hand-built archives: only what a test names differs. */
export function syntheticFilm(
  id: string,
  summary: string,
  over: Partial<FilmRecord> = {},
): FilmRecord {
  return {
    movie_id: id,
    movie_title: id,
    year: 1980,
    aesthetic_summary: summary,
    synopsis: null,
    depicted_decade: '1980s',
    letterboxd_link: null,
    hex_codes: '#553322,#AA8866,#221111,#DDCCBB,#776655',
    ...over,
  };
}
