// The search contract shared by the functions, the offline search worker and the pages.
// The engine is pure TypeScript: built once from archive rows, it answers every query from memory.
import type { Borough, ColorMode, NewYorkShare } from '../filmFacts';
import type { Refine } from './refine';

/** One row of `celluloid_film_data` as the engine reads it. */
export interface FilmRecord {
  movie_id: string;
  movie_title: string;
  year: number;
  aesthetic_summary: string;
  synopsis: string | null;
  /** One decade ("1970s") or several, main first ("1960s, 1970s"). */
  depicted_decade: string | null;
  letterboxd_link: string | null;
  /** "#AABBCC,#..." 5 to 8 upper-case colours, most prominent first (an array is accepted too). */
  hex_codes: string | string[] | null;
  /** Stated per film; absent on rows older than the field (the palette is read instead). */
  color_mode?: ColorMode | null;
  /** Where the film mostly takes place, main first (a list, or PostgREST's array text). */
  boroughs?: readonly string[] | string | null;
  /** Most of the film in New York, or a part of it; absent on rows older than the field (most). */
  new_york?: NewYorkShare | null;
  /** Look-profile values that hold centrally / are present (docs/look-profiles.md). */
  look_central?: readonly string[] | string | null;
  look_present?: readonly string[] | string | null;
}

/** A swatch of the query matched to a swatch of the film (both "#RRGGBB"). */
export interface SwatchMatch {
  query: string;
  film: string;
}

/** Why a film matched, so a card can show it. */
export interface MatchReason {
  /** Query words/phrases/decades found in the film (as the film's text says them when possible). */
  terms: string[];
  swatches: SwatchMatch[];
  /** Labels of the look-profile values asked for that the film holds ("Night", "Diner"). */
  values?: string[];
  /**
   * "More like this" and "For you" (docs/taste.md): the titles of the films it was found from,
   * closest first ("Because you kept Taxi Driver and Mean Streets").
   */
  from?: string[];
}

export interface SearchResult {
  movie_id: string;
  movie_title: string;
  year: number;
  depicted_decade: string | null;
  /** In [0, 1]; results are sorted by it, highest first, without duplicates. */
  similarity_score: number;
  aesthetic_summary: string;
  synopsis: string | null;
  letterboxd_link: string | null;
  /** Comma-separated "#RRGGBB" codes, most prominent first. */
  hex_codes: string;
  color_mode: ColorMode | null;
  boroughs: Borough[];
  /** "part" when New York is a substantial part of the film but not most of it. */
  new_york: NewYorkShare;
  why: MatchReason;
}

export type SearchType = 'aesthetic' | 'thematic' | 'hybrid';

export interface RecommendedMovie {
  title: string;
  year: number;
}

export interface QueryInfo {
  /** `thematic` when the text names archive films, `hybrid` when it also describes a look. */
  search_type: SearchType;
  /** 0 to 1: how much of the text the engine understood (low for gibberish). */
  confidence: number;
  aesthetic_keywords: string[];
  time_filters: { mentioned_decades: string[] };
  search_criteria: { recommended_movies: RecommendedMovie[] };
}

export interface VibeResponse {
  success: boolean;
  results: SearchResult[];
  query_info: QueryInfo;
}

export interface ListResponse {
  success: boolean;
  results: SearchResult[];
}

export interface PaletteQuery {
  /** A film of the archive: its palette is the query and it comes first. */
  movieId?: string;
  /** Used when `movieId` is missing or unknown: "#RRGGBB" codes, most prominent first. */
  hexCodes?: string[];
}

/** Colour, palette and word searches return 7 results; vibe search up to `limit` (max 10). */
export const LIST_LIMIT = 7;
/** Longest vibe and keyword the functions accept; the inputs stop at the same length. */
export const VIBE_MAX_CHARS = 500;
export const KEYWORD_MAX_CHARS = 60;
export const VIBE_LIMIT_MAX = 10;
/**
 * How far "Next films" can page into one search's ranking (an optional `offset` in every search,
 * docs/product.md#search): 20 decks of 7.
 */
export const SEARCH_OFFSET_MAX = 140;

/** What every kind of search may add to its query (each optional: older callers send none). */
export interface QueryOptions {
  /** Skip that many of the best results ("Next films"); 0 when missing. */
  offset?: number;
  /** Narrow the results to decades, a colour mode, a borough, a format (refine.ts). */
  refine?: Refine;
}

/** A film of a watchlist as a "For you" deck starts from, and how much it counts (docs/taste.md). */
export interface TasteSeed {
  movieId: string;
  /** Any positive number (from how often and how recently the film was matched). */
  weight: number;
}

/**
 * Most watchlist films a "For you" request names, and most films it may leave out: with the
 * archive's movie_ids both fit the search function's 16 KB body (SEARCH_BODY_BYTES).
 */
export const TASTE_MAX = 100;
export const EXCLUDE_MAX = 150;
/** The search function's body limit; a "For you" request is trimmed to stay under it. */
export const SEARCH_BODY_BYTES = 16_384;

/** What "More like this" and "For you" may add: films to leave out (passed recently). */
export interface TasteOptions extends QueryOptions {
  exclude?: readonly string[];
}

/** The in-memory engine. Built by `buildSearchIndex(films)` from `src/core/search/index`. */
export interface SearchIndex {
  readonly size: number;
  vibe(text: string, limit?: number, options?: QueryOptions): VibeResponse;
  /** `limit` defaults to 7 (the deck); the evaluation asks for 10. */
  words(keywords: string[], limit?: number, options?: QueryOptions): ListResponse;
  color(hex: string, options?: QueryOptions): ListResponse;
  palette(query: PaletteQuery, options?: QueryOptions): ListResponse;
  /** Whether the archive holds the film (a "More like this" of an unknown film is refused). */
  has(movieId: string): boolean;
  /** Films whose look is closest to one film's, never that film ("More like this"). */
  like(movieId: string, limit?: number, options?: TasteOptions): ListResponse;
  /** Films closest to a watchlist's look, never one of its films ("For you"). */
  forYou(seeds: readonly TasteSeed[], limit?: number, options?: TasteOptions): ListResponse;
}

export type BuildSearchIndex = (films: readonly FilmRecord[]) => SearchIndex;
