// The password update of /reset (docs/product.md#route-reset, #timers): the update gets 10 s; if it
// times out, the session is set again from the recovery tokens (5 s) and the update retried (5 s).
import { TimeoutError, withTimeout } from './withTimeout';

export const UPDATE_TIMEOUT_MS = 10_000;
export const RETRY_STEP_MS = 5_000;

export interface ResetDeps {
  updatePassword(password: string): Promise<void>;
  setSessionFromRecovery(tokens: { access_token: string; refresh_token: string }): Promise<void>;
}

/** An error the form shows as it is (its message is already the user's wording). */
export class ResetError extends Error {
  override name = 'ResetError';
}

export function validateNewPassword(password: string, confirm: string): string | null {
  if (password !== confirm) return 'Passwords do not match. Please try again.';
  if (password.length < 6) return 'Password must be at least 6 characters long.';
  return null;
}

/** Wording for a failed update: provider errors vs anything else. */
export function updateFailureMessage(e: unknown): string {
  if (e instanceof ResetError) return e.message;
  const msg = e instanceof Error ? e.message : String(e);
  if (e instanceof Error && e.name === 'AuthFailure') return `Failed to update password: ${msg}`;
  return `Password update failed: ${msg} Please try requesting a new reset link.`;
}

export async function updatePasswordWithRetry(
  deps: ResetDeps,
  password: string,
  tokens: { access_token: string; refresh_token: string } | null,
): Promise<void> {
  try {
    await withTimeout(deps.updatePassword(password), UPDATE_TIMEOUT_MS);
    return;
  } catch (e) {
    if (!(e instanceof TimeoutError)) throw e;
  }
  if (!tokens) throw new ResetError('Password update timed out and no recovery tokens available.');
  try {
    await withTimeout(deps.setSessionFromRecovery(tokens), RETRY_STEP_MS);
  } catch {
    throw new ResetError(
      'Unable to authenticate for password reset. Please try requesting a new reset link.',
    );
  }
  await withTimeout(deps.updatePassword(password), RETRY_STEP_MS);
}
