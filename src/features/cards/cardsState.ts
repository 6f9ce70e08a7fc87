// The navigation state /cards receives: the search type, what was searched and, usually, the
// results already fetched. /cards follows the data-source precedence of
// docs/product.md#route-cards.
import type { QueryInfo } from '../../core/search/types';
import type { Refine } from '../../core/search/refine';

export type CardsSearchType = 'vibe' | 'surprise' | 'color' | 'palette' | 'photo' | 'words';

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
    default:
      return 'vibe';
  }
}

/** Where the asked colours of a card's "why it matched" came from, by search type. */
export function askedFrom(type: CardsSearchType | undefined): 'colour' | 'photo' | 'words' {
  if (type === 'photo') return 'photo';
  return type === 'color' || type === 'palette' ? 'colour' : 'words';
}
