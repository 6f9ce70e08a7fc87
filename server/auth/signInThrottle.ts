// Sign-in throttling, as GoTrue limits password sign-ins: failed attempts are counted per account
// (the address typed, whether or not it has an account, so the answer tells nothing) and per client
// address (server/clientAddress.ts), each in a sliding window. Past a limit, sign-in answers 429 with
// Retry-After until the oldest failure in the window ages out, even with the right password.
// Successes are not counted (a person or a test signing in often is never slowed); a success clears
// the account's failures but not the client's (else one's own account would reset the client count).
// Limits: docs/self-host.md#sign-in-throttling.
export interface SignInLimits {
  /** Failed sign-ins of one account within the window before it is throttled. */
  perAccount: number;
  /** Failed sign-ins from one client address within the window. */
  perClient: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimits = {
  perAccount: 10,
  perClient: 30,
  windowMs: 15 * 60 * 1000,
};

export interface SignInThrottle {
  /** Milliseconds to wait before this account may try again from this client; 0 when allowed. */
  retryAfterMs(account: string, client: string, now?: number): number;
  failed(account: string, client: string, now?: number): void;
  succeeded(account: string): void;
}

export function signInThrottle(
  limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS,
  maxKeys = 20_000,
): SignInThrottle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) => {
    const kept = (failures.get(key) ?? []).filter((t) => now - t < limits.windowMs);
    if (kept.length) failures.set(key, kept);
    else failures.delete(key);
    return kept;
  };
  const wait = (key: string, limit: number, now: number) => {
    const times = recent(key, now);
    return times.length >= limit ? limits.windowMs - (now - times[times.length - limit]!) : 0;
  };
  const accountKey = (a: string) => `account:${a.trim().toLowerCase()}`;
  const clientKey = (c: string) => `client:${c}`;
  return {
    retryAfterMs(account, client, now = Date.now()) {
      return Math.max(
        wait(accountKey(account), limits.perAccount, now),
        wait(clientKey(client), limits.perClient, now),
      );
    },
    failed(account, client, now = Date.now()) {
      for (const key of [accountKey(account), clientKey(client)]) {
        const times = recent(key, now);
        // Bound memory: forget the oldest keys first (a Map keeps insertion order).
        while (!failures.has(key) && failures.size >= maxKeys)
          failures.delete(failures.keys().next().value as string);
        failures.set(key, [...times, now]);
      }
    },
    succeeded(account) {
      failures.delete(accountKey(account));
    },
  };
}
