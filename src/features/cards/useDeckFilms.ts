// The films of the card deck, by the data-source precedence of docs/product.md#route-cards:
// prefetched results from navigation state; else a words search; else a single-colour search; else
// a palette search; else the 5 built-in sample films. A failed words search falls back to the
// samples; a failed colour or palette search leaves the deck empty (it stays on its loading text).
import { useEffect, useState } from 'react';
import type { CardsState } from './cardsState';
import { toCardFilm } from './cardFilm';
import type { CardFilm } from './cardFilm';
import { SAMPLE_FILMS } from './sampleFilms';
import { searchColor, searchPalette, searchWords } from '../../data';

export const CARDS_PER_SESSION = 7;

const samples = (): CardFilm[] => SAMPLE_FILMS.map(toCardFilm);
const take = (list: readonly unknown[]) => list.slice(0, CARDS_PER_SESSION).map(toCardFilm);

async function load(state: CardsState | null): Promise<{ films: CardFilm[]; offline: boolean }> {
  if (state?.results && state.results.length > 0)
    return { films: take(state.results), offline: state.offline === true };
  if (state?.words && state.words.length > 0) {
    try {
      const response = await searchWords(state.words);
      const offline = response.offline;
      if (response.success && response.results.length > 0)
        return { films: take(response.results), offline };
    } catch (e) {
      console.error(e);
    }
    return { films: samples(), offline: false };
  }
  try {
    if (state?.color) {
      const response = await searchColor(state.color);
      const offline = response.offline;
      return { films: response.success ? take(response.results) : [], offline };
    }
    if (state?.palette) {
      const response = await searchPalette(state.palette.movieId, state.palette.hexCodes);
      const offline = response.offline;
      return { films: response.success ? take(response.results) : [], offline };
    }
  } catch (e) {
    console.error(e);
    return { films: [], offline: false };
  }
  return { films: samples(), offline: false };
}

export function useDeckFilms(state: CardsState | null) {
  const [result, setResult] = useState<{ films: CardFilm[]; offline: boolean } | null>(null);
  useEffect(() => {
    let live = true;
    void load(state).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [state]);
  return result;
}
