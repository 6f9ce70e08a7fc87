// The payment provider's state for a page: loading until Stripe.js is ready or has failed.
import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadPaymentProvider } from './loadPaymentProvider';

export type ProviderState =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'unavailable' };

export function usePaymentProvider(): ProviderState {
  const [state, setState] = useState<ProviderState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadPaymentProvider().then(
      (stripe) => {
        if (live) setState({ status: 'ready', stripe });
      },
      (err: unknown) => {
        console.warn('Payments unavailable:', err instanceof Error ? err.message : err);
        if (live) setState({ status: 'unavailable' });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
