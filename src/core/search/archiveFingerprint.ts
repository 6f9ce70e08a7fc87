// The text an archive's fingerprint hashes: every film's search fields in movie_id order, the same
// text the database's archive_fingerprint() function hashes (supabase/migrations, the
// archive_fingerprint migration). A search snapshot carries the fingerprint of the rows it was
// built from; a consumer loads it only when its own rows hash the same. Hashing (SHA-256, hex) is
// left to the caller's platform (node:crypto, or crypto.subtle in a worker).
import { parseHexList } from '../colour/palette';
import { parseBoroughs } from '../filmFacts';
import { parseIds } from '../look/profileIndex';
import type { FilmRecord } from './types';

const FIELD = '\x1f';
const ROW = '\x1e';

const list = (v: string | readonly string[] | null | undefined): string =>
  Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : '';

function row(f: FilmRecord): string {
  return [
    f.movie_id,
    f.movie_title ?? '',
    String(f.year),
    f.aesthetic_summary ?? '',
    f.synopsis ?? '',
    f.depicted_decade ?? '',
    f.letterboxd_link ?? '',
    // The database holds hex codes as text; a cached slice holds them as a list.
    Array.isArray(f.hex_codes) ? parseHexList(f.hex_codes).join(',') : list(f.hex_codes),
    f.color_mode ?? '',
    Array.isArray(f.boroughs) ? list(f.boroughs) : parseBoroughs(f.boroughs).join(','),
    parseIds(f.look_central).join(','),
    parseIds(f.look_present).join(','),
    f.new_york ?? 'most',
  ].join(FIELD);
}

/** The rows as the fingerprint's text (byte order of ids, as the database's `collate "C"`). */
export function fingerprintText(rows: readonly FilmRecord[]): string {
  return [...rows]
    .sort((a, b) => (a.movie_id < b.movie_id ? -1 : a.movie_id > b.movie_id ? 1 : 0))
    .map(row)
    .join(ROW);
}
