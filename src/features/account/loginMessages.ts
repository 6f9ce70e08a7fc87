// /login's messages (spec section 8): over 15 s, an auth error, anything else.
import { TimeoutError } from './withTimeout';

export const LOGIN_TIMEOUT_MS = 15_000;
export const LOGIN_REDIRECT_MS = 1500;

export function loginMessage(e: unknown): string {
  if (e instanceof TimeoutError)
    return 'Login is taking too long. Please check your connection and try again.';
  if (e instanceof Error && e.name === 'AuthFailure') return `Login failed: ${e.message}`;
  return 'An unexpected error occurred. Please try again.';
}
