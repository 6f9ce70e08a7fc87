// The amount picker and pay button of /support (variant "tip") and /donate (variant "donation"):
// presets, a custom amount, the hosted-checkout redirect, and every message of
// docs/product.md#payment-messages, including the ones shown when Stripe sends the visitor back
// with ?success=true / ?canceled=true.
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { PRESET_DOLLARS, amountProblem, parseCustomAmount } from '../../features/payments/amount';
import {
  PAYMENT_MESSAGES,
  amountMessage,
  returnFlag,
  successMessage,
  type PaymentVariant,
} from '../../features/payments/messages';
import { useCheckout } from '../../features/payments/useCheckout';
import { usePaymentProvider } from '../../features/payments/usePaymentProvider';
import './DonationForm.css';

type Selection = { kind: 'preset'; dollars: number } | { kind: 'custom'; text: string };

const VERBS: Record<PaymentVariant, string> = { tip: 'Tip', donation: 'Donate' };

export function DonationForm({ variant }: { variant: PaymentVariant }) {
  const provider = usePaymentProvider();
  const { pay, processing, error } = useCheckout(variant);
  const flag = returnFlag(useLocation().search);
  const [selection, setSelection] = useState<Selection>({ kind: 'preset', dollars: 25 });
  const customId = useId();

  const dollars =
    selection.kind === 'preset' ? selection.dollars : parseCustomAmount(selection.text);
  const problem = amountProblem(dollars);
  const ready = provider.status === 'ready';
  const disabled = !ready || problem !== null || processing;

  let label = dollars >= 1 ? `${VERBS[variant]} $${dollars}` : VERBS[variant];
  if (provider.status === 'unavailable') label = PAYMENT_MESSAGES.unavailableButton;
  else if (provider.status === 'loading') label = 'Loading payment system...';
  else if (processing) label = 'Processing...';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (provider.status === 'ready' && !disabled) void pay(provider.stripe, dollars);
  };

  return (
    <div className="donation">
      {flag === 'success' && (
        <p className="alert alert-ok" role="status">
          {successMessage(variant)}
        </p>
      )}
      {flag === 'canceled' && (
        <p className="alert" role="status">
          {PAYMENT_MESSAGES.canceled}
        </p>
      )}
      <form className="donation-form" onSubmit={submit} aria-busy={processing}>
        <fieldset className="donation-presets">
          <legend className="label">Preset amounts (USD)</legend>
          {PRESET_DOLLARS.map((preset) => {
            const on = selection.kind === 'preset' && selection.dollars === preset;
            return (
              <button
                key={preset}
                type="button"
                className={`donation-preset${on ? ' is-on' : ''}`}
                aria-pressed={on}
                onClick={() => setSelection({ kind: 'preset', dollars: preset })}
              >
                ${preset}
              </button>
            );
          })}
        </fieldset>
        <div className="field">
          <label htmlFor={customId}>Or a custom amount</label>
          <div className="donation-custom">
            <span aria-hidden="true">$</span>
            <input
              id={customId}
              className="input"
              type="number"
              inputMode="numeric"
              min={1}
              max={999}
              step={1}
              placeholder="1 to 999"
              value={selection.kind === 'custom' ? selection.text : ''}
              onChange={(e) => setSelection({ kind: 'custom', text: e.target.value })}
            />
          </div>
        </div>
        {provider.status === 'unavailable' && (
          <p className="alert alert-error" role="alert">
            {PAYMENT_MESSAGES.unavailable}
          </p>
        )}
        {ready && problem && (
          <p className="error-text" role="alert">
            {amountMessage(problem)}
          </p>
        )}
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn donation-pay" disabled={disabled}>
          {label}
        </button>
        <p className="donation-note muted">
          Payments are handled securely by Stripe. You will return here afterwards.
        </p>
      </form>
    </div>
  );
}

export default DonationForm;
