// Film requests ("Missing a film?", docs/product.md#film-requests): a request is queued in the
// outbox like every other write, owned by whoever asks now (the account, else the anonymous
// session), and delivered by the same sync engine, page or service worker, once
// (submit_film_requests and the sync ledger). It names no film of the archive, so it touches no
// local table: the outbox entry is the request until the server has it.
import { useLiveQuery } from 'dexie-react-hooks';
import type { FilmRequestInput } from '../../core/requests/filmRequest';
import type { OutboxEntry } from '../../core/sync/types';
import { db } from '../db';
import { syncAfterWrite } from '../sync/pageSync';
import { queueFilmRequest } from './queueFilmRequest';

export { FilmRequestError } from './queueFilmRequest';

/** A request not yet on the server, as the form lists it. */
export interface QueuedFilmRequest {
  id: string;
  title: string;
  year: number;
  note: string | null;
  /** pending: waits for a connection; failed: the server refused it (`error` says why). */
  status: 'pending' | 'failed';
  error: string | null;
}

/**
 * Checks and queues a request, then asks for a sync (which hands it to the service worker when
 * offline). Returns the queued request's id, to follow it with `useFilmRequest`.
 */
export async function askForFilm(input: FilmRequestInput): Promise<string> {
  const id = await queueFilmRequest(db, input);
  syncAfterWrite();
  return id;
}

function toQueued(e: OutboxEntry): QueuedFilmRequest | null {
  if (e.kind !== 'request') return null;
  return {
    id: e.id,
    ...e.payload,
    status: e.status,
    error: e.status === 'failed' ? (e.error ?? 'Refused') : null,
  };
}

async function queued(): Promise<QueuedFilmRequest[]> {
  const entries = await db.outbox.orderBy('seq').toArray();
  return entries.map(toQueued).filter((r): r is QueuedFilmRequest => r !== null);
}

/** This device's requests still in the outbox (pending or refused), oldest first. */
export function useFilmRequests(): QueuedFilmRequest[] | undefined {
  return useLiveQuery(queued, []);
}

/**
 * One request by id: undefined while loading, null once it left the outbox (the server has it,
 * or it was discarded).
 */
export function useFilmRequest(id: string | null): QueuedFilmRequest | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    const entry = await db.outbox.get(id);
    return entry ? toQueued(entry) : null;
  }, [id]);
}
