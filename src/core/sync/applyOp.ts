// Applies one watchlist operation to a watchlist state, with the same rules the server follows in
// apply_watchlist_ops (docs/product.md#repeat-likes: a repeat like keeps first_liked_at, moves
// last_liked_at, adds one to like_count and adds the source without duplicates). Used for the local
// tables, for re-applying pending operations on top of pulled server rows, and as the tests'
// sequential model.
import type { Op, SourceType } from './types';

export interface SourceRow {
  source: SourceType;
  source_value: string;
  created_at: string;
}

export interface WatchRow {
  movie_id: string;
  like_count: number;
  first_liked_at: string;
  last_liked_at: string;
  watched: boolean;
  sources: SourceRow[];
}

const earlier = (a: string, b: string) => (Date.parse(a) <= Date.parse(b) ? a : b);
const later = (a: string, b: string) => (Date.parse(a) >= Date.parse(b) ? a : b);

/** Returns the row after `op` (undefined: the film is not on the watchlist). Never mutates. */
export function applyOp(row: WatchRow | undefined, op: Op): WatchRow | undefined {
  switch (op.kind) {
    case 'like': {
      const source: SourceRow = { ...op.payload, created_at: op.at };
      if (!row)
        return {
          movie_id: op.movie_id,
          like_count: 1,
          first_liked_at: op.at,
          last_liked_at: op.at,
          watched: false,
          sources: [source],
        };
      const known = row.sources.some(
        (s) => s.source === source.source && s.source_value === source.source_value,
      );
      return {
        ...row,
        like_count: row.like_count + 1,
        first_liked_at: earlier(row.first_liked_at, op.at),
        last_liked_at: later(row.last_liked_at, op.at),
        sources: known ? row.sources : [...row.sources, source],
      };
    }
    case 'remove':
      return undefined;
    case 'watched':
      return row ? { ...row, watched: op.payload.watched } : undefined;
    case 'merge':
    case 'request':
      return row;
  }
}

/** Merges an anonymous row into an account row (merge_anon_watchlist's rules). */
export function mergeRows(account: WatchRow | undefined, anon: WatchRow): WatchRow {
  if (!account) return { ...anon, watched: false };
  const sources = [...account.sources];
  for (const s of anon.sources)
    if (!sources.some((t) => t.source === s.source && t.source_value === s.source_value))
      sources.push(s);
  return {
    ...account,
    like_count: account.like_count + anon.like_count,
    first_liked_at: earlier(account.first_liked_at, anon.first_liked_at),
    last_liked_at: later(account.last_liked_at, anon.last_liked_at),
    sources,
  };
}

/**
 * Source types written by older clients, read as the canonical names
 * (docs/product.md#items-and-sources).
 */
export function normalizeSource(source: string): SourceType | null {
  if (source === 'words') return 'keywords';
  if (source === 'vibes') return 'vibe';
  if (source === 'color' || source === 'vibe' || source === 'keywords' || source === 'surprise')
    return source;
  return null;
}
