// The per-instance archive cache: a warm request never waits on the source, the version is probed
// at most once a minute, and a changed version swaps in a rebuilt value.
import { describe, expect, it } from 'vitest';
import { refreshingCache } from '../../../functions/_lib/refreshingCache';

function source() {
  const s = { version: 'v1', loads: 0, probes: 0, failProbe: false };
  let clock = 0;
  const cache = refreshingCache<string>({
    load: () => {
      s.loads++;
      return Promise.resolve({ value: `index@${s.version}`, version: s.version });
    },
    version: () => {
      s.probes++;
      return s.failProbe ? Promise.reject(new Error('db down')) : Promise.resolve(s.version);
    },
    checkEveryMs: 60_000,
    now: () => clock,
  });
  return { s, cache, tick: (ms: number) => (clock += ms) };
}

describe('refreshingCache', () => {
  it('loads once, then answers from memory and probes at most once a minute', async () => {
    const { s, cache, tick } = source();
    expect(await cache.get()).toBe('index@v1');
    for (let i = 0; i < 10; i++) expect(await cache.get()).toBe('index@v1');
    expect(s.loads).toBe(1);
    expect(s.probes).toBe(0);
    tick(61_000);
    await cache.get();
    await cache.get();
    await cache.settled();
    expect(s.probes).toBe(1);
    expect(s.loads).toBe(1);
  });

  it('rebuilds in the background when the version changes, serving the old value meanwhile', async () => {
    const { s, cache, tick } = source();
    await cache.get();
    s.version = 'v2';
    tick(61_000);
    expect(await cache.get()).toBe('index@v1');
    await cache.settled();
    expect(await cache.get()).toBe('index@v2');
    expect(s.loads).toBe(2);
  });

  it('keeps serving the old value when the probe fails', async () => {
    const { s, cache, tick } = source();
    await cache.get();
    s.failProbe = true;
    tick(61_000);
    expect(await cache.get()).toBe('index@v1');
    await cache.settled();
    expect(await cache.get()).toBe('index@v1');
  });

  it('shares one load between concurrent cold requests', async () => {
    const { s, cache } = source();
    const all = await Promise.all([cache.get(), cache.get(), cache.get()]);
    expect(all).toEqual(['index@v1', 'index@v1', 'index@v1']);
    expect(s.loads).toBe(1);
  });
});
