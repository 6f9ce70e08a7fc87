// /create's message for a failed sign-up (docs/product.md#messages): the server's own message, or the
// generic one. No answer (a network failure or the deadline) has no server message: the generic
// one, never the transport's "Network error: TypeError: Failed to fetch".
export const SIGN_UP_FAILED = 'Error creating account. Please try again.';

export function signUpMessage(e: unknown): string {
  if (!(e instanceof Error) || !e.message) return SIGN_UP_FAILED;
  if (e.name === 'AuthFailure' && (e as Error & { reason?: string }).reason === 'network')
    return SIGN_UP_FAILED;
  return e.message;
}
