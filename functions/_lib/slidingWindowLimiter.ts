// An in-memory sliding-window rate limiter: at most `limit` events per key within `windowMs`.
// It lives per function instance (a cold start forgets it), which is enough to stop a signed-in
// user or one address from using the welcome mail to flood an inbox.
export interface Limiter {
  /** Records an event for every key if all are under their limit; else how long to wait. */
  take(keys: string[], now?: number): { ok: true } | { ok: false; retryAfterMs: number };
}

export function slidingWindowLimiter(limit: number, windowMs: number, maxKeys = 10_000): Limiter {
  const events = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const kept = (events.get(key) ?? []).filter((t) => now - t < windowMs);
    if (kept.length) events.set(key, kept);
    else events.delete(key);
    return kept;
  }

  return {
    take(keys, now = Date.now()) {
      let retryAfterMs = 0;
      for (const key of keys) {
        const times = recent(key, now);
        if (times.length >= limit) {
          retryAfterMs = Math.max(retryAfterMs, windowMs - (now - (times[0] ?? now)));
        }
      }
      if (retryAfterMs > 0) return { ok: false, retryAfterMs };
      // Bound memory: forget the oldest keys first (Map keeps insertion order).
      while (events.size >= maxKeys) events.delete(events.keys().next().value as string);
      for (const key of keys) events.set(key, [...recent(key, now), now]);
      return { ok: true };
    },
  };
}
