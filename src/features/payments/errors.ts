// Typed payment errors: each carries the exact message the page shows for it.
export class PaymentUnavailableError extends Error {
  override name = 'PaymentUnavailableError';
}

/** The checkout function refused or failed; `message` is already the visitor's text. */
export class CheckoutSessionError extends Error {
  override name = 'CheckoutSessionError';
}

/** Stripe.js could not send the visitor to hosted checkout; `message` is Stripe's. */
export class CheckoutRedirectError extends Error {
  override name = 'CheckoutRedirectError';
}
