// The archive slice: every film of the archive (the SLICE_FIELDS columns) cached in IndexedDB so
// search works offline; `npm run archive:stats` prints its size. A cheap version check (row count
// + newest updated_at) avoids refetching.
import { SLICE_FIELDS } from '../../core/filmFacts';
import type { FilmRecord } from '../../core/search/types';
import type { ArchiveFilm, MiseDb } from '../db';
import { META, readMeta, writeMeta } from '../meta';
import { DEADLINE_MS, fetchWithDeadline, readJson } from '../../net/fetchWithDeadline';

export interface ArchiveDeps {
  db: MiseDb;
  supabaseUrl: string;
  anonKey: string;
  fetch?: typeof fetch;
}

const FIELDS = SLICE_FIELDS.join(',');

function splitHex(v: string | string[] | null | undefined): string[] {
  if (!v) return [];
  return (Array.isArray(v) ? v : v.split(',')).map((h) => h.trim()).filter(Boolean);
}

/** Fetches the archive when the server's version differs from the cached one. */
export async function refreshArchive(deps: ArchiveDeps): Promise<'fresh' | 'updated'> {
  const headers = { apikey: deps.anonKey, Authorization: `Bearer ${deps.anonKey}` };
  const base = `${deps.supabaseUrl}/rest/v1/celluloid_film_data`;
  const head = await fetchWithDeadline(
    `${base}?select=updated_at&order=updated_at.desc&limit=1`,
    { headers: { ...headers, Prefer: 'count=exact' }, deadlineMs: DEADLINE_MS.rest },
    deps.fetch,
  );
  if (!head.ok) throw new Error(`Archive version check failed: HTTP ${head.status}`);
  const newest = (await readJson<{ updated_at: string }[]>(head))[0]?.updated_at ?? '';
  const count = head.headers.get('content-range')?.split('/')[1] ?? '?';
  const version = `${count}|${newest}`;
  const cachedCount = await deps.db.archive.count();
  if (cachedCount > 0 && (await readMeta<string>(deps.db, META.archiveVersion)) === version)
    return 'fresh';
  const res = await fetchWithDeadline(
    `${base}?select=${FIELDS}&order=movie_id`,
    { headers, deadlineMs: DEADLINE_MS.archive },
    deps.fetch,
  );
  if (!res.ok) throw new Error(`Archive fetch failed: HTTP ${res.status}`);
  const rows =
    await readJson<(Omit<ArchiveFilm, 'hex_codes'> & { hex_codes: string | string[] | null })[]>(
      res,
    );
  await deps.db.transaction('rw', deps.db.archive, deps.db.meta, async () => {
    await deps.db.archive.clear();
    await deps.db.archive.bulkPut(rows.map((r) => ({ ...r, hex_codes: splitHex(r.hex_codes) })));
    await writeMeta(deps.db, META.archiveVersion, version);
  });
  return 'updated';
}

/** The cached films in the search engine's shape. */
export async function archiveRecords(db: MiseDb): Promise<FilmRecord[]> {
  const rows = await db.archive.toArray();
  return rows.map((r) => ({
    movie_id: r.movie_id,
    movie_title: r.movie_title ?? r.movie_id,
    year: r.year ?? 0,
    aesthetic_summary: r.aesthetic_summary ?? '',
    synopsis: r.synopsis,
    depicted_decade: r.depicted_decade,
    letterboxd_link: r.letterboxd_link,
    hex_codes: r.hex_codes.join(','),
    color_mode: r.color_mode ?? null,
    boroughs: r.boroughs ?? null,
    // The profile channel and refining read these (docs/look-profiles.md).
    look_central: r.look_central ?? null,
    look_present: r.look_present ?? null,
    new_york: r.new_york ?? 'most',
  }));
}
