// Palettes for the colour page (docs/product.md#route-color): films with at least 5 colours, the
// first 5 shown, at most 500 films. Falls back to the cached archive slice when offline.
import { config } from '../../config';
import { db } from '../db';
import { DEADLINE_MS, fetchWithDeadline, readJson } from '../../net/fetchWithDeadline';
import type { FilmPalette } from '../types';

const LIMIT = 500;
const SHOWN = 5;

function toPalette(movie_id: string, movie_title: string | null, hex: string | string[] | null) {
  const colors = (Array.isArray(hex) ? hex : (hex ?? '').split(','))
    .map((h) => h.trim().toUpperCase())
    .filter((h) => /^#[0-9A-F]{6}$/.test(h));
  return colors.length >= SHOWN
    ? { movie_id, movie_title: movie_title ?? movie_id, colors: colors.slice(0, SHOWN) }
    : null;
}

export async function loadPalettes(): Promise<FilmPalette[]> {
  const url =
    `${config.supabaseUrl}/rest/v1/celluloid_film_data?select=movie_id,movie_title,hex_codes` +
    `&hex_codes=not.is.null&hex_codes=neq.&limit=${LIMIT}`;
  let rows: { movie_id: string; movie_title: string | null; hex_codes: string | string[] | null }[];
  try {
    const res = await fetchWithDeadline(url, {
      headers: {
        apikey: config.supabaseAnonKey,
        Authorization: `Bearer ${config.supabaseAnonKey}`,
      },
      deadlineMs: DEADLINE_MS.rest,
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    rows = await readJson<typeof rows>(res);
  } catch (err) {
    rows = (await db.archive.limit(LIMIT).toArray()).map((f) => ({
      movie_id: f.movie_id,
      movie_title: f.movie_title,
      hex_codes: f.hex_codes,
    }));
    if (rows.length === 0) throw err;
  }
  return rows
    .map((r) => toPalette(r.movie_id, r.movie_title, r.hex_codes))
    .filter((p): p is FilmPalette => p !== null);
}
