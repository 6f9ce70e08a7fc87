// The watchlist as a screen reads it from the local table: each row as an item, films liked before
// records carried a palette given the cached archive's, newest like first. The hook
// (useWatchlist.ts) reads it live; the upgrade tests read an earlier release's data through it.
import type { MiseDb, WatchlistRecord } from '../db';
import type { WatchlistItem } from '../types';

export function toItem(r: WatchlistRecord): WatchlistItem {
  return {
    movie_id: r.movie_id,
    movie_title: r.film?.movie_title ?? null,
    year: r.film?.year ?? null,
    aesthetic_summary: r.film?.aesthetic_summary ?? null,
    synopsis: r.film?.synopsis ?? null,
    letterboxd_link: r.film?.letterboxd_link ?? null,
    depicted_decade: r.film?.depicted_decade ?? null,
    color_mode: r.film?.color_mode ?? null,
    boroughs: r.film?.boroughs ?? null,
    new_york: r.film?.new_york ?? null,
    hex_codes: r.film?.hex_codes ?? null,
    first_liked_at: r.first_liked_at,
    last_liked_at: r.last_liked_at,
    like_count: r.like_count,
    watched: r.watched,
    sources: r.sources,
  };
}

/**
 * The rows, with the palette of films liked before records carried one taken from the cached
 * archive, so the whole list reads as a wall of palettes.
 */
export async function withPalettes(db: MiseDb): Promise<WatchlistRecord[]> {
  const rows = await db.watchlist.toArray();
  const bare = rows.filter((r) => r.film && !r.film.hex_codes?.length);
  if (bare.length === 0) return rows;
  const cached = await db.archive.bulkGet(bare.map((r) => r.movie_id));
  const palettes = new Map(
    cached.flatMap((f) => (f?.hex_codes.length ? [[f.movie_id, f.hex_codes]] : [])),
  );
  return rows.map((r) => {
    const hex = r.film && palettes.get(r.movie_id);
    return hex ? { ...r, film: { ...r.film!, hex_codes: hex } } : r;
  });
}

export const newestFirst = (a: WatchlistItem, b: WatchlistItem) =>
  Date.parse(b.last_liked_at) - Date.parse(a.last_liked_at);

/** The whole reading at once (what the hook shows once its query has answered). */
export async function readWatchlist(db: MiseDb): Promise<WatchlistItem[]> {
  return (await withPalettes(db)).map(toItem).sort(newestFirst);
}
