// The film requests grouped by film and ranked by how often each was asked (`npm run
// requests:list`): two spellings of one title are one film (titleKey), shown under the spelling
// asked most (the earliest of equals), with the years people gave and the last time it was asked.
import { titleKey } from './filmRequest';

export interface StoredFilmRequest {
  title: string;
  year: number;
  created_at: string;
}

export interface RankedFilm {
  /** The spelling asked most. */
  title: string;
  key: string;
  asked: number;
  /** Each year given and how many gave it, most given first. */
  years: { year: number; count: number }[];
  lastAsked: string;
}

const mostFirst = <T>(counts: Map<T, number>) =>
  [...counts].sort((a, b) => b[1] - a[1]).map(([value, count]) => ({ value, count }));

/** Most asked first; equal counts by the most recent request, then by title. */
export function rankFilmRequests(rows: StoredFilmRequest[]): RankedFilm[] {
  const groups = new Map<string, StoredFilmRequest[]>();
  for (const r of [...rows].sort((a, b) => a.created_at.localeCompare(b.created_at))) {
    const key = titleKey(r.title) || r.title.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const ranked = [...groups].map(([key, list]): RankedFilm => {
    const spellings = new Map<string, number>();
    const years = new Map<number, number>();
    for (const r of list) {
      spellings.set(r.title, (spellings.get(r.title) ?? 0) + 1);
      years.set(r.year, (years.get(r.year) ?? 0) + 1);
    }
    return {
      title: mostFirst(spellings)[0]!.value,
      key,
      asked: list.length,
      years: mostFirst(years).map(({ value, count }) => ({ year: value, count })),
      lastAsked: list[list.length - 1]!.created_at,
    };
  });
  return ranked.sort(
    (a, b) =>
      b.asked - a.asked || b.lastAsked.localeCompare(a.lastAsked) || a.title.localeCompare(b.title),
  );
}

/** The ranking as a plain-text table for a terminal. */
export function formatRanking(ranked: RankedFilm[]): string {
  if (ranked.length === 0) return 'No film requests yet.';
  const total = ranked.reduce((n, r) => n + r.asked, 0);
  const lines = ranked.map((r) => {
    const years = r.years.map((y) => (y.count > 1 ? `${y.year} ×${y.count}` : `${y.year}`));
    return `${String(r.asked).padStart(5)}  ${r.title}  (${years.join(', ')})  last ${r.lastAsked.slice(0, 10)}`;
  });
  return [
    `${total} request${total === 1 ? '' : 's'} for ${ranked.length} film${ranked.length === 1 ? '' : 's'}, most asked first:`,
    'asked  title  (years given)  last asked',
    ...lines,
  ].join('\n');
}
