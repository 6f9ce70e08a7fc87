// Retry delay after a transient sync failure: a ceiling of 1 s doubling per attempt, capped at
// 60 s, with "equal jitter": half the ceiling fixed plus a random share of the other half, so the
// wait is uniform between ceiling/2 and ceiling. The random half keeps a crowd of reconnecting
// phones out of step; the fixed half keeps a retry from coming back at once.
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = 1000;
  const cap = 60_000;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
