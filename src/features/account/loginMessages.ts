// /login's messages (docs/product.md): over 15 s or no connection, an auth error, anything else.
import { TimeoutError } from './withTimeout';

export const LOGIN_TIMEOUT_MS = 15_000;
export const LOGIN_REDIRECT_MS = 1500;

const CONNECTION = 'Login is taking too long. Please check your connection and try again.';

export function loginMessage(e: unknown): string {
  if (e instanceof TimeoutError) return CONNECTION;
  if (e instanceof Error && e.name === 'AuthFailure') {
    // No answer from the server is a connection problem, not a refused password: "Login failed:
    // Failed to fetch" would blame the person for the network.
    if ((e as Error & { reason?: string }).reason === 'network') return CONNECTION;
    return `Login failed: ${e.message}`;
  }
  return 'An unexpected error occurred. Please try again.';
}
