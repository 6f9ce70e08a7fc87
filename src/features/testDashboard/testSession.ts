// The /test dashboard's arithmetic (docs/product.md#route-test): the quality score of one search
// and the summary of the session. Session data lives only on the page.
import { parseDecades } from '../../core/decades';

export interface TestFilm {
  id: string;
  title: string;
  year: number | null;
  depicted_decade: string | null;
  similarity_score: number;
  relevancyScore: 1 | 2 | 3 | 4 | 5 | null;
}

export interface TestEntry {
  id: string;
  query: string;
  timestamp: string;
  searchType: string;
  searchTypeCorrect: boolean | null;
  totalFilms: number;
  films: TestFilm[];
  notes: string;
}

export function decadeMatches(depicted: string | null, mentioned: readonly string[]): boolean {
  return parseDecades(depicted).some((d) => mentioned.includes(d));
}

export interface QualityScore {
  quantity: number;
  decadeMatch: string;
  confidence: number;
  success: 0 | 1;
}

export function qualityScore(
  results: readonly { depicted_decade: string | null }[],
  confidence: number,
  mentioned: readonly string[],
): QualityScore {
  const matching = results.filter((r) => decadeMatches(r.depicted_decade, mentioned)).length;
  return {
    quantity: Math.min(results.length, 10),
    decadeMatch: mentioned.length === 0 ? 'N/A' : `${matching}/${results.length}`,
    confidence: Math.round(confidence * 100) / 10,
    success: results.length > 0 ? 1 : 0,
  };
}

export interface SessionSummary {
  totalTests: number;
  correctTypes: number;
  averageFilms: number;
  averageRelevancy: number | null;
}

export function summarise(entries: readonly TestEntry[]): SessionSummary {
  const ratings = entries
    .flatMap((e) => e.films.map((f) => f.relevancyScore))
    .filter((r) => r !== null);
  const films = entries.reduce((n, e) => n + e.totalFilms, 0);
  return {
    totalTests: entries.length,
    correctTypes: entries.filter((e) => e.searchTypeCorrect === true).length,
    averageFilms: entries.length ? films / entries.length : 0,
    averageRelevancy: ratings.length ? ratings.reduce((a, b) => a + b, 0) / ratings.length : null,
  };
}
