// The deck as data: decisions advance and are kept, Rewind takes back the last one of the page
// only, "Next films" skips every film already shown, the kept list spans pages, and a stored deck
// is read back only when it is whole.
import { describe, expect, it } from 'vitest';
import { toCardFilm } from '../../../../src/features/cards/cardFilm';
import { deckOrigin } from '../../../../src/features/cards/deckOrigin';
import {
  CARDS_PER_SESSION,
  currentFilm,
  decide,
  isDone,
  keptFilms,
  lastDecision,
  newDeck,
  nextOffset,
  parseDeck,
  rewind,
  withNextPage,
} from '../../../../src/features/cards/deckState';
import type { DeckState } from '../../../../src/features/cards/deckState';

const films = (ids: string[]) => ids.map((id) => toCardFilm({ movie_id: id, movie_title: id }));
const ten = films(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);

function choose(d: DeckState, kind: 'like' | 'pass'): DeckState {
  const f = currentFilm(d)!;
  return decide(d, { movieId: f.movieId, title: f.title, year: null, kind, receipt: null, at: 1 });
}

describe('deck state', () => {
  it('deals 7 cards and advances one per decision', () => {
    let d = newDeck(ten, false, true);
    expect(d.films).toHaveLength(CARDS_PER_SESSION);
    d = choose(d, 'like');
    d = choose(d, 'pass');
    expect(currentFilm(d)?.movieId).toBe('c');
    expect(keptFilms(d).map((k) => k.movieId)).toEqual(['a']);
  });

  it('ignores a decision about a card no longer on top', () => {
    const d = newDeck(ten, false, true);
    const stale = {
      movieId: 'z',
      title: 'z',
      year: null,
      kind: 'like' as const,
      receipt: null,
      at: 1,
    };
    expect(decide(d, stale)).toBe(d);
  });

  it('rewinds the last decision of the page, and not past the page', () => {
    let d = choose(choose(newDeck(ten, false, true), 'like'), 'pass');
    expect(lastDecision(d)?.movieId).toBe('b');
    d = rewind(d);
    expect(currentFilm(d)?.movieId).toBe('b');
    expect(rewind(rewind(d)).index).toBe(0);
    expect(rewind(rewind(d)).decisions).toEqual([]);
    for (let i = d.index; i < d.films.length; i += 1) d = choose(d, 'pass');
    expect(isDone(d)).toBe(true);
    d = withNextPage(d, films(['h', 'i', 'x']), false, nextOffset(d));
    expect(lastDecision(d)).toBeUndefined();
    expect(rewind(d)).toBe(d);
  });

  it('"Next films" shows only films not shown before, and knows when the search ran out', () => {
    let d = newDeck(ten, false, true);
    expect(nextOffset(d)).toBe(7);
    d = withNextPage(d, films(['g', 'h', 'a', 'i', 'j', 'k', 'l', 'm']), true, 7);
    expect(d.films.map((f) => f.movieId)).toEqual(['h', 'i', 'j', 'k', 'l', 'm']);
    expect(d.offline).toBe(true);
    expect(d.index).toBe(0);
    expect(d.more).toBe(true);
    expect(withNextPage(d, films(['x']), false, 14).more).toBe(false);
    expect(newDeck(ten, false, false).more).toBe(false); // the sample deck has no search
  });

  it('reads back a stored deck only when it is whole', () => {
    const d = choose(newDeck(ten, false, true), 'like');
    expect(parseDeck(JSON.stringify(d))).toEqual(d);
    expect(parseDeck(null)).toBeNull();
    expect(parseDeck('{')).toBeNull();
    expect(parseDeck(JSON.stringify({ ...d, index: 99 }))).toBeNull();
    expect(parseDeck(JSON.stringify({ ...d, decisions: undefined }))).toBeNull();
  });
});

describe('deckOrigin', () => {
  it('names what the deck was made from', () => {
    expect(deckOrigin({ type: 'vibe', vibe: ' rain ' })).toEqual({
      label: 'Your vibe',
      text: '“rain”',
      colors: [],
    });
    expect(deckOrigin({ type: 'words', words: ['neon', 'rain'] })?.text).toBe('neon · rain');
    expect(deckOrigin({ type: 'color', color: '#e38a2c' })?.colors).toEqual(['#E38A2C']);
    expect(deckOrigin({ type: 'photo', palette: { hexCodes: ['#111111'] } })?.label).toBe(
      'Your photo’s colors',
    );
    expect(deckOrigin(null)).toBeNull();
  });
});
