// Turns ranked film indices into the API's result objects, with scores in [0, 1].
import type { FilmRecord, MatchReason, SearchResult } from './types';
import { parseHexList } from '../colour/palette';
import { isColorMode, isNewYorkShare, parseBoroughs } from '../filmFacts';

export function toResult(f: FilmRecord, score: number, why: MatchReason): SearchResult {
  const s = Number.isFinite(score) ? Math.max(0, Math.min(1, score)) : 0;
  return {
    movie_id: f.movie_id,
    movie_title: f.movie_title,
    year: f.year,
    depicted_decade: f.depicted_decade,
    similarity_score: Math.round(s * 10000) / 10000,
    aesthetic_summary: f.aesthetic_summary,
    synopsis: f.synopsis,
    letterboxd_link: f.letterboxd_link,
    hex_codes: parseHexList(f.hex_codes).join(','),
    color_mode: isColorMode(f.color_mode) ? f.color_mode : null,
    boroughs: parseBoroughs(f.boroughs),
    new_york: isNewYorkShare(f.new_york) ? f.new_york : 'most',
    why,
  };
}

/** Keeps the first result per film and re-sorts by score (stable on ties). */
export function dedupeSorted(results: SearchResult[]): SearchResult[] {
  const seen = new Set<string>();
  return results
    .filter((r) => (seen.has(r.movie_id) ? false : (seen.add(r.movie_id), true)))
    .sort((a, b) => b.similarity_score - a.similarity_score);
}
