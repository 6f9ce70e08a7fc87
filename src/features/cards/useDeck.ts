// The deck of /cards, kept in session storage under its history entry, so a reload (or coming back
// to the entry) resumes at the same card with the same decisions; a new search is a new entry and
// a new deck. "Next films" loads the next page of the same search.
import { useCallback, useEffect, useState } from 'react';
import type { CardsState } from './cardsState';
import { firstPage, isSearchable, pageAt } from './deckSource';
import { newDeck, nextOffset, parseDeck, withNextPage } from './deckState';
import type { DeckState } from './deckState';
import { returnsToEntry } from '../historyEntry';

const storageKey = (entry: string) => `mise.deck.${entry}`;

function readStored(entry: string): DeckState | null {
  // /cards opened anew by its address deals a fresh deck; a reload resumes the one it had.
  if (!returnsToEntry(entry)) return null;
  try {
    return parseDeck(sessionStorage.getItem(storageKey(entry)));
  } catch {
    return null; // storage refused (privacy settings): the deck just does not survive a reload
  }
}

export type MoreState = 'idle' | 'loading' | 'failed';

export function useDeck(state: CardsState | null, entry: string) {
  const [deck, setDeck] = useState<DeckState | null>(() => readStored(entry));
  const [more, setMore] = useState<MoreState>('idle');
  const restored = deck !== null;

  useEffect(() => {
    if (restored) return;
    let live = true;
    void firstPage(state).then((page) => {
      if (live) setDeck(newDeck(page.films, page.offline, isSearchable(state)));
    });
    return () => {
      live = false;
    };
    // The first page is asked once per entry; a restored deck never asks again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, entry]);

  useEffect(() => {
    if (!deck) return;
    try {
      sessionStorage.setItem(storageKey(entry), JSON.stringify(deck));
    } catch {
      // Storage full or refused: the deck still works, it only forgets on reload.
    }
  }, [deck, entry]);

  const nextFilms = useCallback(async () => {
    if (!deck || more === 'loading') return;
    const offset = nextOffset(deck);
    setMore('loading');
    try {
      const page = await pageAt(state, offset);
      setDeck((d) => (d ? withNextPage(d, page.films, page.offline, offset) : d));
      setMore('idle');
    } catch (e) {
      console.error('Loading the next films failed', e);
      setMore('failed');
    }
  }, [deck, more, state]);

  return { deck, setDeck, nextFilms, more };
}
