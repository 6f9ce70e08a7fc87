// Offline search web worker: loads the saved search snapshot (/search-index.bin, precached by the
// service worker) when it was built from the cached archive slice, else builds the shared search
// engine from the slice, and answers the same four searches the functions answer online (comlink).
// The film-maker table is archive data bundled with the worker, so names in a query are read
// offline too.
import { expose } from 'comlink';
import filmMakers from '../../supabase/seed/film-makers.json';
import { indexForFilms } from '../core/search/savedIndex';
import type { FilmRecord, PaletteQuery, SearchIndex } from '../core/search/types';
import type { Refine } from '../core/search/refine';

const SNAPSHOT_URL = '/search-index.bin';

async function snapshot(): Promise<Uint8Array | null> {
  const res = await fetch(SNAPSHOT_URL);
  return res.ok ? new Uint8Array(await res.arrayBuffer()) : null;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

let index: SearchIndex | null = null;
let version = '';

const api = {
  /** Loads (or replaces) the films; cheap to call again with the same version. */
  async load(films: FilmRecord[], filmsVersion: string): Promise<number> {
    if (!index || filmsVersion !== version) {
      index = (await indexForFilms(films, { snapshot, sha256Hex }, { makers: filmMakers })).index;
      version = filmsVersion;
    }
    return index.size;
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
};

function need(): SearchIndex {
  if (!index) throw new Error('The archive is not loaded');
  return index;
}

export type SearchWorkerApi = typeof api;
expose(api);
