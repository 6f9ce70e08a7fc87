// Two facts stated per film in the archive (see docs/archive.md): whether it is in colour, in
// black-and-white or both, and the boroughs where it mostly takes place. Shared by the archive
// checker, the search engine, cards and watchlist grouping, so the names are written once.

export const COLOR_MODES = ['colour', 'black-and-white', 'mixed'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const BOROUGHS = ['Manhattan', 'Brooklyn', 'Queens', 'The Bronx', 'Staten Island'] as const;
export type Borough = (typeof BOROUGHS)[number];

/** How much of a film New York holds (docs/archive.md): most of it, or a substantial part of it. */
export const NEW_YORK_SHARES = ['most', 'part'] as const;
export type NewYorkShare = (typeof NEW_YORK_SHARES)[number];

export function isNewYorkShare(v: unknown): v is NewYorkShare {
  return (NEW_YORK_SHARES as readonly unknown[]).includes(v);
}

export function isColorMode(v: unknown): v is ColorMode {
  return (COLOR_MODES as readonly unknown[]).includes(v);
}

export function isBorough(v: unknown): v is Borough {
  return (BOROUGHS as readonly unknown[]).includes(v);
}

/** The boroughs of a row as the database or the cache holds them (a list, or PostgREST's text). */
export function parseBoroughs(v: unknown): Borough[] {
  const list = Array.isArray(v)
    ? v
    : typeof v === 'string'
      ? v
          .replace(/^\{|\}$/g, '')
          .split(',')
          .map((s) => s.replace(/^"|"$/g, '').trim())
      : [];
  return list.filter(isBorough);
}

/** How a borough reads inside a sentence ("set in the Bronx"). */
export function boroughInSentence(b: Borough): string {
  return b === 'The Bronx' ? 'the Bronx' : b;
}

/**
 * The archive columns the page caches per film for offline search: everything the engine and the
 * cards read, plus updated_at for the version check. `npm run archive:stats` sizes this slice.
 */
export const SLICE_FIELDS = [
  'movie_id',
  'movie_title',
  'year',
  'aesthetic_summary',
  'synopsis',
  'depicted_decade',
  'letterboxd_link',
  'hex_codes',
  'color_mode',
  'boroughs',
  'look_central',
  'look_present',
  'new_york',
  'updated_at',
] as const;
