// Grouping, every option of docs/product.md#grouping: labels, order, Unknown groups, Input Type
// once per source type, Watch Status for signed-in users only.
import { describe, expect, it } from 'vitest';
import { groupIndices, slimItem } from '../../../../src/core/grouping/groupIndices';
import {
  groupWatchlist,
  matchCountLabel,
  type GroupableItem,
} from '../../../../src/core/grouping/groupWatchlist';

function item(id: string, p: Partial<GroupableItem> = {}): GroupableItem {
  return {
    movie_id: id,
    year: null,
    depicted_decade: null,
    first_liked_at: null,
    watched: false,
    sources: [],
    ...p,
  };
}
const summary = (groups: ReturnType<typeof groupWatchlist>) =>
  groups.map((g) => [g.label, g.items.map((i) => i.movie_id)]);

describe('groupWatchlist', () => {
  it('Input Type: fixed order, then others alphabetically; a film once per source type', () => {
    const items = [
      item('a', { sources: [{ source: 'surprise' }, { source: 'color' }, { source: 'color' }] }),
      item('b', { sources: [{ source: 'keywords' }, { source: 'zeta' }, { source: 'alpha' }] }),
      item('c', { sources: [{ source: 'vibes' }, { source: 'words' }] }),
      item('d'),
    ];
    expect(summary(groupWatchlist(items, 'input_type', false))).toEqual([
      ['Color', ['a']],
      ['Vibe', ['c']],
      ['Keywords', ['b', 'c']],
      ['Surprise', ['a']],
      ['Alpha', ['b']],
      ['Zeta', ['b']],
      ['Unknown', ['d']],
    ]);
  });

  it('Depicted Decade: the first decade, ascending, Unknown last', () => {
    const items = [
      item('a', { depicted_decade: '1970s' }),
      item('b', { depicted_decade: '1960s, 1970s' }),
      item('c'),
      item('d', { depicted_decade: '2000s' }),
    ];
    expect(summary(groupWatchlist(items, 'depicted_decade', true))).toEqual([
      ['1960s', ['b']],
      ['1970s', ['a']],
      ['2000s', ['d']],
      ['Unknown', ['c']],
    ]);
  });

  it('Release Decade: the year floored to ten, ascending, Unknown last', () => {
    const items = [
      item('a', { year: 1976 }),
      item('b'),
      item('c', { year: 1959 }),
      item('d', { year: 1970 }),
    ];
    expect(summary(groupWatchlist(items, 'release_decade', false))).toEqual([
      ['1950s', ['c']],
      ['1970s', ['a', 'd']],
      ['Unknown', ['b']],
    ]);
  });

  it('Borough: the main borough, in the usual order of the five, Unknown last', () => {
    const items = [
      item('a', { boroughs: ['Brooklyn', 'Manhattan'] }),
      item('b', { boroughs: ['Staten Island'] }),
      item('c'),
      item('d', { boroughs: ['The Bronx'] }),
      item('e', { boroughs: ['Manhattan'] }),
      item('f', { boroughs: ['Gotham'] }),
    ];
    const expected = [
      ['Manhattan', ['e']],
      ['Brooklyn', ['a']],
      ['The Bronx', ['d']],
      ['Staten Island', ['b']],
      ['Unknown', ['c', 'f']],
    ];
    expect(summary(groupWatchlist(items, 'borough', false))).toEqual(expected);
    // The worker's slim path agrees.
    const viaWorker = groupIndices(items.map(slimItem), 'borough', false).map((g) => [
      g.label,
      g.indices.map((i) => items[i]!.movie_id),
    ]);
    expect(viaWorker).toEqual(expected);
  });

  it('Match Month: month name and year of first_liked_at, chronological, Unknown last', () => {
    const items = [
      item('a', { first_liked_at: '2026-03-05T10:00:00Z' }),
      item('b', { first_liked_at: '2025-12-31T23:00:00Z' }),
      item('c', { first_liked_at: 'not a date' }),
      item('d', { first_liked_at: '2026-03-28T10:00:00Z' }),
    ];
    expect(summary(groupWatchlist(items, 'match_month', false))).toEqual([
      ['December 2025', ['b']],
      ['March 2026', ['a', 'd']],
      ['Unknown', ['c']],
    ]);
  });

  it('Match Count: number of sources (at least 1), One to Ten, then "N times"', () => {
    const src = (n: number) => Array.from({ length: n }, () => ({ source: 'color' }));
    const items = [
      item('a', { sources: src(2) }),
      item('b'),
      item('c', { sources: src(12) }),
      item('d', { sources: src(1) }),
    ];
    expect(summary(groupWatchlist(items, 'match_count', false))).toEqual([
      ['One', ['b', 'd']],
      ['Two', ['a']],
      ['12 times', ['c']],
    ]);
    expect([1, 7, 10, 11].map(matchCountLabel)).toEqual(['One', 'Seven', 'Ten', '11 times']);
  });

  it('Watch Status for signed-in users; Input Type when signed out', () => {
    const items = [
      item('a', { watched: true, sources: [{ source: 'vibe' }] }),
      item('b', { sources: [{ source: 'vibe' }] }),
    ];
    expect(summary(groupWatchlist(items, 'watch_status', true))).toEqual([
      ['Watched', ['a']],
      ['Unwatched', ['b']],
    ]);
    expect(summary(groupWatchlist(items, 'watch_status', false))).toEqual([['Vibe', ['a', 'b']]]);
  });

  it('answers the worker call with positions that give the same groups', () => {
    const items = [
      item('a', { year: 1976, sources: [{ source: 'color' }, { source: 'vibe' }] }),
      item('b', { year: 1961, first_liked_at: '2026-01-02T00:00:00Z', watched: true }),
      item('c', { depicted_decade: '1980s', sources: [{ source: 'keywords' }] }),
    ];
    for (const option of ['input_type', 'release_decade', 'match_month', 'watch_status'] as const) {
      const direct = summary(groupWatchlist(items, option, true));
      const viaWorker = groupIndices(items.map(slimItem), option, true).map((g) => [
        g.label,
        g.indices.map((i) => items[i]!.movie_id),
      ]);
      expect(viaWorker).toEqual(direct);
    }
  });
});
