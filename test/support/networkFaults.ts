// Bad networks for end-to-end tests, by request interception (Playwright routes): a request that
// never gets an answer (hang), one answered late (slow), one the server refuses (fail: 500, 503),
// one whose connection drops (drop), and one the server carries out but whose answer is lost on the
// way back (dropAnswer: the case that tempts a client to apply a write twice).
// Routes do not see a service worker's requests: contexts that use these keep service workers
// blocked (the harness's default). Each fault counts the requests it caught, so a test can show the
// fault was met; `clear()` lifts every fault and ends the hung requests (as a connection that
// finally drops), so nothing waits past the test.
import type { BrowserContext, Page, Route } from 'playwright-core';

/** What a route matches: a glob, a regular expression, or a test on the URL. */
export type UrlMatch = string | RegExp | ((url: URL) => boolean);

export type DropError = 'connectionreset' | 'internetdisconnected' | 'connectionrefused';

export interface Fault {
  /** Requests this fault has caught so far. */
  readonly hits: number;
  /** When it caught its first request (Date.now()), 0 before: where an answer's wait starts. */
  readonly firstAt: number;
  /** Resolves once the fault has caught `n` requests (default 1). */
  met(n?: number): Promise<void>;
  /** Lifts this fault (hung requests are dropped): the next requests reach the server. */
  lift(): Promise<void>;
}

/** Handles one caught request; a request it leaves open goes into `hung`. */
type Handler = (route: Route, hung: Set<Route>) => Promise<void>;

/** A JSON error body in the shape each backend answers with. */
const errorBody = (status: number) =>
  JSON.stringify({ success: false, error: `Injected ${status}`, message: `Injected ${status}` });

export class NetworkFaults {
  private readonly lifts = new Set<() => Promise<void>>();

  constructor(private readonly target: Page | BrowserContext) {}

  /** Never answers: the request stays open until the app gives up on it or the fault is lifted. */
  hang(match: UrlMatch): Promise<Fault> {
    return this.add(match, (route, hung) => {
      hung.add(route);
      return Promise.resolve();
    });
  }

  /** The real server's answer, arriving `ms` after the request (a slow line: the server works
   * meanwhile, so a busy test machine does not add its own delay to the line's). */
  slow(match: UrlMatch, ms: number): Promise<Fault> {
    return this.add(match, async (route) => {
      const [response] = await Promise.all([route.fetch(), new Promise((r) => setTimeout(r, ms))]);
      await route.fulfill({ response }).catch(() => undefined); // the page may have gone
    });
  }

  /** The server answers with an error status and a JSON error body. */
  fail(match: UrlMatch, status: 500 | 502 | 503 | 504): Promise<Fault> {
    return this.add(match, (route) =>
      route.fulfill({ status, contentType: 'application/json', body: errorBody(status) }),
    );
  }

  /** The connection drops before anything reaches the server. */
  drop(match: UrlMatch, error: DropError = 'connectionreset'): Promise<Fault> {
    return this.add(match, (route) => route.abort(error));
  }

  /** The server carries the request out, then the connection drops before its answer arrives. */
  dropAnswer(match: UrlMatch): Promise<Fault> {
    return this.add(match, async (route) => {
      await route.fetch();
      await route.abort('connectionreset');
    });
  }

  /** Lifts every fault and drops the requests still hung. */
  async clear(): Promise<void> {
    for (const lift of [...this.lifts]) await lift();
  }

  private async add(match: UrlMatch, handle: Handler): Promise<Fault> {
    let hits = 0;
    let firstAt = 0;
    const hung = new Set<Route>();
    const waiters: { n: number; resolve: () => void }[] = [];
    const handler = async (route: Route) => {
      hits += 1;
      if (hits === 1) firstAt = Date.now();
      for (const w of waiters.filter((x) => hits >= x.n)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
      await handle(route, hung);
    };
    await this.target.route(match, handler);
    const lift = async () => {
      if (!this.lifts.delete(lift)) return;
      await this.target.unroute(match, handler);
      for (const route of hung) await route.abort('connectionreset').catch(() => undefined); // the page gave up already
      hung.clear();
    };
    this.lifts.add(lift);
    return {
      get hits() {
        return hits;
      },
      get firstAt() {
        return firstAt;
      },
      met: (n = 1) =>
        hits >= n
          ? Promise.resolve()
          : new Promise<void>((resolve) => waiters.push({ n, resolve })),
      lift,
    };
  }
}

/** Milliseconds `work` took (a bound for a test to check, not a benchmark). */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const start = Date.now();
  const value = await work();
  return { value, ms: Date.now() - start };
}

/** Polls `read` until `ok` accepts its value, or `ms` pass; returns the last value read. */
export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
