// Loads Stripe.js with the publishable key from configuration, once per page: Stripe asks for a
// single Stripe instance, and the tip and donation pages may mount several times. The `pure`
// entry injects the script only when a payment page asks for it, not on every page of the app.
// No key, a blocked or failing script (offline, an ad blocker) or a load that never finishes all
// mean "unavailable"; a failed load is forgotten so the next visit to the page tries again.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { config } from '../../config';
import { PaymentUnavailableError } from './errors';

export const PROVIDER_LOAD_TIMEOUT_MS = 15_000;

const loads = new Map<string, Promise<Stripe>>();

async function load(publishableKey: string, timeoutMs: number): Promise<Stripe> {
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

export function loadPaymentProvider(
  publishableKey: string = config.stripePublishableKey,
  timeoutMs = PROVIDER_LOAD_TIMEOUT_MS,
): Promise<Stripe> {
  if (!publishableKey) {
    return Promise.reject(new PaymentUnavailableError('No Stripe publishable key configured'));
  }
  let pending = loads.get(publishableKey);
  if (!pending) {
    pending = load(publishableKey, timeoutMs);
    pending.catch(() => loads.delete(publishableKey));
    loads.set(publishableKey, pending);
  }
  return pending;
}
