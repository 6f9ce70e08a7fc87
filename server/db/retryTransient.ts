// Concurrent transactions on a PostgreSQL server can be cancelled by the server to break a
// deadlock (40P01) or a serialization conflict (40001). Nothing was committed, so the whole
// transaction is run again, a few times with a short jittered pause; if it still fails the error
// goes up and the REST layer answers 503, which the client's sync backoff retries.
// https://www.postgresql.org/docs/15/mvcc-serialization-failure-handling.html

const transientCodes = new Set(['40001', '40P01']);

export function isTransientConflict(e: unknown): boolean {
  const code = e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : null;
  return typeof code === 'string' && transientCodes.has(code);
}

/** Counts of retries taken, for tests and the benchmark to report. */
export const transientRetries = { retried: 0, gaveUp: 0 };

export async function retryTransient<T>(run: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (e) {
      if (!isTransientConflict(e)) throw e;
      if (attempt >= attempts) {
        transientRetries.gaveUp += 1;
        throw e;
      }
      transientRetries.retried += 1;
      const pause = 5 * 2 ** attempt * (0.5 + Math.random());
      await new Promise((r) => setTimeout(r, pause));
    }
  }
}
