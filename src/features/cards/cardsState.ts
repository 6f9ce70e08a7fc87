// The navigation state /cards receives: the search type, what was searched and, usually, the
// results already fetched. /cards follows the data-source precedence of
// docs/product.md#route-cards.
import type { QueryInfo, TasteSeed } from '../../core/search/types';
import type { Refine } from '../../core/search/refine';

export type CardsSearchType =
  'vibe' | 'surprise' | 'color' | 'palette' | 'photo' | 'words' | 'like' | 'foryou';

export interface CardsState {
  type: CardsSearchType;
  /** The vibe text, the hex colour, or the palette: a film's, or a photo's (no movieId). */
  vibe?: string;
  color?: string;
  palette?: { movieId?: string; hexCodes: string[] };
  words?: string[];
  results?: unknown[];
  query_info?: QueryInfo;
  /** True when the offline engine (cached archive in a worker) answered. */
  offline?: boolean;
  /** What the search was narrowed to (docs/look-profiles.md#refining); "Next films" keeps it. */
  refine?: Refine;
  /** "More like this" (docs/taste.md): the film the deck is made from. */
  like?: { movieId: string; title: string };
  /** "For you": the watchlist's films with their weights... */
  taste?: TasteSeed[];
  /** ... and the films to leave out (the rest of the watchlist, films passed recently). */
  exclude?: string[];
}

/** A "More like this" deck of a film (docs/taste.md): a new history entry, like any search. */
export function moreLikeState(movieId: string, title: string): CardsState {
  return { type: 'like', like: { movieId, title } };
}

export function readCardsState(raw: unknown): CardsState | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Partial<CardsState>;
  if (!s.type) return null;
  return s as CardsState;
}

/**
 * The end of "Watchlist complete, curated by your …" per search type: "movie palette", "color
 * choice", "keyword selection"; vibe and surprise are named as themselves
 * (docs/product.md#route-cards).
 */
export function curatedBy(type: CardsSearchType | undefined): string {
  switch (type) {
    case 'palette':
      return 'movie palette';
    case 'photo':
      return 'photo';
    case 'color':
      return 'color choice';
    case 'words':
      return 'keyword selection';
    case 'vibe':
    case 'surprise':
      return type;
    case 'like':
      return 'chosen film';
    case 'foryou':
      return 'watchlist';
    default:
      return 'vibe';
  }
}

/** Where the asked colours of a card's "why it matched" came from, by search type. */
export function askedFrom(type: CardsSearchType | undefined): 'colour' | 'photo' | 'words' {
  if (type === 'photo') return 'photo';
  return type === 'color' || type === 'palette' ? 'colour' : 'words';
}
