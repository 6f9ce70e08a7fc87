// The data layer's public types: what components read and pass to mutations.
import type { SourceType, SyncState } from '../core/sync/types';
import type { QueryInfo, SearchResult } from '../core/search/types';
import type { GroupOption, WatchlistGroup } from '../core/grouping/groupWatchlist';
import type { FilmFields } from './db';
import type { Borough, ColorMode, NewYorkShare } from '../core/filmFacts';

export type { SourceType, SearchResult, GroupOption, WatchlistGroup };
export type { SyncState, QueryInfo };

export interface Profile {
  user_id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  watching_region: string | null;
}

export interface AuthUser {
  id: string;
  email: string | null;
}

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
  profile: Profile | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  watching_region: string;
}

/** Tokens from a password-recovery link (the address fragment). */
export interface RecoveryTokens {
  access_token: string;
  refresh_token: string;
}

export interface WatchlistSource {
  source: SourceType;
  source_value: string;
  created_at: string;
}

/**
 * A watchlist item as displayed (docs/product.md#items-and-sources). Film fields are null when
 * unknown.
 */
export interface WatchlistItem extends FilmFields {
  first_liked_at: string;
  last_liked_at: string;
  like_count: number;
  watched: boolean;
  sources: WatchlistSource[];
}

export interface WatchlistState {
  status: 'loading' | 'ready' | 'error';
  items: WatchlistItem[];
  /** "Failed to load watchlist" when the first load failed. */
  error: string | null;
}

/** A film as the screens hold it (a search result or a sample card). */
export interface FilmInput {
  movie_id: string;
  movie_title?: string | null;
  /** Alternative name of movie_title in some search answers. */
  title?: string | null;
  year?: number | null;
  aesthetic_summary?: string | null;
  /** Alternative name of aesthetic_summary. */
  desc?: string | null;
  synopsis?: string | null;
  depicted_decade?: string | null;
  letterboxd_link?: string | null;
  color_mode?: ColorMode | null;
  boroughs?: Borough[] | null;
  new_york?: NewYorkShare | null;
  hex_codes?: string[] | null;
}

export interface LikeSource {
  /** Older names `words` and `vibes` are accepted and stored as `keywords` and `vibe`. */
  source: SourceType | 'words' | 'vibes';
  /** Hex colour(s) for color (array or comma-separated), keywords as a list, text otherwise. */
  sourceValue: string | string[];
}

export interface FailedOp {
  id: string;
  kind: 'like' | 'remove' | 'watched' | 'merge' | 'request';
  movie_id: string;
  movie_title: string | null;
  at: string;
  error: string;
}

export interface SyncStatus {
  state: SyncState;
  pending: number;
  failed: FailedOp[];
}

/** A search answer; `offline` is true when the offline engine answered from the cached archive. */
export interface SearchAnswer {
  success: boolean;
  results: SearchResult[];
  query_info?: QueryInfo;
  offline: boolean;
}

export interface FilmPalette {
  movie_id: string;
  movie_title: string;
  /** The first 5 colours ("#RRGGBB"). */
  colors: string[];
}
