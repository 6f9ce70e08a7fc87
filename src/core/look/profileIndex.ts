// Every film's look profile as postings: per vocabulary value, the films that hold it and how
// strongly (central 1, present less). A film holding a narrower value ("stop-motion") also holds
// its broader ones ("animation") at the same strength. Built each time an engine is made or loaded
// from the films' value ids as numbers (CodedProfiles, what a snapshot stores), so a loaded engine
// holds exactly what a built one does; the postings themselves are not stored (several times the
// bytes of the ids).
import { withBroader } from './vocabulary';

/** A film's profile as the archive stores it (docs/archive.md): value ids. */
export interface ProfileFields {
  look_central?: readonly string[] | string | null;
  look_present?: readonly string[] | string | null;
}

export interface ProfileIndex {
  /** Per value id: films (ascending) and strengths. */
  postings: Map<string, { films: Int32Array; strength: Float32Array }>;
  /** Number of films. */
  films: number;
  /** The ids film `d` holds centrally (made when first asked for: most films never are). */
  central(d: number): ReadonlySet<string>;
  /** The profiles it was made from, as numbers (what a snapshot stores). */
  coded: CodedProfiles;
}

/** A list of ids as the database, the cache or the seed holds it (a list, or PostgREST's text). */
export function parseIds(v: unknown): string[] {
  if (Array.isArray(v)) return v.filter((x): x is string => typeof x === 'string');
  if (typeof v !== 'string' || v === '' || v === '{}') return [];
  // Plain "a,b,c" (as a snapshot stores it): nothing to strip, and the regular expressions below
  // were a fifth of loading 100k films' profiles. `\s` is the set trim() removes.
  if (!UNPLAIN.test(v)) return v.split(',').filter(Boolean);
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .map((s) => s.replace(/^"|"$/g, '').trim())
    .filter(Boolean);
}
const UNPLAIN = /[{}"\s]/;

/**
 * Every film's profile as numbers: `values` the distinct ids (as stored, in the order first met),
 * film d's present ids at `ids[start[2d] .. start[2d + 1])` and its central ones up to
 * `start[2d + 2]`, as indices into `values`. A snapshot stores this (loading it parses no id
 * lists) and the index is built from it either way, so a loaded engine holds what a built one does.
 */
export interface CodedProfiles {
  values: readonly string[];
  start: Int32Array;
  ids: Int32Array;
}

/** The films' profiles as numbers (see CodedProfiles). */
export function codeProfiles(films: ReadonlyArray<ProfileFields>): CodedProfiles {
  const index = new Map<string, number>();
  const values: string[] = [];
  const ids: number[] = [];
  const start = new Int32Array(2 * films.length + 1);
  const code = (list: string[]): void => {
    for (const id of list) {
      let v = index.get(id);
      if (v === undefined) {
        index.set(id, (v = values.length));
        values.push(id);
      }
      ids.push(v);
    }
  };
  films.forEach((f, d) => {
    code(parseIds(f.look_present));
    start[2 * d + 1] = ids.length;
    code(parseIds(f.look_central));
    start[2 * d + 2] = ids.length;
  });
  return { values, start, ids: Int32Array.from(ids) };
}

/** Films with no central value share one empty set (nothing writes to these sets). */
const NONE: ReadonlySet<string> = new Set<string>();

export function buildProfileIndex(
  films: ReadonlyArray<ProfileFields>,
  presentStrength: number,
): ProfileIndex {
  return profileIndexOf(codeProfiles(films), presentStrength);
}

/**
 * The index of coded profiles. Worked in numbers (each stored id's chain of broader values looked
 * up once, a film's values in a small list): with a Map and a Set per film and every id parsed
 * from text, this was most of loading a snapshot of 100k films.
 */
export function profileIndexOf(coded: CodedProfiles, presentStrength: number): ProfileIndex {
  const { values, start, ids } = coded;
  const n = (start.length - 1) / 2;
  // The values a profile can hold (an id and those broader than it), numbered as first met.
  const upIndex = new Map<string, number>();
  const ups: string[] = [];
  const chains = values.map((id) =>
    withBroader(id).map((up) => {
      let u = upIndex.get(up);
      if (u === undefined) {
        upIndex.set(up, (u = ups.length));
        ups.push(up);
      }
      return u;
    }),
  );
  // Each film's values and strengths, film after film; then per value, in the order values are
  // first met over the films (similarFilms sums over the postings in that order), its films.
  const count = new Int32Array(ups.length);
  const order: number[] = [];
  // Grown by doubling: plain arrays of a few million numbers were most of this function's time.
  let held = new Int32Array(Math.max(16, ids.length * 2));
  let heldStrength = new Float64Array(held.length);
  let heldCount = 0;
  const heldStart = new Int32Array(n + 1);
  const mine: number[] = [];
  const strength: number[] = [];
  const add = (from: number, to: number, s: number): void => {
    for (let i = from; i < to; i++)
      for (const up of chains[ids[i]!]!) {
        const at = mine.indexOf(up);
        if (at < 0) {
          // A value enters only with a positive strength.
          if (0 < s) {
            mine.push(up);
            strength.push(s);
          }
        } else if (strength[at]! < s) strength[at] = s;
      }
  };
  for (let d = 0; d < n; d++) {
    mine.length = 0;
    strength.length = 0;
    add(start[2 * d]!, start[2 * d + 1]!, presentStrength);
    add(start[2 * d + 1]!, start[2 * d + 2]!, 1);
    for (let i = 0; i < mine.length; i++) {
      const up = mine[i]!;
      if (count[up] === 0) order.push(up);
      count[up]!++;
      if (heldCount === held.length) {
        const more = new Int32Array(held.length * 2);
        more.set(held);
        held = more;
        const moreStrength = new Float64Array(held.length);
        moreStrength.set(heldStrength);
        heldStrength = moreStrength;
      }
      held[heldCount] = up;
      heldStrength[heldCount++] = strength[i]!;
    }
    heldStart[d + 1] = heldCount;
  }
  const lists = ups.map((_, up) => ({
    films: new Int32Array(count[up]!),
    strength: new Float32Array(count[up]!),
  }));
  const filled = new Int32Array(ups.length);
  for (let d = 0; d < n; d++)
    for (let i = heldStart[d]!; i < heldStart[d + 1]!; i++) {
      const up = held[i]!;
      const l = lists[up]!;
      const at = filled[up]!++;
      l.films[at] = d;
      l.strength[at] = heldStrength[i]!;
    }
  const postings = new Map<string, { films: Int32Array; strength: Float32Array }>();
  for (const up of order) postings.set(ups[up]!, lists[up]!);
  // A film's central ids: those it holds at strength 1 (its central ones, and its present ones
  // when that is the present strength), in the order they were added.
  const sets = new Array<ReadonlySet<string> | undefined>(n);
  const centralOf = (d: number): ReadonlySet<string> => {
    let own: Set<string> | null = null;
    const note = (from: number, to: number): void => {
      for (let i = from; i < to; i++)
        for (const up of chains[ids[i]!]!) (own ??= new Set()).add(ups[up]!);
    };
    if (presentStrength === 1) note(start[2 * d]!, start[2 * d + 1]!);
    note(start[2 * d + 1]!, start[2 * d + 2]!);
    return own ?? NONE;
  };
  const central = (d: number): ReadonlySet<string> =>
    Number.isInteger(d) && d >= 0 && d < n ? (sets[d] ??= centralOf(d)) : NONE;
  return { postings, films: n, central, coded };
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
