// The watchlist as displayed, live from the local table (updates at once after each write).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { startDataLayer } from '../startDataLayer';
import { db, type WatchlistRecord } from '../db';
import { getFirstPull, subscribeSyncState } from '../sync/pageSync';
import type { WatchlistItem, WatchlistState } from '../types';

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
async function withPalettes(): Promise<WatchlistRecord[]> {
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

const newestFirst = (a: WatchlistItem, b: WatchlistItem) =>
  Date.parse(b.last_liked_at) - Date.parse(a.last_liked_at);

export function useWatchlist(): WatchlistState {
  useEffect(startDataLayer, []);
  const rows = useLiveQuery(withPalettes, []);
  const pull = useSyncExternalStore(subscribeSyncState, getFirstPull, getFirstPull);
  // One array per query result, not per render: the grouping hook regroups when `items` changes,
  // and a fresh array on every render made it regroup (and re-render) forever, a core kept busy.
  const items = useMemo(() => (rows ?? []).map(toItem).sort(newestFirst), [rows]);
  if (!rows) return { status: 'loading', items, error: null };
  if (items.length === 0 && pull === 'pending') return { status: 'loading', items, error: null };
  if (items.length === 0 && pull === 'failed')
    return { status: 'error', items, error: 'Failed to load watchlist' };
  return { status: 'ready', items, error: null };
}
