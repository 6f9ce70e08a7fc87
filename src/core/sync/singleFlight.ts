// One sync in flight per context, and one across contexts (page tabs and the service worker)
// through the Web Locks API where it exists. A call made while a run is going joins it and asks
// for one more run afterwards, so a write made during a sync is never left behind.
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
      let result = await withLock(name, fn);
      while (again) {
        again = false;
        result = await withLock(name, fn);
      }
      return result;
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
