// The local server's answer to a transaction the database cancelled for a deadlock or a
// serialization conflict: run it again a bounded number of times, then let it surface as a 503.
import { describe, expect, it } from 'vitest';
import { retryTransient } from '../../../server/db/retryTransient';
import { statusForSqlState } from '../../../server/rest/errors';

const pgError = (code: string) => Object.assign(new Error(code), { code });

describe('retryTransient', () => {
  it('runs a deadlocked or serialization-failed transaction again until it commits', async () => {
    const codes = ['40P01', '40001'];
    let calls = 0;
    const result = await retryTransient(async () => {
      calls += 1;
      const code = codes.shift();
      if (code) throw pgError(code);
      return 'committed';
    });
    expect(result).toBe('committed');
    expect(calls).toBe(3);
  });

  it('gives up after the bounded attempts, and other errors are not retried', async () => {
    let calls = 0;
    await expect(
      retryTransient(() => {
        calls += 1;
        return Promise.reject(pgError('40P01'));
      }, 3),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(3);
    calls = 0;
    await expect(
      retryTransient(() => {
        calls += 1;
        return Promise.reject(pgError('23505'));
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(calls).toBe(1);
  });

  it('a conflict left after the retries is a retryable 503, not a 500', () => {
    expect(statusForSqlState('40P01', 'authenticated')).toBe(503);
    expect(statusForSqlState('40001', 'anon')).toBe(503);
  });
});
