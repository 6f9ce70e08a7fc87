// One sync in flight per context, and one across contexts (page tabs and the service worker)
// through the Web Locks API where it exists. A call made while a run is going joins it and asks
// for one more run afterwards, whether that run succeeds or fails, so a write made during a sync
// is never left behind.
export type Runner<T> = () => Promise<T>;

interface LockManagerLike {
  request<R>(name: string, cb: () => Promise<R>): Promise<R>;
}

function lockManager(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

const localTails = new Map<string, Promise<unknown>>();

/** Runs `fn` under the named lock: Web Locks when available, else an in-process queue. */
export function withLock<R>(name: string, fn: () => Promise<R>): Promise<R> {
  const locks = lockManager();
  if (locks) return locks.request(name, fn);
  const tail = localTails.get(name) ?? Promise.resolve();
  const next = tail.then(fn, fn);
  localTails.set(
    name,
    next.catch(() => undefined),
  );
  return next;
}

export function singleFlight<T>(name: string, fn: Runner<T>): Runner<T> {
  let running: Promise<T> | null = null;
  let again = false;
  const run = async (): Promise<T> => {
    try {
      for (;;) {
        again = false;
        let outcome: { ok: true; value: T } | { ok: false; error: unknown };
        try {
          outcome = { ok: true, value: await withLock(name, fn) };
        } catch (error) {
          outcome = { ok: false, error };
        }
        // A call made during a run that then failed still gets its own run: its write (or a
        // merge queued at sign-in) must not wait for the back-off of a failure it never saw.
        if (again) continue;
        if (outcome.ok) return outcome.value;
        throw outcome.error;
      }
    } finally {
      running = null;
    }
  };
  return () => {
    if (running) {
      again = true;
      return running;
    }
    again = false;
    running = run();
    return running;
  };
}
