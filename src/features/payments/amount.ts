// Donation amounts as the pages handle them: whole US dollars. Presets 10, 25, 50, 100; a custom
// amount from 1 to 999 parsed as an integer, anything non-numeric counting as 0
// (docs/product.md#payments). The server checks the same range again
// (functions/_lib/checkoutRequest.ts): this is for the visitor, not security.
export const PRESET_DOLLARS = [10, 25, 50, 100] as const;
export const MIN_DOLLARS = 1;
export const MAX_DOLLARS = 999;

/** parseInt semantics: "25" → 25, "12.9" → 12, "abc" or "" → 0. */
export function parseCustomAmount(input: string): number {
  const value = Number.parseInt(input, 10);
  return Number.isNaN(value) ? 0 : value;
}

export function toCents(dollars: number): number {
  return dollars * 100;
}

export type AmountProblem = 'too-small' | 'too-large' | null;

export function amountProblem(dollars: number): AmountProblem {
  if (dollars < MIN_DOLLARS) return 'too-small';
  if (dollars > MAX_DOLLARS) return 'too-large';
  return null;
}
