// Sends the visitor to Stripe's hosted checkout. Stripe.js up to v9 had
// `redirectToCheckout({ sessionId })`; @stripe/stripe-js 10 removed it, and Stripe now tells
// servers to hand the browser the session's `url`. We use the SDK method when the loaded
// Stripe.js still has it (its error message is shown as is), otherwise navigate to the url.
import type { Stripe } from '@stripe/stripe-js';
import type { CheckoutSession } from './createCheckoutSession';
import { CheckoutRedirectError } from './errors';
import { PAYMENT_MESSAGES } from './messages';

type LegacyRedirect = (opts: { sessionId: string }) => Promise<{ error?: { message?: string } }>;

export async function redirectToCheckout(
  stripe: Stripe,
  session: CheckoutSession,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const legacy = (stripe as unknown as { redirectToCheckout?: LegacyRedirect }).redirectToCheckout;
  if (typeof legacy === 'function') {
    let result: Awaited<ReturnType<LegacyRedirect>>;
    try {
      result = await legacy.call(stripe, { sessionId: session.id });
    } catch (err) {
      throw new CheckoutRedirectError(err instanceof Error ? err.message : String(err));
    }
    if (result?.error) {
      throw new CheckoutRedirectError(result.error.message ?? PAYMENT_MESSAGES.sessionFailed);
    }
    return;
  }
  if (!session.url) throw new CheckoutRedirectError(PAYMENT_MESSAGES.sessionFailed);
  navigate(session.url);
}
