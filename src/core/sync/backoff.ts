// Retry delay after a transient sync failure: exponential with full jitter, capped, so a crowd
// of reconnecting phones does not hit the server in step.
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = 1000;
  const cap = 60_000;
  const ceiling = Math.min(cap, base * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
