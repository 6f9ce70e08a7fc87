// Offline search web worker: builds the shared search engine from the archive slice the page
// cached (so nothing but the slice is downloaded for it: docs/architecture.md, "What a first visit
// downloads"), saves that index on the device (Cache Storage) and loads it on the next start when
// it was built from the same films (same fingerprint), and answers the same four searches the
// functions answer online (comlink). The film-maker table is archive data bundled with the worker,
// so names in a query are read offline too.
import { expose } from 'comlink';
import filmMakers from '../../supabase/seed/film-makers.json';
import { indexForFilms } from '../core/search/savedIndex';
import type { FilmRecord, PaletteQuery, SearchIndex } from '../core/search/types';

/** The Cache Storage entry of the index built on this device (never fetched from the network). */
const SAVED_CACHE = 'mise-search-index';
const SAVED_KEY = '/search-index.device.bin';

async function savedSnapshot(): Promise<Uint8Array | null> {
  if (typeof caches === 'undefined') return null;
  const res = await (await caches.open(SAVED_CACHE)).match(SAVED_KEY);
  return res ? new Uint8Array(await res.arrayBuffer()) : null;
}

async function save(bytes: Uint8Array): Promise<void> {
  if (typeof caches === 'undefined') return;
  const body = new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' });
  await (await caches.open(SAVED_CACHE)).put(SAVED_KEY, new Response(body));
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
      const deps = { snapshot: savedSnapshot, sha256Hex, save };
      index = (await indexForFilms(films, deps, { makers: filmMakers })).index;
      version = filmsVersion;
    }
    return index.size;
  },
  loaded(): string | null {
    return index ? version : null;
  },
  vibe(text: string, limit?: number) {
    return need().vibe(text, limit);
  },
  words(keywords: string[]) {
    return need().words(keywords);
  },
  color(hex: string) {
    return need().color(hex);
  },
  palette(query: PaletteQuery) {
    return need().palette(query);
  },
};

function need(): SearchIndex {
  if (!index) throw new Error('The archive is not loaded');
  return index;
}

export type SearchWorkerApi = typeof api;
expose(api);
