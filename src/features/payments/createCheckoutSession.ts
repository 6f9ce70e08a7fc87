// Asks our checkout function for a Stripe Checkout Session. The amount travels in cents; the
// currency is sent as 'usd', though the server ignores it and fixes usd itself
// (docs/product.md#payments).
import { config } from '../../config';
import { DEADLINE_MS, fetchWithDeadline } from '../../net/fetchWithDeadline';
import { toCents } from './amount';
import { CheckoutSessionError } from './errors';
import { PAYMENT_MESSAGES, type PaymentVariant } from './messages';

export interface CheckoutSession {
  id: string;
  url: string | null;
}

export const DESCRIPTIONS: Record<PaymentVariant, string> = {
  tip: 'Tip for Mise',
  donation: 'Donation to Mise',
};

export const RETURN_PATHS: Record<PaymentVariant, '/support' | '/donate'> = {
  tip: '/support',
  donation: '/donate',
};

export async function createCheckoutSession(
  dollars: number,
  variant: PaymentVariant,
  fetchImpl: typeof fetch = fetch,
): Promise<CheckoutSession> {
  let data: { id?: unknown; url?: unknown; error?: unknown };
  try {
    const res = await fetchWithDeadline(
      `${config.functionsBase}/create-checkout-session`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: toCents(dollars),
          currency: 'usd',
          description: DESCRIPTIONS[variant],
          returnPath: RETURN_PATHS[variant],
        }),
        deadlineMs: DEADLINE_MS.checkout,
      },
      fetchImpl,
    );
    data = (await res.json()) as typeof data;
  } catch {
    // Network failure or a non-JSON answer (an HTML error page from a proxy).
    throw new CheckoutSessionError(PAYMENT_MESSAGES.sessionFailed);
  }
  if (typeof data.error === 'string' && data.error) {
    throw new CheckoutSessionError(`Error: ${data.error}`);
  }
  if (typeof data.id !== 'string' || !data.id) {
    throw new CheckoutSessionError(PAYMENT_MESSAGES.sessionFailed);
  }
  return { id: data.id, url: typeof data.url === 'string' ? data.url : null };
}
