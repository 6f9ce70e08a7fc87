// Offline search web worker: builds the shared search engine from the archive slice the page
// cached (so nothing but the slice is downloaded for it: docs/architecture.md, "What a first visit
// downloads"), saves that index on the device (Cache Storage) and loads it on the next start when
// it was built from the same films (same fingerprint), and answers the same four searches the
// functions answer online (comlink). The film-maker table is archive data bundled with the worker,
// so names in a query are read offline too.
import { expose } from 'comlink';
import filmMakers from '../../supabase/seed/film-makers.json';
import { DEVICE_INDEX, buildOf, indexForFilms, savedIndexFor } from '../core/search/savedIndex';
import type { FilmRecord, PaletteQuery, SearchIndex, TasteSeed } from '../core/search/types';
import type { Refine } from '../core/search/refine';

const { cache: SAVED_CACHE, key: SAVED_KEY } = DEVICE_INDEX;

/** The archive version the saved index was built for travels with it, as a header of its entry. */
const VERSION_HEADER = 'x-mise-archive-version';

async function savedEntry(): Promise<{ bytes: Uint8Array; version: string | null } | null> {
  if (typeof caches === 'undefined') return null;
  const res = await (await caches.open(SAVED_CACHE)).match(SAVED_KEY);
  if (!res) return null;
  const version = res.headers.get(VERSION_HEADER);
  return {
    bytes: new Uint8Array(await res.arrayBuffer()),
    version: version === null ? null : decodeURIComponent(version),
  };
}

async function savedSnapshot(): Promise<Uint8Array | null> {
  return (await savedEntry())?.bytes ?? null;
}

async function save(bytes: Uint8Array, filmsVersion: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const body = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' });
  const headers = { [VERSION_HEADER]: encodeURIComponent(filmsVersion) };
  await (await caches.open(SAVED_CACHE)).put(SAVED_KEY, new Response(body, { headers }));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

// The index this script saves carries its content-hashed URL, and the next start of the same script
// loads that index without re-running the engine's probe queries (savedIndex.ts buildOf).
const BUILD = buildOf(import.meta.url);

let index: SearchIndex | null = null;
let version = '';
/** The load under way: a search arriving while the page's prepareOfflineSearch builds waits for
 * that build instead of starting a second one. */
let loading: { version: string; done: Promise<SearchIndex> } | null = null;

const api = {
  /** Loads (or replaces) the films; cheap to call again with the same version. */
  async load(films: FilmRecord[], filmsVersion: string): Promise<number> {
    if (index && filmsVersion === version) return index.size;
    if (loading?.version !== filmsVersion) {
      const deps = {
        snapshot: savedSnapshot,
        sha256Hex,
        save: (bytes: Uint8Array) => save(bytes, filmsVersion),
      };
      const done = indexForFilms(films, deps, { makers: filmMakers, build: BUILD }).then(
        (c) => c.index,
      );
      loading = { version: filmsVersion, done };
      void done
        .then((built) => {
          if (loading?.done !== done) return;
          index = built;
          version = filmsVersion;
        })
        .catch(() => undefined)
        .finally(() => {
          if (loading?.done === done) loading = null;
        });
    }
    return (await loading.done).size;
  },
  /**
   * Loads the index saved for archive version `filmsVersion` without being handed the films (a cold
   * start's page then reads, sends and hashes none); null when none was saved for it, and the page
   * calls `load` with the films.
   */
  async loadSaved(filmsVersion: string): Promise<number | null> {
    if (index && filmsVersion === version) return index.size;
    if (loading?.version === filmsVersion) return (await loading.done).size;
    const found = await savedIndexFor(filmsVersion, savedEntry, {
      makers: filmMakers,
      build: BUILD,
    });
    // A load of other films that started meanwhile is the newer wish: it keeps its place.
    if (!found || loading) return null;
    index = found;
    version = filmsVersion;
    return found.size;
  },
  loaded(): string | null {
    return index ? version : null;
  },
  vibe(text: string, limit?: number, offset?: number, refine?: Refine) {
    return need().vibe(text, limit, { offset, refine });
  },
  words(keywords: string[], offset?: number, refine?: Refine) {
    return need().words(keywords, undefined, { offset, refine });
  },
  color(hex: string, offset?: number, refine?: Refine) {
    return need().color(hex, { offset, refine });
  },
  palette(query: PaletteQuery, offset?: number, refine?: Refine) {
    return need().palette(query, { offset, refine });
  },
  /** "More like this" of a film (docs/taste.md); a film the cached archive lacks finds none. */
  like(movieId: string, limit?: number, offset?: number, exclude?: string[]) {
    return need().like(movieId, limit, { offset, exclude });
  },
  /** "For you" from watchlist films and their weights (docs/taste.md). */
  forYou(seeds: TasteSeed[], limit?: number, offset?: number, exclude?: string[]) {
    return need().forYou(seeds, limit, { offset, exclude });
  },
};

function need(): SearchIndex {
  if (!index) throw new Error('The archive is not loaded');
  return index;
}

export type SearchWorkerApi = typeof api;
expose(api);
