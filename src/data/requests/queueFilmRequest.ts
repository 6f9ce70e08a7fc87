// A film request into a device's outbox (docs/product.md#film-requests): checked with the form's
// rules, owned by whoever asks now (the account, else the anonymous session), one IndexedDB
// transaction. No sync is started here: the page's `askForFilm` does that, and the tests drive
// their own engine over the same database.
import { parseFilmRequest, type FilmRequestInput } from '../../core/requests/filmRequest';
import type { OutboxEntry } from '../../core/sync/types';
import type { MiseDb } from '../db';
import { currentOwner } from '../identity';
import { nextSeq } from '../sync/enqueueWrite';

export class FilmRequestError extends Error {
  override readonly name = 'FilmRequestError';
  constructor(readonly errors: Partial<Record<keyof FilmRequestInput, string>>) {
    super(Object.values(errors).join(' '));
  }
}

/** Queues a checked request; returns its id. Throws FilmRequestError, one message per field. */
export async function queueFilmRequest(db: MiseDb, input: FilmRequestInput): Promise<string> {
  const parsed = parseFilmRequest(input);
  if (!parsed.ok) throw new FilmRequestError(parsed.errors);
  const owner = await currentOwner(db);
  const id = crypto.randomUUID();
  await db.transaction('rw', db.outbox, async () => {
    const entry: OutboxEntry = {
      id,
      kind: 'request',
      movie_id: '',
      at: new Date().toISOString(),
      owner,
      payload: parsed.request,
      seq: await nextSeq(db),
      status: 'pending',
      attempts: 0,
    };
    await db.outbox.add(entry);
  });
  return id;
}
