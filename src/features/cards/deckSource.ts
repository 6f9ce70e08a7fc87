// Where a deck's films come from, by the data-source precedence of docs/product.md#route-cards:
// prefetched results from navigation state; else a words search; else a single-colour search; else
// a palette search; else the 5 built-in sample films. A failed words search falls back to the
// samples; a failed colour or palette search leaves the deck empty (it stays on its loading text).
// "Next films" asks the same search again past the films already shown (an offset).
import type { CardsState } from './cardsState';
import { toCardFilm } from './cardFilm';
import type { CardFilm } from './cardFilm';
import { CARDS_PER_SESSION } from './deckState';
import { SAMPLE_FILMS } from './sampleFilms';
import {
  searchColor,
  searchForYou,
  searchLike,
  searchPalette,
  searchVibe,
  searchWords,
} from '../../data';
import type { SearchAnswer } from '../../data';

export interface DeckPage {
  films: CardFilm[];
  offline: boolean;
}

const samples = (): CardFilm[] => SAMPLE_FILMS.map(toCardFilm);
const cards = (list: readonly unknown[]) => list.map(toCardFilm).filter((f) => f.movieId !== '');

/** True when there is a search behind the deck to ask for more. */
export function isSearchable(state: CardsState | null): boolean {
  return askSearch(state, 0) !== null;
}

/** The deck's search at `offset`, or null when the state names none (the sample deck). */
function askSearch(state: CardsState | null, offset: number): (() => Promise<SearchAnswer>) | null {
  if (!state) return null;
  const refine = state.refine;
  const exclude = state.exclude ?? [];
  if (state.type === 'like' && state.like)
    return () =>
      searchLike(state.like?.movieId ?? '', CARDS_PER_SESSION, undefined, offset, exclude);
  if (state.type === 'foryou' && state.taste?.length)
    return () => searchForYou(state.taste ?? [], CARDS_PER_SESSION, undefined, offset, exclude);
  if (state.words?.length) return () => searchWords(state.words ?? [], undefined, offset, refine);
  if (state.color) return () => searchColor(state.color ?? '', undefined, offset, refine);
  if (state.palette?.hexCodes.length || state.palette?.movieId) {
    const { movieId, hexCodes } = state.palette;
    return () => searchPalette(movieId, hexCodes, undefined, offset, refine);
  }
  const text = state.vibe?.trim();
  if (text) return () => searchVibe(text, CARDS_PER_SESSION, undefined, offset, refine);
  return null;
}

/** The first page: the results passed in, else the search asked here, else the samples. */
export async function firstPage(state: CardsState | null): Promise<DeckPage> {
  if (state?.results && state.results.length > 0)
    return { films: cards(state.results), offline: state.offline === true };
  const ask =
    state?.words?.length || state?.color || state?.palette || state?.like || state?.taste
      ? askSearch(state, 0)
      : null;
  if (!ask) return { films: samples(), offline: false };
  try {
    const response = await ask();
    if (response.success && response.results.length > 0)
      return { films: cards(response.results), offline: response.offline };
    if (!state?.words?.length) return { films: [], offline: response.offline };
  } catch (e) {
    console.error(e);
    if (!state?.words?.length) return { films: [], offline: false };
  }
  return { films: samples(), offline: false };
}

/** The films of the same search after the first `offset` ("Next films"). */
export async function pageAt(state: CardsState | null, offset: number): Promise<DeckPage> {
  const ask = askSearch(state, offset);
  if (!ask) return { films: [], offline: false };
  const response = await ask();
  return { films: response.success ? cards(response.results) : [], offline: response.offline };
}
