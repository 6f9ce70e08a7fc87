// The "For you" deck of /match (docs/taste.md): the watchlist's films as weighted seeds (how often
// and how recently each was matched), every kept film and every film passed recently on this
// device left out.
import { tasteSeeds } from '../../core/search/tasteSeeds';
import { TUNING } from '../../core/search/tuning';
import { EXCLUDE_MAX, SEARCH_BODY_BYTES, TASTE_MAX } from '../../core/search/types';
import type { CardsState } from './cardsState';

interface Kept {
  movie_id: string;
  like_count: number;
  last_liked_at: string | null;
}

/** "For you" is offered once the watchlist holds this many films. */
export const FOR_YOU_MIN = TUNING.taste.minKept;

export function forYouState(
  kept: readonly Kept[],
  passed: readonly string[],
  now: number,
): CardsState {
  const { seeds, alsoKept } = tasteSeeds(
    kept.map((k) => ({
      movieId: k.movie_id,
      likeCount: k.like_count,
      lastLikedAt: k.last_liked_at,
    })),
    now,
    TUNING.taste,
    TASTE_MAX,
  );
  const keptIds = new Set(kept.map((k) => k.movie_id));
  const exclude = [...alsoKept, ...passed.filter((id) => !keptIds.has(id))].slice(0, EXCLUDE_MAX);
  // Long movie_ids could take a request past the function's limit: the lightest films go first.
  const budget = SEARCH_BODY_BYTES - 1024;
  const size = () => JSON.stringify({ taste: seeds, exclude }).length;
  while (size() > budget && (exclude.length > 0 || seeds.length > 1)) {
    if (exclude.length > 0) exclude.pop();
    else seeds.pop();
  }
  return { type: 'foryou', taste: seeds, exclude };
}
