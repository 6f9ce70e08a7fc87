// Validates a checkout request from the tip and donation pages. The server decides everything
// that matters for money: the currency is always USD and the amount must be whole dollars from
// $1 to $999 (docs/product.md#payments); the client's currency is ignored, never trusted.
import { oneLine } from './oneLine';
import { HttpError } from './httpError';

export const CURRENCY = 'usd';
export const MIN_CENTS = 100;
export const MAX_CENTS = 99_900;
export const DESCRIPTION_MAX = 120;
export const RETURN_PATHS = ['/support', '/donate'] as const;
export type ReturnPath = (typeof RETURN_PATHS)[number];

export interface CheckoutRequest {
  amountCents: number;
  description: string;
  returnPath: ReturnPath;
}

const AMOUNT_MESSAGE = 'Please choose a whole-dollar amount from $1 to $999.';

export function parseAmountCents(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw new HttpError(400, AMOUNT_MESSAGE);
  }
  if (value < MIN_CENTS || value > MAX_CENTS || value % 100 !== 0) {
    throw new HttpError(400, AMOUNT_MESSAGE);
  }
  return value;
}

function isReturnPath(path: string): path is ReturnPath {
  return (RETURN_PATHS as readonly string[]).includes(path);
}

/** The page to come back to: the body's `returnPath`, else the Referer's path, else /support. */
export function pickReturnPath(bodyValue: unknown, referer: string | null): ReturnPath {
  if (typeof bodyValue === 'string' && isReturnPath(bodyValue)) return bodyValue;
  if (referer) {
    try {
      const path = new URL(referer).pathname.replace(/\/+$/, '');
      if (isReturnPath(path)) return path;
    } catch {
      // An unparsable Referer simply does not count.
    }
  }
  return '/support';
}

function defaultDescription(path: ReturnPath): string {
  return path === '/donate' ? 'Donation to Mise' : 'Tip for Mise';
}

/** Trimmed, single-line, at most DESCRIPTION_MAX characters; a default when empty. */
export function cleanDescription(value: unknown, path: ReturnPath): string {
  if (typeof value !== 'string') return defaultDescription(path);
  return oneLine(value, DESCRIPTION_MAX) || defaultDescription(path);
}

export function parseCheckoutRequest(
  body: Record<string, unknown>,
  referer: string | null,
): CheckoutRequest {
  const amountCents = parseAmountCents(body.amount);
  const returnPath = pickReturnPath(body.returnPath, referer);
  return { amountCents, returnPath, description: cleanDescription(body.description, returnPath) };
}

/** Success and cancel URLs on the site's own origin (SITE_URL, else the request's origin). */
export function returnUrls(
  siteUrl: string | undefined,
  requestUrl: string,
  path: ReturnPath,
): { success_url: string; cancel_url: string } {
  let base = new URL(requestUrl).origin;
  if (siteUrl) {
    try {
      base = new URL(siteUrl).origin;
    } catch {
      // A malformed SITE_URL falls back to the origin the request came to.
    }
  }
  return {
    success_url: `${base}${path}?success=true`,
    cancel_url: `${base}${path}?canceled=true`,
  };
}
