// Every web worker of the page starts here (the search, photo and grouping workers), the way
// Squoosh's worker bridge runs its codecs: started on first use, ended after a quiet minute (an
// idle worker should not hold memory), and every call takes an AbortSignal that ends its work: an
// abort while the call runs ends the worker itself (a worker cannot be interrupted otherwise), so a
// long decode or index build stops at once, and the next call starts a fresh worker. When other
// calls are running on the same worker, the aborted call is let go instead (it rejects at once, its
// result is dropped) so that they still get their answers. The caller keeps the
// `new Worker(new URL(...))` line, which is how the bundler finds the worker's module.
import type { Remote } from 'comlink';

export interface LazyWorker<T> {
  /**
   * Runs `task` with the worker's API, starting the worker if needed. Rejects with the signal's
   * reason when `signal` aborts (before the call, the worker is not even started).
   */
  run<R>(signal: AbortSignal | undefined, task: (api: Remote<T>) => Promise<R>): Promise<R>;
  /** Ends the worker now; calls running on it reject with `reason`. */
  terminate(reason?: unknown): void;
  /** Whether a worker is running (tests). */
  readonly running: boolean;
}

interface Running<T> {
  worker: Worker;
  api: Promise<Remote<T>>;
  /** Rejects when the worker is ended, so calls on it do not wait for an answer that never comes. */
  ended: Promise<never>;
  end(reason: unknown): void;
  calls: number;
}

export function lazyWorker<T>(create: () => Worker, idleMs = 60_000): LazyWorker<T> {
  let current: Running<T> | null = null;
  let idle: ReturnType<typeof setTimeout> | null = null;

  function start(): Running<T> {
    if (current) return current;
    const worker = create();
    let end: (reason: unknown) => void = () => undefined;
    const ended = new Promise<never>((_, reject) => {
      end = reject;
    });
    // Nobody may be waiting when an idle worker ends.
    ended.catch(() => undefined);
    const api = import('comlink').then(({ wrap }) => wrap<T>(worker));
    current = { worker, api, ended, end, calls: 0 };
    return current;
  }

  function terminate(reason: unknown = new DOMException('The worker was ended', 'AbortError')) {
    if (idle) clearTimeout(idle);
    idle = null;
    if (!current) return;
    current.worker.terminate();
    current.end(reason);
    current = null;
  }

  return {
    get running() {
      return current !== null;
    },
    terminate,
    async run(signal, task) {
      signal?.throwIfAborted();
      if (idle) clearTimeout(idle);
      idle = null;
      const w = start();
      w.calls++;
      let abort: (() => void) | undefined;
      const aborted = new Promise<never>((_, reject) => {
        abort = () => {
          // Alone on the worker: end it (its work ends too). Else leave the others their answers.
          if (w.calls === 1 && current === w) terminate(signal!.reason);
          reject(signal!.reason);
        };
        signal?.addEventListener('abort', abort, { once: true });
      });
      aborted.catch(() => undefined);
      try {
        return await Promise.race([w.api.then(task), w.ended, aborted]);
      } finally {
        if (abort) signal?.removeEventListener('abort', abort);
        w.calls--;
        if (w.calls === 0 && current === w) idle = setTimeout(() => terminate(), idleMs);
      }
    },
  };
}
