// Search for the screens: online through the serverless functions, and when the network fails or
// answers too late, the same engine in a web worker over the cached archive slice (results marked
// offline). With no slice cached the screen gets the network error and says so. Every search can
// be cancelled with the caller's signal (leaving the page): an offline one ends the worker's work
// (lazyWorker). Once a new slice is cached, `prepareOfflineSearch` has the worker build its index
// and save it on the device, so the first offline search loads it instead of building it.
import type { Remote } from 'comlink';
import { config } from '../../config';
import type { ListResponse, TasteSeed, VibeResponse } from '../../core/search/types';
import type { Refine } from '../../core/search/refine';
import type { SearchWorkerApi } from '../../workers/search.worker';
import { db } from '../db';
import { META, readMeta } from '../meta';
import type { SearchAnswer } from '../types';
import {
  DEADLINE_MS,
  RequestError,
  fetchWithDeadline,
  readJson,
} from '../../net/fetchWithDeadline';
import { DEVICE_INDEX } from '../../core/search/savedIndex';
import { lazyWorker } from '../lazyWorker';
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

const searchWorker = lazyWorker<SearchWorkerApi>(
  () => new Worker(new URL('../../workers/search.worker.ts', import.meta.url), { type: 'module' }),
);

/** The worker's API with the cached archive loaded. */
async function loaded(api: Remote<SearchWorkerApi>): Promise<Remote<SearchWorkerApi>> {
  const version = (await readMeta<string>(db, META.archiveVersion)) ?? 'local';
  if ((await api.loaded()) === version) return api;
  // The index saved for this version when there is one (no films read, sent or hashed), else the
  // films are handed over and the worker loads or builds from them.
  if ((await api.loadSaved(version)) === null) await api.load(await archiveRecords(db), version);
  return api;
}

/** Whether the worker has saved an index on this device (for some version of the archive). */
async function deviceIndexSaved(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const cache = await caches.open(DEVICE_INDEX.cache);
  return (await cache.match(DEVICE_INDEX.key)) !== undefined;
}

/**
 * Has the worker build (or load) the index of the cached archive, which it saves on the device, so
 * the first offline search finds it ready: when a new slice was cached (`changed`), or when no
 * index was saved yet (a build cut short, storage cleared). False when nothing needed doing.
 */
export async function prepareOfflineSearch(
  changed: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  if ((await db.archive.count()) === 0) return false;
  if (!changed && (await deviceIndexSaved())) return false;
  await searchWorker.run(signal, loaded);
  return true;
}

