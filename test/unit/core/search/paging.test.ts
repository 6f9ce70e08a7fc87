// "Next films": an offset pages further into the same ranking for every kind of search, the first
// page is the answer older clients get without one, pages never repeat a film, and the offset is
// clamped to [0, SEARCH_OFFSET_MAX].
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  clampOffset,
  SEARCH_OFFSET_MAX,
} from '../../../../src/core/search/index';
import type { ListResponse } from '../../../../src/core/search/index';
import { loadArchive, loadFilmMakers } from './archiveFixture';

const index = buildSearchIndex(loadArchive(), { makers: loadFilmMakers() });
const ids = (a: ListResponse) => a.results.map((r) => r.movie_id);

describe('search paging', () => {
  const kinds: [string, (offset?: number) => ListResponse][] = [
    ['vibe', (o) => index.vibe('rain on neon streets at night', 7, { offset: o })],
    ['words', (o) => index.words(['neon', 'rain', '1980s'], undefined, { offset: o })],
    ['colour', (o) => index.color('#E38A2C', { offset: o })],
    [
      'palette',
      (o) => index.palette({ hexCodes: ['#1B1A17', '#B5432B', '#E3A84B'] }, { offset: o }),
    ],
  ];

  it.each(kinds)('%s: pages follow each other without repeats', (_kind, run) => {
    const first = ids(run());
    expect(ids(run(0))).toEqual(first);
    expect(first).toHaveLength(7);
    const seen = new Set(first);
    for (const offset of [7, 14, 21]) {
      const next = ids(run(offset));
      expect(next.length).toBeGreaterThan(0);
      for (const id of next) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
    }
  });

  it('a palette of a film puts the film first only on the first page', () => {
    const q = { movieId: 'taxi-driver-1976' };
    const first = ids(index.palette(q));
    expect(first[0]).toBe('taxi-driver-1976');
    expect(ids(index.palette(q, { offset: 7 }))).not.toContain('taxi-driver-1976');
  });

  it('clamps the offset', () => {
    expect(clampOffset(undefined)).toBe(0);
    expect(clampOffset(-3)).toBe(0);
    expect(clampOffset(7.8)).toBe(7);
    expect(clampOffset(Number.NaN)).toBe(0);
    expect(clampOffset(10_000)).toBe(SEARCH_OFFSET_MAX);
  });
});
