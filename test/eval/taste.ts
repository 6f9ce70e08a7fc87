// The evaluation of "More like this" and "For you" (docs/taste.md), shared by `npm run eval:search`
// and the quality-floor unit test so both measure the same thing.
//
// More like this: each judged reference query ("something like Taxi Driver") names one film; the
// engine's own reading of the query finds it (the vibe answer's recommended film), "More like this"
// of that film is ranked, and its judgements score the ranking (the named film is never a result).
//
// For you, by leave-out: for each judged query with at least `minRelevant` films graded 2 or more,
// `folds` deterministic choices of 3 of them are a simulated watchlist (equal weights); the deck is
// scored on the query's judgements with the 3 kept films removed.
import type { FilmRecord, SearchIndex } from '../../src/core/search/index';
import type { Judgement } from './judgement';
import { ndcgAt } from './ndcg';

/** The archive film a reference query names, as the engine reads the query (null when none). */
export function namedFilm(
  index: SearchIndex,
  films: readonly FilmRecord[],
  j: Judgement,
): string | null {
  if (j.kind !== 'reference' || Array.isArray(j.query)) return null;
  const named = index.vibe(j.query, 1).query_info.search_criteria.recommended_movies[0];
  if (!named) return null;
  return (
    films.find((f) => f.movie_title === named.title && f.year === named.year)?.movie_id ?? null
  );
}

export interface LikeScore {
  query: string;
  seed: string | null;
  ndcg: number;
  top: string[];
}

/** nDCG@10 of "More like this" of each reference query's named film. */
export function scoreMoreLikeThis(
  index: SearchIndex,
  films: readonly FilmRecord[],
  set: readonly Judgement[],
): LikeScore[] {
  return set
    .filter((j) => j.kind === 'reference')
    .map((j) => {
      const seed = namedFilm(index, films, j);
      const top = seed ? index.like(seed, 10).results.map((r) => r.movie_id) : [];
      const rel = Object.fromEntries(Object.entries(j.rel).filter(([id]) => id !== seed));
      return { query: String(j.query), seed, ndcg: ndcgAt(top, rel, 10), top };
    });
}

/** A small deterministic hash (FNV-1a) for choosing the kept films of a fold. */
function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export interface LeaveOutCase {
  query: string;
  fold: number;
  kept: string[];
  /** The judgements with the kept films removed. */
  rel: Record<string, number>;
}

/**
 * The leave-out cases of a set: per query with at least `minRelevant` archive films graded 2+,
 * `folds` choices of 3 of them (ordered by a hash of query, fold and id: deterministic, different
 * per fold).
 */
export function leaveOutCases(
  set: readonly Judgement[],
  known: ReadonlySet<string>,
  folds = 3,
  minRelevant = 6,
): LeaveOutCase[] {
  const out: LeaveOutCase[] = [];
  for (const j of set) {
    const query = Array.isArray(j.query) ? j.query.join(' · ') : j.query;
    const relevant = Object.keys(j.rel)
      .filter((id) => (j.rel[id] ?? 0) >= 2 && known.has(id))
      .sort();
    if (relevant.length < minRelevant) continue;
    for (let fold = 0; fold < folds; fold++) {
      const kept = [...relevant]
        .sort((a, b) => hash(`${query}|${fold}|${a}`) - hash(`${query}|${fold}|${b}`))
        .slice(0, 3);
      const rel = Object.fromEntries(Object.entries(j.rel).filter(([id]) => !kept.includes(id)));
      out.push({ query, fold, kept, rel });
    }
  }
  return out;
}

/** Mean nDCG@10 of the "For you" deck over leave-out cases. */
export function scoreForYou(index: SearchIndex, cases: readonly LeaveOutCase[]): number {
  if (cases.length === 0) return 0;
  let sum = 0;
  for (const c of cases) {
    const seeds = c.kept.map((movieId) => ({ movieId, weight: 1 }));
    const ranked = index.forYou(seeds, 10).results.map((r) => r.movie_id);
    sum += ndcgAt(ranked, c.rel, 10);
  }
  return sum / cases.length;
}

/** The palette-only baseline: the same deck with every channel but palette silenced. */
export const PALETTE_ONLY = {
  taste: {
    profile: 0,
    profileMany: 0,
    decades: 0,
    boroughs: 0,
    prose: 0,
    year: 0,
    maker: 0,
    stock: 0,
    palette: 1,
  },
} as const;
