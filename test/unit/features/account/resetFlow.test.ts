// /reset's password update: 10 s limit, then the retry through the recovery tokens (5 s each).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  updateFailureMessage,
  updatePasswordWithRetry,
  validateNewPassword,
} from '../../../../src/features/account/resetFlow';

const tokens = { access_token: 'a', refresh_token: 'r' };
const never = () => new Promise<void>(() => undefined);

describe('validateNewPassword', () => {
  it('words mismatches and short passwords as the spec does', () => {
    expect(validateNewPassword('abcdef', 'abcdeg')).toBe(
      'Passwords do not match. Please try again.',
    );
    expect(validateNewPassword('abcde', 'abcde')).toBe(
      'Password must be at least 6 characters long.',
    );
    expect(validateNewPassword('abcdef', 'abcdef')).toBeNull();
  });
});

describe('updatePasswordWithRetry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries after 10 s by setting the session from the recovery tokens', async () => {
    const update = vi.fn().mockImplementationOnce(never).mockResolvedValueOnce(undefined);
    const setSession = vi.fn().mockResolvedValue(undefined);
    const done = updatePasswordWithRetry(
      { updatePassword: update, setSessionFromRecovery: setSession },
      'secret1',
      tokens,
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(done).resolves.toBeUndefined();
    expect(setSession).toHaveBeenCalledWith(tokens);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('without tokens, a timeout is reported with the spec message', async () => {
    const done = updatePasswordWithRetry(
      { updatePassword: never, setSessionFromRecovery: never },
      'secret1',
      null,
    );
    const check = expect(done).rejects.toThrow(
      'Password update timed out and no recovery tokens available.',
    );
    await vi.advanceTimersByTimeAsync(10_000);
    await check;
  });

  it('a session that cannot be set within 5 s asks for a new link', async () => {
    const done = updatePasswordWithRetry(
      { updatePassword: never, setSessionFromRecovery: never },
      'secret1',
      tokens,
    );
    const check = expect(done).rejects.toThrow(
      'Unable to authenticate for password reset. Please try requesting a new reset link.',
    );
    await vi.advanceTimersByTimeAsync(15_000);
    await check;
  });

  it('a retried update that hangs 5 s times out with "Request timed out"', async () => {
    const done = updatePasswordWithRetry(
      { updatePassword: never, setSessionFromRecovery: () => Promise.resolve() },
      'secret1',
      tokens,
    );
    const check = expect(done).rejects.toThrow('Request timed out');
    await vi.advanceTimersByTimeAsync(15_000);
    await check;
  });

  it('words provider and other failures', () => {
    const auth = Object.assign(new Error('weak'), { name: 'AuthFailure' });
    expect(updateFailureMessage(auth)).toBe('Failed to update password: weak');
    expect(updateFailureMessage(new Error('boom'))).toBe(
      'Password update failed: boom Please try requesting a new reset link.',
    );
  });
});
