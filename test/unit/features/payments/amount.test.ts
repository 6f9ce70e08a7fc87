// Amount rules of the tip and donation pages and their messages (docs/product.md#payments,
// #payment-messages).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PRESET_DOLLARS,
  amountProblem,
  parseCustomAmount,
  toCents,
} from '../../../../src/features/payments/amount';
import {
  PAYMENT_MESSAGES,
  amountMessage,
  returnFlag,
  successMessage,
} from '../../../../src/features/payments/messages';

describe('donation amounts', () => {
  it('offers the presets 10, 25, 50 and 100 dollars', () => {
    expect(PRESET_DOLLARS).toEqual([10, 25, 50, 100]);
  });

  it('parses the custom amount as an integer, non-numeric as 0', () => {
    expect(parseCustomAmount('25')).toBe(25);
    expect(parseCustomAmount('12.9')).toBe(12);
    expect(parseCustomAmount('abc')).toBe(0);
    expect(parseCustomAmount('')).toBe(0);
    expect(parseCustomAmount('-3')).toBe(-3);
  });

  it('accepts 1 to 999 and names what is wrong otherwise', () => {
    expect(amountProblem(0)).toBe('too-small');
    expect(amountProblem(1)).toBeNull();
    expect(amountProblem(999)).toBeNull();
    expect(amountProblem(1000)).toBe('too-large');
    expect(amountMessage('too-small')).toBe('Please enter an amount of at least $1.');
  });

  it('sends every accepted amount as whole-dollar cents the server accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), (dollars) => {
        const cents = toCents(parseCustomAmount(String(dollars)));
        return cents % 100 === 0 && cents >= 100 && cents <= 99_900;
      }),
    );
  });
});

describe('return flags', () => {
  it('reads ?success=true and ?canceled=true', () => {
    expect(returnFlag('?success=true')).toBe('success');
    expect(returnFlag('?canceled=true')).toBe('canceled');
    expect(returnFlag('?success=1')).toBeNull();
    expect(returnFlag('')).toBeNull();
  });

  it('thanks a tipper for their support and a donor for their donation', () => {
    expect(successMessage('tip')).toMatch(/^Thank you for your support!/);
    expect(successMessage('donation')).toBe(
      'Thank you for your donation! Your payment was successful.',
    );
    expect(PAYMENT_MESSAGES.canceled).toBe('Your payment was canceled. You can try again anytime.');
    expect(PAYMENT_MESSAGES.unavailable).toBe(
      'Payment system is currently unavailable. Please try again later.',
    );
  });
});
