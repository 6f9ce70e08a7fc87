// The ranking `npm run requests:list` prints: one film per title key, most asked first, under its
// most asked spelling, with the years given.
import { describe, expect, it } from 'vitest';
import { formatRanking, rankFilmRequests } from '../../../../src/core/requests/rankRequests';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 28, 12, minute)).toISOString();

describe('rankFilmRequests', () => {
  it('groups spellings of one title and ranks by how often it was asked', () => {
    const ranked = rankFilmRequests([
      { title: 'Wild Style', year: 1982, created_at: at(1) },
      { title: 'king of comedy', year: 1983, created_at: at(2) },
      { title: 'The King of Comedy', year: 1982, created_at: at(3) },
      { title: 'The King of Comedy', year: 1982, created_at: at(4) },
      { title: 'Style Wars', year: 1983, created_at: at(5) },
    ]);
    expect(ranked.map((r) => [r.title, r.asked, r.years, r.lastAsked])).toEqual([
      [
        'The King of Comedy',
        3,
        [
          { year: 1982, count: 2 },
          { year: 1983, count: 1 },
        ],
        at(4),
      ],
      // Equal counts: the most recently asked first.
      ['Style Wars', 1, [{ year: 1983, count: 1 }], at(5)],
      ['Wild Style', 1, [{ year: 1982, count: 1 }], at(1)],
    ]);
  });

  it('keeps a title made only of punctuation as itself', () => {
    expect(rankFilmRequests([{ title: '?!', year: 2000, created_at: at(0) }])[0]!.title).toBe('?!');
  });

  it('says so when there is nothing to list', () => {
    expect(formatRanking([])).toBe('No film requests yet.');
  });
});
