// The kept films as "For you" and the cards read them (docs/taste.md): id, match count and last
// match, live from the local table. Unlike useWatchlist it starts nothing (no data layer, no
// pull): the hub and the deck only look at what this device already holds.
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';

export interface KeptFilm {
  movie_id: string;
  like_count: number;
  last_liked_at: string | null;
}

const NONE: KeptFilm[] = [];

export function useKeptFilms(): KeptFilm[] {
  const rows = useLiveQuery(
    async () =>
      (await db.watchlist.toArray()).map((r) => ({
        movie_id: r.movie_id,
        like_count: r.like_count,
        last_liked_at: r.last_liked_at,
      })),
    [],
  );
  return rows ?? NONE;
}
