// The server's rules for a checkout request, as properties: exactly the whole-dollar amounts from
// $1 to $999 pass, and the return page is always /support or /donate whatever the client sends.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseAmountCents,
  pickReturnPath,
  returnUrls,
} from '../../../functions/_lib/checkoutRequest';
import { HttpError } from '../../../functions/_lib/httpError';

function accepted(value: unknown): boolean {
  try {
    parseAmountCents(value);
    return true;
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    return false;
  }
}

describe('checkout request rules', () => {
  it('accepts an amount exactly when it is 100..99900 cents in whole dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), (cents) => {
        const expected = cents >= 100 && cents <= 99_900 && cents % 100 === 0;
        return accepted(cents) === expected;
      }),
    );
  });

  it('refuses anything that is not a number', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer())),
        (value) => !accepted(value),
      ),
    );
    expect(accepted(Number.NaN)).toBe(false);
    expect(accepted(Number.POSITIVE_INFINITY)).toBe(false);
  });

  it('returns only to /support or /donate, whatever the client sends', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.webUrl()), (path, referer) => {
        return ['/support', '/donate'].includes(pickReturnPath(path, referer));
      }),
    );
  });

  it('builds return URLs on the site origin, ignoring any path in SITE_URL', () => {
    expect(returnUrls('https://mise.example/some/path/', 'http://10.0.0.1/x', '/donate')).toEqual({
      success_url: 'https://mise.example/donate?success=true',
      cancel_url: 'https://mise.example/donate?canceled=true',
    });
    expect(returnUrls('not a url', 'http://localhost:8888/fn', '/support').success_url).toBe(
      'http://localhost:8888/support?success=true',
    );
  });
});
