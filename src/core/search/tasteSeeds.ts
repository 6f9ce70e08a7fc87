// A watchlist as the seeds of a "For you" deck (docs/taste.md): each kept film weighs more the
// more often it was matched (its like count, damped by `countPower`) and the more recently (its
// weight halves every `halfLifeDays` since it was last matched). The heaviest `max` films are
// the seeds; every other kept film is still left out of the deck (`alsoKept`).
import type { TasteTuning } from './tuning';
import type { TasteSeed } from './types';

export interface KeptFilm {
  movieId: string;
  /** How many times it was matched (liked from a deck). */
  likeCount: number;
  /** When it was last matched (ISO time), null when unknown. */
  lastLikedAt: string | null;
}

const DAY_MS = 86_400_000;

export function tasteSeeds(
  kept: readonly KeptFilm[],
  now: number,
  t: Pick<TasteTuning, 'countPower' | 'halfLifeDays'>,
  max: number,
): { seeds: TasteSeed[]; alsoKept: string[] } {
  const weighed = kept
    .filter((k) => typeof k.movieId === 'string' && k.movieId !== '')
    .map((k) => {
      const at = k.lastLikedAt ? Date.parse(k.lastLikedAt) : NaN;
      const days = Number.isFinite(at) ? Math.max(0, (now - at) / DAY_MS) : t.halfLifeDays;
      const count = Math.max(1, Math.floor(k.likeCount) || 1);
      const w = Math.pow(count, t.countPower) * Math.pow(0.5, days / t.halfLifeDays);
      // Rounded for the request, and never 0: a film liked long ago still counts a little.
      return { movieId: k.movieId, weight: Math.max(0.0001, Math.round(w * 10000) / 10000) };
    })
    .sort((a, b) => b.weight - a.weight || a.movieId.localeCompare(b.movieId));
  return {
    seeds: weighed.slice(0, max),
    alsoKept: weighed.slice(max).map((s) => s.movieId),
  };
}
