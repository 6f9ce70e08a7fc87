// /login: the 15 s limit and the wording of each failure (docs/product.md#account-messages).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_TIMEOUT_MS, loginMessage } from '../../../../src/features/account/loginMessages';
import { withTimeout } from '../../../../src/features/account/withTimeout';

describe('login messages', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a sign-in still running after 15 s is "taking too long"', async () => {
    const pending = withTimeout(new Promise(() => undefined), LOGIN_TIMEOUT_MS).catch(loginMessage);
    await vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBe(
      'Login is taking too long. Please check your connection and try again.',
    );
  });

  it('auth errors and the rest', () => {
    const auth = Object.assign(new Error('Invalid login credentials'), { name: 'AuthFailure' });
    expect(loginMessage(auth)).toBe('Login failed: Invalid login credentials');
    const offline = Object.assign(new Error('Failed to fetch'), {
      name: 'AuthFailure',
      reason: 'network',
    });
    expect(loginMessage(offline)).toBe(
      'Login is taking too long. Please check your connection and try again.',
    );
    expect(loginMessage(new TypeError('x'))).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});
