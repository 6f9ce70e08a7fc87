// /test dashboard arithmetic: quality score and session summary.
import { describe, expect, it } from 'vitest';
import {
  decadeMatches,
  qualityScore,
  summarise,
} from '../../../../src/features/testDashboard/testSession';
import type { TestEntry } from '../../../../src/features/testDashboard/testSession';

describe('test dashboard', () => {
  it('caps quantity at 10 and scores confidence out of 10', () => {
    const results = Array.from({ length: 12 }, () => ({ depicted_decade: '1970s' }));
    expect(qualityScore(results, 0.83, ['1970s'])).toEqual({
      quantity: 10,
      decadeMatch: '12/12',
      confidence: 8.3,
      success: 1,
    });
    expect(qualityScore([], 0, []).success).toBe(0);
  });
  it('matches any of a film’s decades', () => {
    expect(decadeMatches('1960s, 1970s', ['1970s'])).toBe(true);
    expect(decadeMatches(null, ['1970s'])).toBe(false);
  });
  it('summarises the session', () => {
    const entry = (correct: boolean | null, scores: (1 | 2 | 3 | 4 | 5 | null)[]): TestEntry => ({
      id: String(Math.random()),
      query: 'q',
      timestamp: '',
      searchType: 'aesthetic',
      searchTypeCorrect: correct,
      totalFilms: scores.length,
      films: scores.map((s, i) => ({
        id: String(i),
        title: 't',
        year: 1970,
        depicted_decade: null,
        similarity_score: 1,
        relevancyScore: s,
      })),
      notes: '',
    });
    expect(summarise([entry(true, [5, 3]), entry(false, [null, 4, 4, 2])])).toEqual({
      totalTests: 2,
      correctTypes: 1,
      averageFilms: 3,
      averageRelevancy: 3.6,
    });
  });
});
