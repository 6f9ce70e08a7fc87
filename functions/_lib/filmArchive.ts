// The film archive as the search functions use it: the saved search index when the database's
// archive fingerprint matches it (searchSnapshot.ts), else every row of celluloid_film_data read
// through Supabase REST and the index built from them; cached per warm instance. The version probe
// (row count + latest updated_at) is one tiny request; the index is reloaded only when it changes.
// The film-maker table (names people write, their films) is archive data shipped with the code.
import filmMakers from '../../supabase/seed/film-makers.json';
import { buildSearchIndex, loadSearchIndex } from '../../src/core/search/index';
import type { FilmRecord, SearchIndex } from '../../src/core/search/index';
import { refreshingCache } from './refreshingCache';
import { readSnapshotFile } from './searchSnapshot';
import { supabaseAnon } from './supabaseAnon';

// The look profiles too: the index ranks by them (docs/look-profiles.md).
const COLUMNS =
  'movie_id, movie_title, year, aesthetic_summary, synopsis, depicted_decade, letterboxd_link, hex_codes, color_mode, boroughs, look_central, look_present, new_york';
const PAGE = 1000;

export async function loadFilms(): Promise<FilmRecord[]> {
  const db = supabaseAnon();
  const rows: FilmRecord[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await db
      .from('celluloid_film_data')
      .select(COLUMNS)
      .order('movie_id')
      .range(from, from + PAGE - 1);
    if (error) throw new Error(`archive read failed: ${error.message}`);
    rows.push(...((data ?? []) as FilmRecord[]));
    if (!data || data.length < PAGE) return rows;
  }
}

export async function archiveVersion(): Promise<string> {
  const { data, count, error } = await supabaseAnon()
    .from('celluloid_film_data')
    .select('updated_at', { count: 'exact' })
    .order('updated_at', { ascending: false })
    .limit(1);
  if (error) throw new Error(`archive version check failed: ${error.message}`);
  const latest = (data?.[0] as { updated_at?: string } | undefined)?.updated_at ?? '';
  return `${count ?? 0}@${latest}`;
}

/** The database's archive fingerprint (the archive_fingerprint() SQL function). */
export async function archiveFingerprintOf(): Promise<string> {
  const { data, error } = await supabaseAnon().rpc('archive_fingerprint');
  if (error) throw new Error(`archive fingerprint failed: ${error.message}`);
  return String(data ?? '');
}

/** Where the rows come from: Supabase REST by default; a fixed list for offline tools and tests. */
export interface FilmSource {
  load(): Promise<FilmRecord[]>;
  version(): Promise<string>;
  /** The archive's fingerprint; without it the saved index is never used. */
  fingerprint?(): Promise<string>;
}

const supabaseSource: FilmSource = {
  load: loadFilms,
  version: archiveVersion,
  fingerprint: archiveFingerprintOf,
};

/** How the current index was made, and why not from the snapshot (logs and tests). */
export let indexOrigin: { from: 'snapshot' | 'rows'; reason?: string } | null = null;

/** The saved index when it is of this archive, else null with the reason kept in indexOrigin. */
async function savedIndex(): Promise<SearchIndex | null> {
  try {
    if (!source.fingerprint)
      return ((indexOrigin = { from: 'rows', reason: 'no fingerprint' }), null);
    const bytes = await readSnapshotFile();
    if (!bytes) return ((indexOrigin = { from: 'rows', reason: 'no snapshot' }), null);
    const loaded = loadSearchIndex(bytes, await source.fingerprint(), { makers: filmMakers });
    if (loaded instanceof Error) {
      console.warn(`[search] snapshot not used: ${loaded.message}`);
      return ((indexOrigin = { from: 'rows', reason: loaded.message }), null);
    }
    indexOrigin = { from: 'snapshot' };
    return loaded;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    console.warn(`[search] snapshot not used: ${reason}`);
    return ((indexOrigin = { from: 'rows', reason }), null);
  }
}
let source: FilmSource = supabaseSource;

const cache = refreshingCache<SearchIndex>({
  async load() {
    // Probe first: a change landing during the read is then seen by the next check.
    const version = await source.version();
    const saved = await savedIndex();
    if (saved) return { value: saved, version };
    const films = await source.load();
    return { value: buildSearchIndex(films, { makers: filmMakers }), version };
  },
  version: () => source.version(),
  // SEARCH_ARCHIVE_RECHECK_MS shortens the once-a-minute probe (tests, local edits of the archive).
  checkEveryMs: () => {
    const v = Number(process.env.SEARCH_ARCHIVE_RECHECK_MS);
    return Number.isFinite(v) && v >= 0 ? v : 60_000;
  },
});

/** Replaces the archive source (null: back to Supabase) and forgets the cached index. */
export function useFilmSource(next: FilmSource | null): void {
  source = next ?? supabaseSource;
  cache.reset();
}

/** The search index of the current archive; waits on the database only on a cold instance. */
export function getSearchIndex(): Promise<SearchIndex> {
  return cache.get();
}

export const searchIndexCache = cache;
