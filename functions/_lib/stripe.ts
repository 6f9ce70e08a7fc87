// The Stripe client for the functions, configured from the environment. STRIPE_API_HOST/PORT/
// PROTOCOL point the official SDK at the local fake of Stripe's API in tests and local runs; in
// production they are unset and the SDK talks to api.stripe.com.
import Stripe from 'stripe';

export type StripeEnv = Partial<
  Record<
    'STRIPE_SECRET_KEY' | 'STRIPE_API_HOST' | 'STRIPE_API_PORT' | 'STRIPE_API_PROTOCOL',
    string | undefined
  >
>;

let cached: { signature: string; client: Stripe } | null = null;

/** Null when no secret key is configured: payments are then switched off, not broken. */
export function stripeFromEnv(env: StripeEnv = process.env): Stripe | null {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (!key) return null;
  const signature = [key, env.STRIPE_API_HOST, env.STRIPE_API_PORT, env.STRIPE_API_PROTOCOL].join(
    '|',
  );
  if (cached?.signature === signature) return cached.client;

  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000, telemetry: false };
  if (env.STRIPE_API_HOST) config.host = env.STRIPE_API_HOST;
  if (env.STRIPE_API_PORT) config.port = env.STRIPE_API_PORT;
  if (env.STRIPE_API_PROTOCOL === 'http' || env.STRIPE_API_PROTOCOL === 'https') {
    config.protocol = env.STRIPE_API_PROTOCOL;
  }
  cached = { signature, client: new Stripe(key, config) };
  return cached.client;
}

// Keys look like sk_live_..., rk_test_..., pk_test_...; Stripe sometimes echoes a masked one.
const KEY_PATTERN = /\b(?:sk|rk|pk)_(?:live|test)_[A-Za-z0-9*]+/g;

/** Status and visitor-readable message for an error thrown by the SDK; never a key or a stack. */
export function describeStripeError(err: unknown): {
  status: number;
  message: string;
  kind: string;
} {
  if (err instanceof Stripe.errors.StripeError) {
    return { ...describeSdkError(err), kind: err.type };
  }
  return {
    status: 500,
    message: 'Could not start the checkout. Please try again.',
    kind: 'unexpected',
  };
}

function describeSdkError(err: Stripe.errors.StripeError): { status: number; message: string } {
  switch (err.type) {
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return {
        status: 503,
        message: 'Payments are temporarily unavailable. Please try again later.',
      };
    case 'StripeRateLimitError':
      return {
        status: 503,
        message: 'The payment provider is busy. Please try again in a moment.',
      };
    case 'StripeConnectionError':
      return { status: 502, message: 'Could not reach the payment provider. Please try again.' };
    case 'StripeInvalidRequestError':
    case 'StripeCardError': {
      const detail = (err.message || 'The request was refused.').replace(KEY_PATTERN, '[key]');
      return { status: 502, message: `The payment provider refused the request: ${detail}` };
    }
    default:
      return { status: 502, message: 'The payment provider had a problem. Please try again.' };
  }
}
