// POST /.netlify/functions/create-checkout-session: starts a Stripe Checkout Session (hosted
// payment page) for a tip or a donation and answers `{ id, url }`. The page then sends the visitor
// to Stripe; Stripe sends them back to /support or /donate with ?success=true or ?canceled=true.
import { CURRENCY, parseCheckoutRequest, returnUrls } from './_lib/checkoutRequest';
import { clientAddress } from './_lib/clientAddress';
import { HttpError } from './_lib/httpError';
import { failure, jsonAnswer } from './_lib/jsonAnswer';
import { jsonObject, jsonPostHandler } from './_lib/jsonPostHandler';
import { slidingWindowLimiter } from './_lib/slidingWindowLimiter';
import { describeStripeError, stripeFromEnv } from './_lib/stripe';

const MAX_BODY_BYTES = 2_048;
// Generous for people, tight for a script creating sessions in bulk (Stripe's card-testing advice).
const SESSIONS_PER_ADDRESS = 30;
const perAddress = slidingWindowLimiter(SESSIONS_PER_ADDRESS, 10 * 60 * 1000);

export default jsonPostHandler(
  {
    name: 'create-checkout-session',
    schema: jsonObject,
    maxBytes: MAX_BODY_BYTES,
    requireJsonType: true,
  },
  async (body, req, context) => {
    // What the visitor sent is checked before anything about the server: a bad amount is a 400
    // the page can explain, whether or not payments are configured here.
    const request = parseCheckoutRequest(body, req.headers.get('referer'));
    const stripe = stripeFromEnv();
    if (!stripe) throw new HttpError(503, 'Payments are not configured');

    const limit = perAddress.take([clientAddress(req, context)]);
    if (!limit.ok) {
      throw new HttpError(
        429,
        'Too many payment attempts. Please wait a few minutes and try again.',
        { 'retry-after': String(Math.ceil(limit.retryAfterMs / 1000)) },
      );
    }

    try {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: CURRENCY,
              unit_amount: request.amountCents,
              product_data: { name: request.description },
            },
          },
        ],
        ...returnUrls(process.env.SITE_URL, req.url, request.returnPath),
        submit_type: request.returnPath === '/donate' ? 'donate' : 'pay',
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return jsonAnswer(200, { id: session.id, url: session.url });
    } catch (err) {
      const { status, message, kind } = describeStripeError(err);
      // Log the kind of failure for the operator; the visitor gets only the readable message.
      console.error(`create-checkout-session: ${kind}: ${message}`);
      return failure(status, message);
    }
  },
);
