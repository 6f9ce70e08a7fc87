// Offline search web worker: builds the shared search engine from the cached archive slice and
// answers the same four searches the functions answer online (comlink). The film-maker table is
// archive data bundled with the worker, so names in a query are read offline too.
import { expose } from 'comlink';
import filmMakers from '../../supabase/seed/film-makers.json';
import { buildSearchIndex } from '../core/search/index';
import type { FilmRecord, PaletteQuery, SearchIndex } from '../core/search/types';

let index: SearchIndex | null = null;
let version = '';

const api = {
  /** Loads (or replaces) the films; cheap to call again with the same version. */
  load(films: FilmRecord[], filmsVersion: string): number {
    if (!index || filmsVersion !== version) {
      index = buildSearchIndex(films, { makers: filmMakers });
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
