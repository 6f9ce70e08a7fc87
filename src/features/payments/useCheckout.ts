// The pay action of a tip or donation page: create the session, then redirect to hosted
// checkout. Keeps "processing" on while the browser leaves the page, and clears it if the
// visitor comes back with the Back button (the page is then restored from the bfcache).
import { useCallback, useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { createCheckoutSession } from './createCheckoutSession';
import { CheckoutRedirectError, CheckoutSessionError } from './errors';
import { PAYMENT_MESSAGES, type PaymentVariant } from './messages';
import { redirectToCheckout } from './redirectToCheckout';

export function useCheckout(variant: PaymentVariant) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (e.persisted) setProcessing(false);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const pay = useCallback(
    async (stripe: Stripe, dollars: number) => {
      setProcessing(true);
      setError(null);
      try {
        const session = await createCheckoutSession(dollars, variant);
        await redirectToCheckout(stripe, session);
      } catch (err) {
        const known = err instanceof CheckoutSessionError || err instanceof CheckoutRedirectError;
        setError(known ? err.message : PAYMENT_MESSAGES.sessionFailed);
        setProcessing(false);
      }
    },
    [variant],
  );

  return { pay, processing, error, clearError: () => setError(null) };
}
