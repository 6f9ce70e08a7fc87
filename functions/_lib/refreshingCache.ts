// A value kept per warm function instance and refreshed in the background. The first request
// waits for the load; later requests get the cached value at once while, at most once per
// `checkEveryMs`, a cheap version probe runs behind them and a changed version triggers a reload
// that swaps the value in when it is ready. A failed probe or reload keeps the old value.

export interface RefreshingCacheOptions<T> {
  load: () => Promise<{ value: T; version: string }>;
  version: () => Promise<string>;
  /** How often the version may be probed (read on each request, so configuration applies live). */
  checkEveryMs?: number | (() => number);
  now?: () => number;
}

export interface RefreshingCache<T> {
  get(): Promise<T>;
  /** Resolves when no background check or reload is running (for tests). */
  settled(): Promise<void>;
  /** Forgets the value (for tests and for configuration changes). */
  reset(): void;
}

export function refreshingCache<T>(opts: RefreshingCacheOptions<T>): RefreshingCache<T> {
  const every = (): number => {
    const v = opts.checkEveryMs;
    return typeof v === 'function' ? v() : (v ?? 60_000);
  };
  const now = opts.now ?? Date.now;
  let current: { value: T; version: string } | null = null;
  let loading: Promise<{ value: T; version: string }> | null = null;
  let background: Promise<void> | null = null;
  let lastCheck = 0;

  const refresh = async (): Promise<void> => {
    try {
      const v = await opts.version();
      if (current && v === current.version) return;
      current = await opts.load();
    } catch (err) {
      console.error('[cache] refresh failed:', err instanceof Error ? err.message : err);
    }
  };

  return {
    async get() {
      if (current) {
        if (!background && now() - lastCheck >= every()) {
          lastCheck = now();
          background = refresh().finally(() => {
            background = null;
          });
        }
        return current.value;
      }
      loading ??= opts.load().finally(() => {
        loading = null;
      });
      const loaded = await loading;
      current ??= loaded;
      lastCheck = now();
      return current.value;
    },
    async settled() {
      while (background) await background;
    },
    reset() {
      current = null;
      lastCheck = 0;
    },
  };
}
