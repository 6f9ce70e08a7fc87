// Loads Stripe.js with the publishable key from configuration. The `pure` entry injects the
// script only when a payment page asks for it, not on every page of the app. No key, a blocked
// or failing script (offline, an ad blocker) or a load that never finishes all mean "unavailable".
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { config } from '../config';
import { PaymentUnavailableError } from './errors';

export const PROVIDER_LOAD_TIMEOUT_MS = 15_000;

export async function loadPaymentProvider(
  publishableKey: string = config.stripePublishableKey,
  timeoutMs = PROVIDER_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  if (!publishableKey) throw new PaymentUnavailableError('No Stripe publishable key configured');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentUnavailableError('Stripe.js took too long to load')),
      timeoutMs,
    );
  });
  try {
    const stripe = await Promise.race([loadStripe(publishableKey), timeout]);
    if (!stripe) throw new PaymentUnavailableError('Stripe.js is not available here');
    return stripe;
  } catch (err) {
    if (err instanceof PaymentUnavailableError) throw err;
    throw new PaymentUnavailableError(err instanceof Error ? err.message : 'Stripe.js failed');
  } finally {
    clearTimeout(timer);
  }
}
