// The deck as plain data (docs/product.md#route-cards): the films of the current page, where the
// person is, every decision so far (a like keeps the receipt that undoes it) and the films already
// shown, so a reload resumes at the same card and "Next films" never repeats one. Pure: the route
// keeps it in session storage (useDeck) and these functions change it.
import type { UndoReceipt } from '../../data';
import type { CardFilm } from './cardFilm';

export const CARDS_PER_SESSION = 7;

export interface DeckDecision {
  movieId: string;
  title: string;
  year: number | null;
  kind: 'like' | 'pass';
  /** A like's write, to undo it; null for a pass or a like that failed to save. */
  receipt: UndoReceipt | null;
  /** When it was made (ms since the epoch): the Undo offer lasts UNDO_MS from then. */
  at: number;
}

export interface DeckState {
  films: CardFilm[];
  offline: boolean;
  index: number;
  /** Where the current page starts among its search's results. */
  offset: number;
  /** Every film shown so far, this page's included. */
  seen: string[];
  decisions: DeckDecision[];
  /** decisions.length when this page began: a rewind stays within the page. */
  pageStart: number;
  /** False once a page came back short, or for the sample deck (no search behind it). */
  more: boolean;
}

export function newDeck(films: CardFilm[], offline: boolean, searchable: boolean): DeckState {
  const page = films.slice(0, CARDS_PER_SESSION);
  return {
    films: page,
    offline,
    index: 0,
    offset: 0,
    seen: page.map((f) => f.movieId),
    decisions: [],
    pageStart: 0,
    more: searchable && films.length > 0,
  };
}

export const currentFilm = (d: DeckState): CardFilm | undefined => d.films[d.index];
export const isDone = (d: DeckState): boolean => d.films.length > 0 && d.index >= d.films.length;

export function decide(d: DeckState, decision: DeckDecision): DeckState {
  if (currentFilm(d)?.movieId !== decision.movieId) return d; // a stale swipe changes nothing
  return { ...d, index: d.index + 1, decisions: [...d.decisions, decision] };
}

/** The decision a rewind would take back: the last one of this page. */
export function lastDecision(d: DeckState): DeckDecision | undefined {
  return d.decisions.length > d.pageStart ? d.decisions.at(-1) : undefined;
}

/** Back to the last card decided (its like, if any, is undone by the caller). */
export function rewind(d: DeckState): DeckState {
  if (!lastDecision(d)) return d;
  return { ...d, index: d.index - 1, decisions: d.decisions.slice(0, -1) };
}

/** The films kept so far, in the order they were liked. */
export const keptFilms = (d: DeckState): DeckDecision[] =>
  d.decisions.filter((x) => x.kind === 'like');

/** The offset of the page after this one. */
export const nextOffset = (d: DeckState): number => d.offset + CARDS_PER_SESSION;

/** The next page from `results` (the search asked at `offset`), without films already shown. */
export function withNextPage(
  d: DeckState,
  results: CardFilm[],
  offline: boolean,
  offset: number,
): DeckState {
  const seen = new Set(d.seen);
  const page = results.filter((f) => !seen.has(f.movieId)).slice(0, CARDS_PER_SESSION);
  return {
    ...d,
    films: page,
    offline,
    index: 0,
    offset,
    seen: [...d.seen, ...page.map((f) => f.movieId)],
    pageStart: d.decisions.length,
    more: page.length > 0 && results.length >= CARDS_PER_SESSION,
  };
}

/** A deck read back from storage, or null when it is not one (another version, damaged). */
export function parseDeck(raw: string | null): DeckState | null {
  if (!raw) return null;
  try {
    const d = JSON.parse(raw) as Partial<DeckState>;
    const ok =
      Array.isArray(d.films) &&
      Array.isArray(d.seen) &&
      Array.isArray(d.decisions) &&
      typeof d.index === 'number' &&
      d.index >= 0 &&
      d.index <= d.films.length &&
      typeof d.offset === 'number' &&
      typeof d.pageStart === 'number' &&
      typeof d.more === 'boolean' &&
      typeof d.offline === 'boolean';
    return ok ? (d as DeckState) : null;
  } catch {
    return null;
  }
}
