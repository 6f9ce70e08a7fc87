// The welcome mail's rate limiter: a sliding window per key, all keys checked before any counts.
import { describe, expect, it } from 'vitest';
import { slidingWindowLimiter } from '../../../functions/_lib/slidingWindowLimiter';

describe('slidingWindowLimiter', () => {
  it('allows `limit` events per window, then says how long to wait', () => {
    const limiter = slidingWindowLimiter(3, 1000);
    expect([0, 10, 20].map((t) => limiter.take(['a'], t).ok)).toEqual([true, true, true]);
    expect(limiter.take(['a'], 500)).toEqual({ ok: false, retryAfterMs: 500 });
    // The first event leaves the window at t=1000, making room for one more.
    expect(limiter.take(['a'], 1000).ok).toBe(true);
    expect(limiter.take(['a'], 1001).ok).toBe(false);
  });

  it('keeps keys apart and does not count a refused event', () => {
    const limiter = slidingWindowLimiter(1, 1000);
    expect(limiter.take(['user:1', 'ip:x'], 0).ok).toBe(true);
    expect(limiter.take(['user:2', 'ip:x'], 1).ok).toBe(false);
    // user:2 was not charged for the refused attempt.
    expect(limiter.take(['user:2', 'ip:y'], 2).ok).toBe(true);
  });

  it('bounds its memory by forgetting the oldest keys', () => {
    const limiter = slidingWindowLimiter(1, 1000, 2);
    limiter.take(['a'], 0);
    limiter.take(['b'], 0);
    limiter.take(['c'], 0);
    limiter.take(['d'], 0);
    // "a" was forgotten, so it may send again; "d" is still remembered.
    expect(limiter.take(['a'], 1).ok).toBe(true);
    expect(limiter.take(['d'], 1).ok).toBe(false);
  });
});
