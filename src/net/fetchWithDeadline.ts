// Every request the page, the workers and the service worker make goes through here (search, REST,
// sync, auth through supabase-js, the welcome mail, the checkout call): a deadline (so a connection
// that opens and then hangs becomes an answer, never a spinner forever), the caller's own signal
// (leaving a page cancels its search), and one error type that says which of the two went wrong.
// It sits below the data layer (docs/architecture.md) so features can use it too. The deadlines and
// what follows them: docs/product.md#request-deadlines.

/** How long each kind of request may take, start to last byte. */
export const DEADLINE_MS = {
  /** A search: the person watches a spinner; the cached archive answers after it. */
  search: 10_000,
  /** A small REST read or write (watchlist pull, archive version, palettes). */
  rest: 10_000,
  /** The whole archive slice, the largest answer the page asks for, on a slow line. */
  archive: 30_000,
  /**
   * Auth: sign in, sign up, token refresh, password reset. Under the 15 s any screen may wait, and
   * longer than the password update's own 10 s limit, so its message and retry come first.
   */
  auth: 12_000,
  /** A sync batch: one server transaction of up to 200 operations. */
  rpc: 15_000,
  /** The welcome mail (best effort, after sign-up). */
  mail: 10_000,
  /** Creating a checkout session (the function calls Stripe in turn). */
  checkout: 15_000,
} as const;

export type RequestFailure = 'timeout' | 'network';

/** No answer in time, or no connection: the request may be retried; nothing was learnt. */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  constructor(
    readonly reason: RequestFailure,
    message: string,
  ) {
    super(message);
  }
}

/** Whether an error is the caller's own cancellation (not a failure to report). */
export function isAbort(err: unknown, signal?: AbortSignal | null): boolean {
  return Boolean(signal?.aborted) || (err as { name?: string } | null)?.name === 'AbortError';
}

/** Aborts when any of the signals does (AbortSignal.any where the platform has it). */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const ctrl = new AbortController();
  for (const s of signals) {
    if (s.aborted) {
      ctrl.abort(s.reason);
      break;
    }
    s.addEventListener('abort', () => ctrl.abort(s.reason), { once: true });
  }
  return ctrl.signal;
}

export interface DeadlineInit extends RequestInit {
  deadlineMs: number;
}

/**
 * fetch with a deadline. The deadline stays armed while the body is read, so a body that stalls
 * rejects too (as a DOMException TimeoutError from `res.json()`: use `readJson`).
 */
export async function fetchWithDeadline(
  input: string | URL | Request,
  { deadlineMs, signal, ...init }: DeadlineInit,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): Promise<Response> {
  const timeout = AbortSignal.timeout(deadlineMs);
  try {
    return await fetchImpl(input, {
      ...init,
      signal: signal ? anySignal([signal, timeout]) : timeout,
    });
  } catch (err) {
    throw failure(err, timeout, deadlineMs, signal);
  }
}

function failure(
  err: unknown,
  timeout: AbortSignal,
  deadlineMs: number,
  signal?: AbortSignal | null,
): unknown {
  // The caller's cancellation is passed on as it is: nobody is waiting for a message.
  if (signal?.aborted) return signal.reason ?? err;
  if (timeout.aborted || (err as { name?: string } | null)?.name === 'TimeoutError')
    return new RequestError('timeout', `No answer within ${Math.round(deadlineMs / 1000)} s`);
  return new RequestError('network', `Network error: ${String(err)}`);
}

/** The body as JSON; a body cut off or stalled past the deadline is a RequestError too. */
export async function readJson<T>(res: Response, signal?: AbortSignal | null): Promise<T> {
  try {
    return (await res.json()) as T;
  } catch (err) {
    if (signal?.aborted) throw signal.reason ?? err;
    if ((err as { name?: string } | null)?.name === 'TimeoutError')
      throw new RequestError('timeout', 'The answer stopped arriving');
    if (err instanceof SyntaxError) throw err;
    throw new RequestError('network', `Network error: ${String(err)}`);
  }
}

/** A fetch for libraries (supabase-js) that gives every request they make the same deadline. */
export function deadlineFetch(deadlineMs: number): typeof fetch {
  return (input, init) => fetchWithDeadline(input, { ...init, deadlineMs });
}
