// A web worker started on first use and ended after a quiet minute: a person groups or tries a
// few photos in a row, then leaves, and an idle worker should not hold memory. The caller keeps
// the `new Worker(new URL(...))` line, which is how the bundler finds the worker's module.
import type { Remote } from 'comlink';

export interface LazyWorker<T> {
  /** The worker's API, starting the worker if needed (and cancelling a pending stop). */
  start(): Promise<Remote<T>>;
  /** Ends the worker once it has been idle for the quiet period. */
  stopWhenIdle(): void;
}

export function lazyWorker<T>(create: () => Worker, idleMs = 60_000): LazyWorker<T> {
  let worker: Worker | null = null;
  let api: Promise<Remote<T>> | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;
  return {
    start() {
      if (idle) clearTimeout(idle);
      if (!api) {
        const w = (worker = create());
        api = import('comlink').then(({ wrap }) => wrap<T>(w));
      }
      return api;
    },
    stopWhenIdle() {
      if (idle) clearTimeout(idle);
      idle = setTimeout(() => {
        worker?.terminate();
        worker = null;
        api = null;
      }, idleMs);
    },
  };
}
