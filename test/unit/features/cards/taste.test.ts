// What cards say about the watchlist, and the "For you" deck's request (docs/taste.md).
import { describe, expect, it } from 'vitest';
import { becauseLabel, keptLabel } from '../../../../src/features/cards/tasteLabels';
import { forYouState } from '../../../../src/features/cards/forYou';
import { toCardFilm } from '../../../../src/features/cards/cardFilm';
import { madeFrom, deckOrigin } from '../../../../src/features/cards/deckOrigin';
import { likeSource } from '../../../../src/features/cards/likeSource';
import { SEARCH_BODY_BYTES } from '../../../../src/core/search/types';

describe('card labels', () => {
  it('says a kept film was matched 1 time, or N times', () => {
    expect(keptLabel(1)).toBe('In your watchlist · matched 1 time');
    expect(keptLabel(2)).toBe('In your watchlist · matched 2 times');
    expect(keptLabel(0)).toBe('In your watchlist · matched 1 time');
  });
  it('names one or two kept films a card comes from', () => {
    expect(becauseLabel(['Taxi Driver'])).toBe('Because you kept Taxi Driver');
    expect(becauseLabel(['Taxi Driver', 'Mean Streets', 'Klute'])).toBe(
      'Because you kept Taxi Driver and Mean Streets',
    );
    expect(becauseLabel([])).toBeNull();
  });
  it('reads the films a result was found from', () => {
    const f = toCardFilm({ movie_id: 'a', why: { terms: [], swatches: [], from: ['X', 3, 'Y'] } });
    expect(f.whyFrom).toEqual(['X', 'Y']);
  });
});

describe('the decks made from a film or a watchlist', () => {
  it('say what they were made from and how a like is recorded', () => {
    const like = {
      type: 'like' as const,
      like: { movieId: 'taxi-driver-1976', title: 'Taxi Driver' },
    };
    expect(madeFrom(like)).toBe('More like Taxi Driver');
    expect(deckOrigin(like)).toMatchObject({ label: 'More like', text: 'Taxi Driver' });
    expect(likeSource(like)).toEqual({ source: 'surprise', sourceValue: 'More like Taxi Driver' });
    expect(madeFrom({ type: 'foryou' })).toMatch(/your watchlist/);
    expect(madeFrom({ type: 'vibe', vibe: 'neon' })).toBeNull();
  });

  it('sends every kept film as a seed or an exclusion, and passes not kept', () => {
    const now = Date.parse('2026-11-28T00:00:00Z');
    const kept = ['a', 'b', 'c'].map((id, i) => ({
      movie_id: id,
      like_count: i + 1,
      last_liked_at: '2026-11-27T00:00:00Z',
    }));
    const s = forYouState(kept, ['b', 'p'], now);
    expect(s.type).toBe('foryou');
    expect(s.taste!.map((t) => t.movieId)).toEqual(['c', 'b', 'a']);
    expect(s.exclude).toEqual(['p']);
  });

  it('stays under the search function’s body limit however long the ids', () => {
    const now = Date.now();
    const kept = Array.from({ length: 300 }, (_, i) => ({
      movie_id: `${'x'.repeat(150)}-${i}`,
      like_count: 1,
      last_liked_at: null,
    }));
    const passed = Array.from({ length: 150 }, (_, i) => `${'p'.repeat(150)}-${i}`);
    const s = forYouState(kept, passed, now);
    expect(JSON.stringify({ taste: s.taste, exclude: s.exclude }).length).toBeLessThan(
      SEARCH_BODY_BYTES - 1000,
    );
    expect(s.taste!.length).toBeGreaterThan(0);
  });
});
