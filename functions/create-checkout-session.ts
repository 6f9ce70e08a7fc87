// POST /.netlify/functions/create-checkout-session: starts a Stripe Checkout Session (hosted
// payment page) for a tip or a donation and answers `{ id, url }`. The page then sends the visitor
// to Stripe; Stripe sends them back to /support or /donate with ?success=true or ?canceled=true.
import { CURRENCY, parseCheckoutRequest, returnUrls } from './_lib/checkoutRequest';
import {
  RequestError,
  errorResponse,
  jsonResponse,
  methodNotAllowed,
  readLimitedJson,
} from './_lib/readLimitedJson';
import { describeStripeError, stripeFromEnv } from './_lib/stripe';

const MAX_BODY_BYTES = 2_048;

export default async (req: Request): Promise<Response> => {
  if (req.method !== 'POST') return methodNotAllowed();
  const stripe = stripeFromEnv();
  if (!stripe) return jsonResponse(503, { error: 'Payments are not configured' });

  let request;
  try {
    request = parseCheckoutRequest(
      await readLimitedJson(req, MAX_BODY_BYTES),
      req.headers.get('referer'),
    );
  } catch (err) {
    if (err instanceof RequestError) return errorResponse(err);
    throw err;
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
    return jsonResponse(200, { id: session.id, url: session.url });
  } catch (err) {
    const { status, message, kind } = describeStripeError(err);
    // Log the kind of failure for the operator; the visitor gets only the readable message.
    console.error(`create-checkout-session: ${kind}: ${message}`);
    return jsonResponse(status, { error: message });
  }
};
