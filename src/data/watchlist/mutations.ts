// Watchlist writes for components: like (with its source), remove, watched. Each lands in the
// local table and the outbox at once (one transaction), then the sync loop takes it from there.
import { normaliseColourValue } from '../../core/colourSource';
import { normalizeSource } from '../../core/sync/applyOp';
import { db, type FilmFields } from '../db';
import { currentOwner, currentUserId } from '../identity';
import { enqueueRecorded, enqueueWrite } from '../sync/enqueueWrite';
import { syncAfterWrite } from '../sync/pageSync';
import type { FilmInput, LikeSource } from '../types';
import { askPersistentStorage } from './persistStorage';
import { receiptOf, undoWrite, type UndoOutcome, type UndoReceipt } from './undoWrite';

export class WatchlistError extends Error {
  override readonly name = 'WatchlistError';
  constructor(
    readonly reason: 'unauthorized' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export function toFilmFields(film: FilmInput): FilmFields {
  return {
    movie_id: film.movie_id,
    movie_title: film.movie_title ?? film.title ?? null,
    year: film.year ?? null,
    aesthetic_summary: film.aesthetic_summary ?? film.desc ?? null,
    synopsis: film.synopsis ?? null,
    letterboxd_link: film.letterboxd_link ?? null,
    depicted_decade: film.depicted_decade ?? null,
    color_mode: film.color_mode ?? null,
    boroughs: film.boroughs ?? null,
    new_york: film.new_york ?? null,
    hex_codes: film.hex_codes?.length ? film.hex_codes : null,
  };
}

/**
 * The stored source_value (docs/product.md#items-and-sources): colours upper case and
 * comma-separated (a photo's prefixed "photo:"), keywords as a JSON list (trimmed, lower case), text trimmed.
 */
export function sourceValueOf(source: string, value: string | string[]): string {
  if (source === 'keywords') {
    const list = Array.isArray(value) ? value : (JSON.parse(value) as string[]);
    return JSON.stringify(list.map((w) => w.trim().toLowerCase()));
  }
  if (Array.isArray(value)) return value.map((v) => v.trim().toUpperCase()).join(',');
  return source === 'color' ? normaliseColourValue(value) : value.trim();
}

/** Likes a film; the receipt lets the person undo it (`undoWatchlistWrite`). */
export async function likeFilm(film: FilmInput, like: LikeSource): Promise<UndoReceipt> {
  const source = normalizeSource(like.source);
  if (!source) throw new WatchlistError('invalid', `Unknown source type: ${like.source}`);
  const written = await enqueueRecorded(
    db,
    {
      kind: 'like',
      movie_id: film.movie_id,
      owner: await currentOwner(db),
      payload: { source, source_value: sourceValueOf(source, like.sourceValue) },
    },
    toFilmFields(film),
  );
  syncAfterWrite();
  void askPersistentStorage();
  return receiptOf(written);
}

/** Removes a film and its sources; the receipt lets the person undo it. */
export async function removeFilm(movieId: string): Promise<UndoReceipt> {
  const written = await enqueueRecorded(db, {
    kind: 'remove',
    movie_id: movieId,
    owner: await currentOwner(db),
    payload: {},
  });
  syncAfterWrite();
  return receiptOf(written);
}

const undone = new Set<string>();

/**
 * Undoes a like or a remove so that the account ends as it was (src/data/watchlist/undoWrite.ts).
 * A receipt is undone once: asking again changes nothing.
 */
export async function undoWatchlistWrite(receipt: UndoReceipt): Promise<UndoOutcome | 'already'> {
  if (undone.has(receipt.opId)) return 'already';
  undone.add(receipt.opId);
  try {
    const outcome = await undoWrite(db, receipt);
    syncAfterWrite();
    return outcome;
  } catch (e) {
    undone.delete(receipt.opId);
    throw e;
  }
}

export async function setWatched(movieId: string, watched: boolean): Promise<void> {
  const userId = await currentUserId(db);
  if (!userId)
    throw new WatchlistError('unauthorized', 'Must be logged in to update watched status');
  await enqueueWrite(db, {
    kind: 'watched',
    movie_id: movieId,
    owner: { userId },
    payload: { watched },
  });
  syncAfterWrite();
}
