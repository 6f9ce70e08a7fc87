// Choosing how to reach hosted checkout: Stripe.js's legacy redirectToCheckout when the loaded
// script still has it (its error shown as is), otherwise the session URL. Stripe.js itself cannot
// load here (no network), so these use plain objects shaped like the two generations of it.
import { describe, expect, it } from 'vitest';
import type { Stripe } from '@stripe/stripe-js';
import { redirectToCheckout } from '../../../../src/features/payments/redirectToCheckout';
import { CheckoutRedirectError } from '../../../../src/features/payments/errors';

const session = { id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' };

describe('redirectToCheckout', () => {
  it('navigates to the session url when Stripe.js has no redirectToCheckout (v10+)', async () => {
    const visited: string[] = [];
    await redirectToCheckout({} as Stripe, session, (url) => visited.push(url));
    expect(visited).toEqual([session.url]);
  });

  it('calls the legacy redirect with the session id when it exists', async () => {
    const calls: unknown[] = [];
    const legacy = {
      redirectToCheckout: async (opts: unknown) => {
        calls.push(opts);
        return {};
      },
    };
    const visited: string[] = [];
    await redirectToCheckout(legacy as unknown as Stripe, session, (url) => visited.push(url));
    expect(calls).toEqual([{ sessionId: 'cs_test_123' }]);
    expect(visited).toEqual([]);
  });

  it("surfaces the provider's redirect error message", async () => {
    const failing = {
      redirectToCheckout: async () => ({ error: { message: 'The session has expired.' } }),
    };
    const attempt = redirectToCheckout(failing as unknown as Stripe, session, () => {});
    await expect(attempt).rejects.toBeInstanceOf(CheckoutRedirectError);
    await expect(attempt).rejects.toThrow('The session has expired.');
  });

  it('fails with the session message when there is neither a method nor a url', async () => {
    await expect(redirectToCheckout({} as Stripe, { id: 'cs_x', url: null })).rejects.toThrow(
      'Failed to create checkout session',
    );
  });
});
