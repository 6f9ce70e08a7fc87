// A small local fake of Stripe's HTTP API, enough for Checkout: POST /v1/checkout/sessions with
// the form encoding the official SDK sends. It records every request, answers like Stripe, and
// can be told to fail with a Stripe-shaped error. Point the SDK at it with STRIPE_API_HOST/PORT/
// PROTOCOL (see `env`). Listens on 127.0.0.1, port 0.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The form body decoded into nested objects/arrays, as Stripe reads `a[b][0][c]=v`. */
  body: Record<string, unknown>;
}

export interface StripeFailure {
  status: number;
  type:
    | 'invalid_request_error'
    | 'api_error'
    | 'card_error'
    | 'rate_limit_error'
    | 'authentication_error';
  message: string;
  code?: string;
  param?: string;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** Sessions this fake created, in order. */
  sessions: Array<{ id: string; url: string }>;
  /** Environment that points the SDK (and our functions) at this fake. */
  env: Record<
    'STRIPE_SECRET_KEY' | 'STRIPE_API_HOST' | 'STRIPE_API_PORT' | 'STRIPE_API_PROTOCOL',
    string
  >;
  /** Makes the next `count` session requests fail with `failure`. */
  failNext(failure: StripeFailure, count?: number): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_SECRET_KEY = 'sk_test_fake_mise_0123456789';

/** Decodes `a[b][0][c]=v&...` into nested values (numeric keys make arrays). */
export function decodeStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(raw)) {
    const parts = key.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) {
        node[part] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
      node[part] ??= nextIsIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

function sendJson(res: http.ServerResponse, status: number, body: unknown, extra = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'request-id': `req_${randomBytes(6).toString('hex')}`,
    ...extra,
  });
  res.end(JSON.stringify(body));
}

function stripeError(res: http.ServerResponse, f: StripeFailure): void {
  const { status, ...error } = f;
  sendJson(res, status, { error }, { 'stripe-should-retry': 'false' });
}

export async function startFakeStripe(
  opts: { checkoutBaseUrl?: string; secretKey?: string } = {},
): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? FAKE_SECRET_KEY;
  const checkoutBase = opts.checkoutBaseUrl ?? 'https://checkout.stripe.com/c/pay';
  const requests: RecordedRequest[] = [];
  const sessions: Array<{ id: string; url: string }> = [];
  let failures: StripeFailure[] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const body = decodeStripeForm(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });

      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return stripeError(res, {
          status: 401,
          type: 'authentication_error',
          message: 'Invalid API Key provided: sk_test_****' + secretKey.slice(-4),
        });
      }
      if (req.method !== 'POST' || path !== '/v1/checkout/sessions') {
        return stripeError(res, {
          status: 404,
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method}: ${path}).`,
        });
      }
      const failure = failures.shift();
      if (failure) return stripeError(res, failure);

      const items = body.line_items as Array<{ price_data?: Record<string, unknown> }> | undefined;
      const price = items?.[0]?.price_data ?? {};
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      const url = `${checkoutBase}/${id}`;
      sessions.push({ id, url });
      sendJson(res, 200, {
        id,
        object: 'checkout.session',
        amount_total: Number(price.unit_amount ?? 0),
        currency: price.currency ?? null,
        mode: body.mode ?? null,
        success_url: body.success_url ?? null,
        cancel_url: body.cancel_url ?? null,
        status: 'open',
        payment_status: 'unpaid',
        livemode: false,
        created: Math.floor(Date.now() / 1000),
        url,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sessions,
    env: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: 'http',
    },
    failNext(failure, count = 1) {
      failures = [...failures, ...Array.from({ length: count }, () => failure)];
    },
    reset() {
      requests.length = 0;
      sessions.length = 0;
      failures = [];
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
