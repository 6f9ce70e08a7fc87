// The page's checkout call (src/features/payments) against the real function and the real stripe SDK on
// the fake Stripe API: the two halves agree on the request and on the visitor's error messages.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../../functions/create-checkout-session';
import { createCheckoutSession } from '../../../src/features/payments/createCheckoutSession';
import { startFakeStripe, type FakeStripe } from '../../support/fakeStripe';

let fake: FakeStripe;
const saved = { ...process.env };

// What the browser's fetch does on the site's origin, minus the network.
const siteFetch = ((input: string, init?: RequestInit) =>
  handler(new Request(new URL(input, 'http://localhost:8888'), init))) as typeof fetch;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  process.env = saved;
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  process.env = { ...saved, ...fake.env };
  delete process.env.SITE_URL;
});

describe('page → checkout function', () => {
  it('a $50 donation becomes a 5000-cent usd session returning to /donate', async () => {
    const session = await createCheckoutSession(50, 'donation', siteFetch);
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toContain(session.id);
    const sent = fake.requests[0]!.body as {
      line_items: Array<{ price_data: Record<string, unknown> }>;
      success_url: string;
    };
    expect(sent.line_items[0]!.price_data).toMatchObject({ unit_amount: '5000', currency: 'usd' });
    expect(sent.success_url).toBe('http://localhost:8888/donate?success=true');
  });

  it('shows "Error: " and the server message when the function refuses', async () => {
    await expect(createCheckoutSession(1000, 'tip', siteFetch)).rejects.toThrow(
      'Error: Please choose a whole-dollar amount from $1 to $999.',
    );
    delete process.env.STRIPE_SECRET_KEY;
    await expect(createCheckoutSession(10, 'tip', siteFetch)).rejects.toThrow(
      'Error: Payments are not configured',
    );
  });

  it('shows "Failed to create checkout session" when the network fails', async () => {
    const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;
    await expect(createCheckoutSession(10, 'tip', offline)).rejects.toThrow(
      'Failed to create checkout session',
    );
  });
});
