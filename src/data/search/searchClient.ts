// Search for the screens: online through the serverless functions (spec section 7 bodies), and
// when the network fails, the same engine in a web worker over the cached archive slice (results
// marked offline). With no slice cached, the search waits for the network and runs then.
import type { Remote } from 'comlink';
import { config } from '../../config';
import type { ListResponse, VibeResponse } from '../../core/search/types';
import type { SearchWorkerApi } from '../../workers/search.worker';
import { db } from '../db';
import { META, readMeta } from '../meta';
import type { SearchAnswer } from '../types';
import { archiveRecords } from './archiveSlice';

export class SearchError extends Error {
  override readonly name = 'SearchError';
  constructor(
    readonly reason: 'status' | 'network',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

let worker: Promise<Remote<SearchWorkerApi>> | null = null;

async function offlineEngine(): Promise<Remote<SearchWorkerApi> | null> {
  if ((await db.archive.count()) === 0) return null;
  worker ??= import('comlink').then(({ wrap }) =>
    wrap<SearchWorkerApi>(
      new Worker(new URL('../../workers/search.worker.ts', import.meta.url), { type: 'module' }),
    ),
  );
  const api = await worker;
  const version = (await readMeta<string>(db, META.archiveVersion)) ?? 'local';
  if ((await api.loaded()) !== version) await api.load(await archiveRecords(db), version);
  return api;
}

/** Until the browser says it is online, or 15 s (navigator.onLine alone is not to be trusted). */
function waitForOnline(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, 15_000);
    window.addEventListener('online', done);
  });
}

async function post<T>(fn: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`${config.functionsBase}/${fn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new SearchError('network', `Network error: ${String(err)}`);
  }
  if (!res.ok) throw new SearchError('status', `Search failed: ${res.status}`, res.status);
  return (await res.json()) as T;
}

/** Online first; on a network failure the offline engine; with no slice, retried once online. */
type Answer = ListResponse | VibeResponse;

async function search(
  online: () => Promise<Answer>,
  offline: (api: Remote<SearchWorkerApi>) => Promise<Answer>,
): Promise<SearchAnswer> {
  for (;;) {
    try {
      return { ...(await online()), offline: false };
    } catch (err) {
      if (!(err instanceof SearchError) || err.reason !== 'network') throw err;
      const api = await offlineEngine();
      if (api) return { ...(await offline(api)), offline: true };
      await waitForOnline();
    }
  }
}

export function searchVibe(text: string, limit = 10): Promise<SearchAnswer> {
  const userInput = text.trim();
  return search(
    () => post<VibeResponse>('search', { userInput, limit }),
    (api) => api.vibe(userInput, limit),
  );
}

export function searchWords(keywords: string[]): Promise<SearchAnswer> {
  return search(
    () => post<ListResponse>('wordSearch', { keywords, timestamp: Date.now() }),
    (api) => api.words(keywords),
  );
}

export function searchColor(hex: string): Promise<SearchAnswer> {
  return search(
    () =>
      post<ListResponse>('colorSearch', { searchType: 'color', color: hex, timestamp: Date.now() }),
    (api) => api.color(hex),
  );
}

export function searchPalette(movieId: string, hexCodes: string[]): Promise<SearchAnswer> {
  return search(
    () =>
      post<ListResponse>('colorSearch', {
        searchType: 'palette',
        movieId,
        hexCodes,
        timestamp: Date.now(),
      }),
    (api) => api.palette({ movieId, hexCodes }),
  );
}
