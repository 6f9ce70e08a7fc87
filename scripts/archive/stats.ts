// Counts behind `npm run archive:stats` (pure: records in, tables out), and the size of the slice
// the page caches for offline search.
import { gzipSync } from 'node:zlib';
import { parseDecades } from '../../src/core/decades';
import { BOROUGHS, COLOR_MODES, NEW_YORK_SHARES, SLICE_FIELDS } from '../../src/core/filmFacts';
import { LOOK_FACETS, lookValue } from '../../src/core/look/vocabulary';

export interface ArchiveStats {
  films: number;
  releaseDecade: Map<string, number>;
  depictedDecade: Map<string, number>;
  borough: Map<string, number>;
  /** Per borough: films whose main borough (the first listed) it is. */
  mainBorough: Map<string, number>;
  /** Films mostly in New York and films partly there (`new_york`). */
  newYork: Map<string, number>;
  colorMode: Map<string, number>;
  /** Per facet of the look vocabulary: films with a value of it (central or present). */
  lookFacet: Map<string, number>;
  /** Films whose profile holds fewer than THIN_PROFILE values, by id. */
  thinProfiles: string[];
  /** Mean number of values per profile. */
  meanValues: number;
}

/** A profile with fewer values than this says little a search can use. */
export const THIN_PROFILE = 6;

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
const sorted = (m: Map<string, number>) =>
  new Map([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

export function archiveStats(records: readonly Record<string, unknown>[]): ArchiveStats {
  const releaseDecade = new Map<string, number>();
  const depictedDecade = new Map<string, number>();
  const borough = new Map<string, number>(BOROUGHS.map((b) => [b, 0]));
  const mainBorough = new Map<string, number>(BOROUGHS.map((b) => [b, 0]));
  const newYork = new Map<string, number>(NEW_YORK_SHARES.map((s) => [s, 0]));
  const colorMode = new Map<string, number>(COLOR_MODES.map((c) => [c, 0]));
  const lookFacet = new Map<string, number>(LOOK_FACETS.map((f) => [f.id, 0]));
  const thinProfiles: string[] = [];
  let values = 0;
  for (const r of records) {
    const ids = [r.look_central, r.look_present].flatMap((v) =>
      Array.isArray(v) ? (v as unknown[]).map(String) : [],
    );
    values += ids.length;
    if (ids.length < THIN_PROFILE) thinProfiles.push(String(r.movie_id));
    for (const f of new Set(ids.map((id) => lookValue(id)?.facet ?? 'unknown'))) bump(lookFacet, f);
    const year = typeof r.year === 'number' ? r.year : NaN;
    bump(releaseDecade, Number.isFinite(year) ? `${Math.floor(year / 10) * 10}s` : 'unknown');
    const decades = parseDecades(typeof r.depicted_decade === 'string' ? r.depicted_decade : null);
    for (const d of decades.length ? decades : ['unknown']) bump(depictedDecade, d);
    const bs = Array.isArray(r.boroughs) ? (r.boroughs as unknown[]).map(String) : [];
    for (const b of bs.length ? bs : ['unknown']) bump(borough, b);
    bump(mainBorough, bs[0] ?? 'unknown');
    bump(newYork, typeof r.new_york === 'string' ? r.new_york : 'unknown');
    bump(colorMode, typeof r.color_mode === 'string' ? r.color_mode : 'unknown');
  }
  return {
    films: records.length,
    releaseDecade: sorted(releaseDecade),
    depictedDecade: sorted(depictedDecade),
    borough,
    mainBorough,
    newYork,
    colorMode,
    lookFacet,
    thinProfiles,
    meanValues: records.length ? values / records.length : 0,
  };
}

/** Bytes of the slice as REST sends it (JSON array, hex codes as text), raw and gzipped. */
export function sliceSize(records: readonly Record<string, unknown>[]): {
  raw: number;
  gzip: number;
} {
  const stamp = new Date(0).toISOString();
  const rows = records.map((r) =>
    Object.fromEntries(
      SLICE_FIELDS.map((k) => [
        k,
        k === 'updated_at'
          ? stamp
          : k === 'hex_codes' && Array.isArray(r[k])
            ? r[k].join(',')
            : r[k],
      ]),
    ),
  );
  const json = Buffer.from(JSON.stringify(rows));
  return { raw: json.length, gzip: gzipSync(json).length };
}

function table(title: string, m: Map<string, number>, total: number): string {
  const width = Math.max(...[...m.keys()].map((k) => k.length));
  const rows = [...m].map(
    ([k, n]) =>
      `  ${k.padEnd(width)}  ${String(n).padStart(5)}  ${((100 * n) / Math.max(1, total)).toFixed(1).padStart(5)}%`,
  );
  return [`${title}`, ...rows].join('\n');
}

export function formatStats(s: ArchiveStats): string {
  return [
    `films: ${s.films}`,
    table('per release decade', s.releaseDecade, s.films),
    table('per depicted decade (a film set in several counts in each)', s.depictedDecade, s.films),
    table('per borough (a film set in several counts in each)', s.borough, s.films),
    table('per main borough (the first a film names)', s.mainBorough, s.films),
    table('New York: most of the film, or a part of it', s.newYork, s.films),
    table('per colour mode', s.colorMode, s.films),
    table(
      `look profiles: films with a value of each facet (mean ${s.meanValues.toFixed(1)} values a film)`,
      s.lookFacet,
      s.films,
    ),
    `thin profiles (under ${THIN_PROFILE} values): ${s.thinProfiles.length}` +
      (s.thinProfiles.length ? `\n  ${s.thinProfiles.slice(0, 40).join('\n  ')}` : ''),
  ].join('\n\n');
}

export function formatSlice({ raw, gzip }: { raw: number; gzip: number }, films: number): string {
  const perFilm = films ? (gzip / 1024 / films).toFixed(2) : '0';
  return `offline archive slice: ${(raw / 1024).toFixed(0)} KB as JSON, ${(gzip / 1024).toFixed(0)} KB gzip, ${perFilm} KB gzip a film (budget 0.50)`;
}
