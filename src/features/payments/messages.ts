// Every payment message the visitor can see, in one place (listed in
// docs/product.md#payment-messages).
import type { AmountProblem } from './amount';

export type PaymentVariant = 'tip' | 'donation';

export const PAYMENT_MESSAGES = {
  unavailable: 'Payment system is currently unavailable. Please try again later.',
  unavailableButton: 'Payment system unavailable',
  tooSmall: 'Please enter an amount of at least $1.',
  tooLarge: 'Please enter an amount of at most $999.',
  sessionFailed: 'Failed to create checkout session',
  canceled: 'Your payment was canceled. You can try again anytime.',
} as const;

export function successMessage(variant: PaymentVariant): string {
  return variant === 'tip'
    ? 'Thank you for your support! Your payment was successful.'
    : 'Thank you for your donation! Your payment was successful.';
}

export function amountMessage(problem: AmountProblem): string | null {
  if (problem === 'too-small') return PAYMENT_MESSAGES.tooSmall;
  if (problem === 'too-large') return PAYMENT_MESSAGES.tooLarge;
  return null;
}

/** Which return from Stripe Checkout the page's query string reports, if any. */
export function returnFlag(search: string): 'success' | 'canceled' | null {
  const params = new URLSearchParams(search);
  if (params.get('success') === 'true') return 'success';
  if (params.get('canceled') === 'true') return 'canceled';
  return null;
}
