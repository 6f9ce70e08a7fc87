// Every film's look profile as postings: per vocabulary value, the films that hold it and how
// strongly (central 1, present less). A film holding a narrower value ("stop-motion") also holds
// its broader ones ("animation") at the same strength. Built from the archive rows each time an
// engine is made (a few entries per film: cheaper than storing it), so a snapshot of the text
// index never disagrees with the profiles it is used beside.
import { withBroader } from './vocabulary';

/** A film's profile as the archive stores it (docs/archive.md): value ids. */
export interface ProfileFields {
  look_central?: readonly string[] | string | null;
  look_present?: readonly string[] | string | null;
}

export interface ProfileIndex {
  /** Per value id: films (ascending) and strengths. */
  postings: Map<string, { films: Int32Array; strength: Float32Array }>;
  /** Per film, the ids it holds centrally. */
  central: ReadonlyArray<ReadonlySet<string>>;
}

/** A list of ids as the database, the cache or the seed holds it (a list, or PostgREST's text). */
export function parseIds(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v !== 'string' || v === '' || v === '{}') return [];
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((s) => s.replace(/^"|"$/g, '').trim())
    .filter(Boolean);
}

export function buildProfileIndex(
  films: ReadonlyArray<ProfileFields>,
  presentStrength: number,
): ProfileIndex {
  const lists = new Map<string, { films: number[]; strength: number[] }>();
  const central: Set<string>[] = [];
  films.forEach((f, d) => {
    const mine = new Map<string, number>();
    const own = new Set<string>();
    const add = (ids: string[], s: number): void => {
      for (const id of ids)
        for (const up of withBroader(id)) {
          if ((mine.get(up) ?? 0) < s) mine.set(up, s);
          if (s === 1) own.add(up);
        }
    };
    add(parseIds(f.look_present), presentStrength);
    add(parseIds(f.look_central), 1);
    central.push(own);
    for (const [id, s] of mine) {
      let l = lists.get(id);
      if (!l) lists.set(id, (l = { films: [], strength: [] }));
      l.films.push(d);
      l.strength.push(s);
    }
  });
  const postings = new Map<string, { films: Int32Array; strength: Float32Array }>();
  for (const [id, l] of lists)
    postings.set(id, { films: Int32Array.from(l.films), strength: Float32Array.from(l.strength) });
  return { postings, central };
}

/** How strongly film `d` holds value `id` (0 when it does not). */
export function strengthOf(ix: ProfileIndex, id: string, d: number): number {
  const p = ix.postings.get(id);
  if (!p) return 0;
  let lo = 0;
  let hi = p.films.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const f = p.films[mid]!;
    if (f === d) return p.strength[mid]!;
    if (f < d) lo = mid + 1;
    else hi = mid - 1;
  }
  return 0;
}
