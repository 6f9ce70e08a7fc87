// Pull: fetches the current identity's watchlist from the server (liked_movies with its sources for
// a user, anon_watchlist_items and anon_watchlist_sources for a session, film fields from
// celluloid_film_data) and reconciles the local table: server rows are the truth for everything
// applied, and the operations still pending in the outbox are re-applied on top, so nothing pending
// is lost.
import { applyOp, normalizeSource, type SourceRow, type WatchRow } from '../../core/sync/applyOp';
import { ownerKey, type Owner } from '../../core/sync/types';
import type { FilmFields, MiseDb, WatchlistRecord } from '../db';
import { createAuthedRest } from './authedRest';
import type { TokenSource } from './tokenSource';

export interface PullDeps {
  db: MiseDb;
  supabaseUrl: string;
  anonKey: string;
  tokens: TokenSource;
  fetch?: typeof fetch;
}

interface RawSource {
  source: string;
  source_value: string | null;
  created_at: string;
}
interface RawItem {
  movie_id: string;
  like_count: number;
  first_liked_at: string;
  last_liked_at: string;
  watched?: boolean;
  liked_movie_sources?: RawSource[];
}

const FILM_FIELDS =
  'movie_id,movie_title,year,aesthetic_summary,synopsis,depicted_decade,letterboxd_link,color_mode,boroughs,new_york,hex_codes';
const ITEM_FIELDS = 'movie_id,like_count,first_liked_at,last_liked_at';

function toSources(raw: RawSource[]): SourceRow[] {
  const out: SourceRow[] = [];
  for (const r of raw) {
    const source = normalizeSource(r.source);
    if (source) out.push({ source, source_value: r.source_value ?? '', created_at: r.created_at });
  }
  return out.sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}

/** Reads the server's rows for `owner` (a user needs their token; a session its header). */
export async function fetchServerWatchlist(deps: PullDeps, owner: Owner) {
  const request = createAuthedRest(deps);
  const get = <T>(path: string): Promise<T> => request<T>({ path, owner });

  let rows: WatchRow[];
  if ('userId' in owner) {
    const raw = await get<RawItem[]>(
      `liked_movies?select=${ITEM_FIELDS},watched,liked_movie_sources(source,source_value,created_at)` +
        `&user_id=eq.${owner.userId}`,
    );
    rows = raw.map((r) => ({
      movie_id: r.movie_id,
      like_count: r.like_count,
      first_liked_at: r.first_liked_at,
      last_liked_at: r.last_liked_at,
      watched: r.watched ?? false,
      sources: toSources(r.liked_movie_sources ?? []),
    }));
  } else {
    const sid = encodeURIComponent(owner.sessionId);
    const [items, sources] = await Promise.all([
      get<RawItem[]>(`anon_watchlist_items?select=${ITEM_FIELDS}&session_id=eq.${sid}`),
      get<(RawSource & { movie_id: string })[]>(
        `anon_watchlist_sources?select=movie_id,source,source_value,created_at&session_id=eq.${sid}`,
      ),
    ]);
    rows = items.map((r) => ({
      movie_id: r.movie_id,
      like_count: r.like_count,
      first_liked_at: r.first_liked_at,
      last_liked_at: r.last_liked_at,
      watched: false,
      sources: toSources(sources.filter((s) => s.movie_id === r.movie_id)),
    }));
  }
  const films = new Map<string, FilmFields>();
  if (rows.length > 0) {
    const ids = rows.map((r) => `"${r.movie_id}"`).join(',');
    // The table holds a palette as "#A,#B,…"; the local record keeps a list.
    const list = await get<(Omit<FilmFields, 'hex_codes'> & { hex_codes?: string | null })[]>(
      `celluloid_film_data?select=${FILM_FIELDS}&movie_id=in.(${encodeURIComponent(ids)})`,
    );
    for (const f of list)
      films.set(f.movie_id, { ...f, hex_codes: f.hex_codes ? f.hex_codes.split(',') : null });
  }
  return { rows, films };
}

/** Replaces the local watchlist with the server's, then re-applies pending ops of `owner`. */
export async function reconcile(
  db: MiseDb,
  owner: Owner,
  server: { rows: WatchRow[]; films: Map<string, FilmFields> },
): Promise<void> {
  await db.transaction('rw', db.watchlist, db.outbox, db.archive, async () => {
    const before = new Map((await db.watchlist.toArray()).map((r) => [r.movie_id, r]));
    const next = new Map<string, WatchlistRecord>();
    for (const row of server.rows) {
      const film =
        server.films.get(row.movie_id) ??
        before.get(row.movie_id)?.film ??
        (await db.archive.get(row.movie_id)) ??
        null;
      next.set(row.movie_id, { ...row, film });
    }
    const key = ownerKey(owner);
    const pending = (await db.outbox.where('status').equals('pending').sortBy('seq')).filter(
      (e) => ownerKey(e.owner) === key,
    );
    for (const op of pending) {
      const row = next.get(op.movie_id);
      const applied = applyOp(row, op);
      if (applied)
        next.set(op.movie_id, {
          ...applied,
          film: row?.film ?? before.get(op.movie_id)?.film ?? null,
        });
      else next.delete(op.movie_id);
    }
    await db.watchlist.clear();
    await db.watchlist.bulkPut([...next.values()]);
  });
}
