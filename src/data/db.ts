// The one local database (Dexie, IndexedDB): the watchlist as the user sees it, the outbox of
// writes not yet on the server, the cached archive slice, and small metadata (anonymous session
// id, the auth session, which the service worker reads too). Shared by the page and the service
// worker, so nothing here touches the DOM.
import { Dexie, type EntityTable } from 'dexie';
import type { WatchRow } from '../core/sync/applyOp';
import type { OutboxEntry } from '../core/sync/types';
import type { Borough, ColorMode, NewYorkShare } from '../core/filmFacts';

/**
 * Film fields shown with a watchlist item (docs/product.md#items-and-sources), null where unknown.
 */
export interface FilmFields {
  movie_id: string;
  movie_title: string | null;
  year: number | null;
  aesthetic_summary: string | null;
  synopsis: string | null;
  letterboxd_link: string | null;
  depicted_decade: string | null;
  /** Absent on records cached before the archive stated them. */
  color_mode?: ColorMode | null;
  boroughs?: Borough[] | null;
  /** "part" when New York is only a part of the film (docs/archive.md); absent means most. */
  new_york?: NewYorkShare | null;
  /** The film's palette, most prominent first (the watchlist's colour strip). */
  hex_codes?: string[] | null;
}

/** A watchlist row with its sources (embedded) and the film it refers to. */
export interface WatchlistRecord extends WatchRow {
  film: FilmFields | null;
}

/** One archive film as cached for offline search (celluloid_film_data; hex_codes as a list). */
export interface ArchiveFilm extends FilmFields {
  hex_codes: string[];
  palette_source?: string | null;
  updated_at?: string | null;
  /** The film's look profile (docs/look-profiles.md); absent on slices cached before it. */
  look_central?: string[] | null;
  look_present?: string[] | null;
}

export interface MetaRecord {
  key: string;
  value: unknown;
}

export const DB_NAME = 'mise';

export class MiseDb extends Dexie {
  watchlist!: EntityTable<WatchlistRecord, 'movie_id'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  archive!: EntityTable<ArchiveFilm, 'movie_id'>;
  meta!: EntityTable<MetaRecord, 'key'>;

  constructor(name: string = DB_NAME) {
    super(name);
    this.version(1).stores({
      watchlist: 'movie_id',
      outbox: 'id, seq, status',
      archive: 'movie_id',
      meta: 'key',
    });
  }
}

/** The app's database (Dexie opens it on first use). Tests make their own MiseDb per device. */
export const db = new MiseDb();
