// The checkout function driven end to end through the official `stripe` SDK, pointed at the
// local fake of Stripe's API: what reaches "Stripe", what is refused, and how failures read.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import handler from '../../../functions/create-checkout-session';
import { startFakeStripe, type FakeStripe } from '../../support/fakeStripe';
import { restoreEnvAfterAll } from '../../support/env';

restoreEnvAfterAll();

const SITE = 'https://mise.example';
let fake: FakeStripe;
const saved = { ...process.env };

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request('http://127.0.0.1:9999/.netlify/functions/create-checkout-session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function call(req: Request) {
  // As Netlify does, the caller's address arrives in the context (here: the header we set).
  const res = await handler(req, { ip: req.headers.get('x-forwarded-for') ?? undefined });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  process.env = saved;
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  process.env = { ...saved, ...fake.env, SITE_URL: SITE };
});

describe('create-checkout-session', () => {
  it('creates a USD payment session for the amount and returns to the page it came from', async () => {
    const { status, body } = await call(
      post({
        amount: 2500,
        currency: 'usd',
        description: '  Tip for Mise  ',
        returnPath: '/donate',
      }),
    );
    expect(status).toBe(200);
    expect(body.id).toMatch(/^cs_test_/);
    expect(body.url).toBe(`https://checkout.stripe.com/c/pay/${String(body.id)}`);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0]!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.body).toMatchObject({
      mode: 'payment',
      success_url: `${SITE}/donate?success=true`,
      cancel_url: `${SITE}/donate?canceled=true`,
      line_items: [
        {
          quantity: '1',
          price_data: {
            currency: 'usd',
            unit_amount: '2500',
            product_data: { name: 'Tip for Mise' },
          },
        },
      ],
    });
  });

  it('ignores a client-sent currency: the server always charges usd', async () => {
    const { status } = await call(post({ amount: 10000, currency: 'eur', description: 'x' }));
    expect(status).toBe(200);
    const price = (
      fake.requests[0]!.body.line_items as Array<{ price_data: { currency: string } }>
    )[0]!.price_data;
    expect(price.currency).toBe('usd');
  });

  it('takes the return page from the Referer, defaulting to /support, never elsewhere', async () => {
    await call(post({ amount: 100 }, { referer: 'https://mise.example/donate?x=1' }));
    await call(post({ amount: 100, returnPath: 'https://evil.example/' }));
    await call(post({ amount: 100 }, { referer: 'https://mise.example/watchlist' }));
    expect(fake.requests.map((r) => r.body.success_url)).toEqual([
      `${SITE}/donate?success=true`,
      `${SITE}/support?success=true`,
      `${SITE}/support?success=true`,
    ]);
  });

  it('builds the return URLs on the request origin when SITE_URL is not set', async () => {
    delete process.env.SITE_URL;
    await call(post({ amount: 99900, returnPath: '/support' }));
    expect(fake.requests[0]!.body.cancel_url).toBe('http://127.0.0.1:9999/support?canceled=true');
  });

  it.each([
    ['zero', 0],
    ['$1000', 100000],
    ['$12.50', 1250],
    ['a fraction of a cent', 250.5],
    ['text', 'abc'],
    ['a numeric string', '2500'],
    ['nothing', undefined],
    ['negative', -500],
  ])('refuses %s with a readable 400 and never calls Stripe', async (_label, amount) => {
    const { status, body } = await call(post({ amount, description: 'Tip' }));
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: 'Please choose a whole-dollar amount from $1 to $999.',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('accepts the bounds $1 and $999', async () => {
    expect((await call(post({ amount: 100 }))).status).toBe(200);
    expect((await call(post({ amount: 99900 }))).status).toBe(200);
  });

  it('trims and caps the description, with a default when empty', async () => {
    await call(post({ amount: 500, description: `  ${'a'.repeat(500)}\n` }));
    await call(post({ amount: 500, description: '   ', returnPath: '/donate' }));
    const names = fake.requests.map(
      (r) =>
        (r.body.line_items as Array<{ price_data: { product_data: { name: string } } }>)[0]!
          .price_data.product_data.name,
    );
    expect(names[0]).toBe('a'.repeat(120));
    expect(names[1]).toBe('Donation to Mise');
  });

  it('refuses other methods, non-JSON, malformed JSON and oversized bodies', async () => {
    const get = await handler(
      new Request('http://127.0.0.1/.netlify/functions/create-checkout-session'),
    );
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await call(post('{"amount":', {}))).status).toBe(400);
    const form = await call(
      post('amount=2500', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(form.status).toBe(415);
    const big = await call(post({ amount: 2500, description: 'x'.repeat(5000) }));
    expect(big.status).toBe(413);
    expect(big.body.error).toBe('The request body is too large (at most 2048 bytes).');
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a Stripe error into a readable JSON error without stack or secret', async () => {
    fake.failNext({
      status: 400,
      type: 'invalid_request_error',
      message: 'Amount must convert to at least 50 cents.',
      param: 'line_items[0][price_data][unit_amount]',
    });
    const { status, body } = await call(post({ amount: 2500 }));
    expect(status).toBe(502);
    expect(body).toEqual({
      success: false,
      error: 'The payment provider refused the request: Amount must convert to at least 50 cents.',
    });
  });

  it('hides an authentication failure behind a generic message', async () => {
    process.env.STRIPE_SECRET_KEY = 'sk_test_wrong_key_1234';
    const { status, body } = await call(post({ amount: 2500 }));
    expect(status).toBe(503);
    expect(body.error).toBe('Payments are temporarily unavailable. Please try again later.');
    expect(JSON.stringify(body)).not.toMatch(/sk_test|stack|at \w+ \(/);
  });

  it('reports a Stripe outage as a readable error', async () => {
    fake.failNext({ status: 500, type: 'api_error', message: 'Internal error' }, 3);
    const { status, body } = await call(post({ amount: 2500 }));
    expect(status).toBe(502);
    expect(body.error).toBe('The payment provider had a problem. Please try again.');
  });

  it('limits one client address to 30 sessions in 10 minutes, others unaffected', async () => {
    const from = (ip: string) => post({ amount: 500 }, { 'x-forwarded-for': ip });
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await call(from('198.51.100.23'))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const refused = await call(from('198.51.100.23'));
    expect(refused).toEqual({
      status: 429,
      body: {
        success: false,
        error: 'Too many payment attempts. Please wait a few minutes and try again.',
      },
    });
    expect(fake.requests).toHaveLength(30);
    expect((await call(from('198.51.100.24'))).status).toBe(200);
  });

  it('answers 503 "Payments are not configured" without a secret key', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const { status, body } = await call(post({ amount: 2500 }));
    expect(status).toBe(503);
    expect(body).toEqual({ success: false, error: 'Payments are not configured' });
  });

  it('checks the amount before the configuration: an invalid amount is a 400 either way', async () => {
    delete process.env.STRIPE_SECRET_KEY;
    const { status, body } = await call(post({ amount: 0 }));
    expect(status).toBe(400);
    expect(body).toEqual({
      success: false,
      error: 'Please choose a whole-dollar amount from $1 to $999.',
    });
  });
});