async function post<T>(fn: string, body: unknown, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetchWithDeadline(`${config.functionsBase}/${fn}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      deadlineMs: DEADLINE_MS.search,
      signal,
    });
    if (!res.ok) throw new SearchError('status', `Search failed: ${res.status}`, res.status);
    return await readJson<T>(res, signal);
  } catch (err) {
    if (err instanceof RequestError) throw new SearchError('network', err.message);
    if (err instanceof SyntaxError) throw new SearchError('status', 'Unreadable answer', 502);
    throw err;
  }
}

type Answer = ListResponse | VibeResponse;

/**
 * Online first. When the network fails or answers too late, the same engine over the cached
 * archive (marked offline); with nothing cached, the network error goes to the screen, which shows
 * its network message (docs/product.md#search-messages). A server that answers with an error is
 * reported as such.
 */
async function search(
  online: () => Promise<Answer>,
  offline: (api: Remote<SearchWorkerApi>) => Promise<Answer>,
  signal?: AbortSignal,
): Promise<SearchAnswer> {
  try {
    return { ...(await online()), offline: false };
  } catch (err) {
    if (!(err instanceof SearchError) || err.reason !== 'network') throw err;
    if ((await db.archive.count()) === 0) throw err;
    const answer = await searchWorker.run(signal, async (api) => offline(await loaded(api)));
    return { ...answer, offline: true };
  }
}

/** `offset` > 0 asks for the results after the first `offset` ("Next films"); left out at 0. */
const paging = (offset: number) => (offset > 0 ? { offset } : {});
/** A refinement is sent only when it narrows something (docs/look-profiles.md#refining). */
const refining = (refine?: Refine) =>
  refine && Object.values(refine).some((v) => v !== undefined) ? { refine } : {};

export function searchVibe(
  text: string,
  limit = 10,
  signal?: AbortSignal,
  offset = 0,
  refine?: Refine,
): Promise<SearchAnswer> {
  const userInput = text.trim();
  return search(
    () =>
      post<VibeResponse>(
        'search',
        { userInput, limit, ...paging(offset), ...refining(refine) },
        signal,
      ),
    (api) => api.vibe(userInput, limit, offset, refining(refine).refine),
    signal,
  );
}

export function searchWords(
  keywords: string[],
  signal?: AbortSignal,
  offset = 0,
  refine?: Refine,
): Promise<SearchAnswer> {
  return search(
    () =>
      post<ListResponse>(
        'wordSearch',
        { keywords, timestamp: Date.now(), ...paging(offset), ...refining(refine) },
        signal,
      ),
    (api) => api.words(keywords, offset, refining(refine).refine),
    signal,
  );
}

export function searchColor(
  hex: string,
  signal?: AbortSignal,
  offset = 0,
  refine?: Refine,
): Promise<SearchAnswer> {
  return search(
    () =>
      post<ListResponse>(
        'colorSearch',
        {
          searchType: 'color',
          color: hex,
          timestamp: Date.now(),
          ...paging(offset),
          ...refining(refine),
        },
        signal,
      ),
    (api) => api.color(hex, offset, refining(refine).refine),
    signal,
  );
}

export function searchPalette(
  movieId: string | undefined,
  hexCodes: string[],
  signal?: AbortSignal,
  offset = 0,
  refine?: Refine,
): Promise<SearchAnswer> {
  return search(
    () =>
      post<ListResponse>(
        'colorSearch',
        {
          searchType: 'palette',
          movieId,
          hexCodes,
          timestamp: Date.now(),
          ...paging(offset),
          ...refining(refine),
        },
        signal,
      ),
    (api) => api.palette({ movieId, hexCodes }, offset, refining(refine).refine),
    signal,
  );
}

/** Leaves out films passed recently, when there are any (docs/taste.md). */
const excluding = (exclude: readonly string[]) => (exclude.length ? { exclude: [...exclude] } : {});

/**
 * "More like this": the films whose look is closest to `movieId`'s, never that film (docs/taste.md):
 * online through the search function's `like` field, offline in the worker over the cached archive.
 */
export function searchLike(
  movieId: string,
  limit: number,
  signal?: AbortSignal,
  offset = 0,
  exclude: readonly string[] = [],
): Promise<SearchAnswer> {
  return search(
    () =>
      post<ListResponse>(
        'search',
        { like: movieId, limit, ...paging(offset), ...excluding(exclude) },
        signal,
      ),
    (api) => api.like(movieId, limit, offset, [...exclude]),
    signal,
  );
}

/**
 * "For you": the films closest to the watchlist's look (the kept films with their weights), never a
 * kept film nor one of `exclude` (passed recently on this device). Online through the search
 * function's `taste` field, offline in the worker (docs/taste.md).
 */
export function searchForYou(
  seeds: readonly TasteSeed[],
  limit: number,
  signal?: AbortSignal,
  offset = 0,
  exclude: readonly string[] = [],
): Promise<SearchAnswer> {
  const taste = seeds.map((s) => ({ movieId: s.movieId, weight: s.weight }));
  return search(
    () =>
      post<ListResponse>(
        'search',
        { taste, limit, ...paging(offset), ...excluding(exclude) },
        signal,
      ),
    (api) => api.forYou(taste, limit, offset, [...exclude]),
    signal,
  );
}
