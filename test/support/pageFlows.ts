// Runs several pages' parts of one end-to-end test at once, so the waits for deadlines overlap
// instead of adding up. Each flow gets its page (give each its own context: headless Chromium
// draws only the front tab of a context's window, the others get one animation frame a second and
// Playwright's clicks wait for frames) and its own network faults, lifted when the flow ends. The
// flows set up (their first page loads one at a time), then take turns to start their timed action (each once the one before
// has started its own), so a burst of simultaneous clicks on a 2-core machine is not counted in
// anybody's wait. Every failure is reported with its flow's name, not only the first.
import type { Page } from 'playwright-core';
import { NetworkFaults } from './networkFaults';

export interface Turn {
  /**
   * Runs a flow's first page load, one flow at a time: a dozen pages loading at once on a busy
   * 2-core machine can take longer than a navigation may, and the loads are not what is measured.
   */
  setup<T>(load: () => Promise<T>): Promise<T>;
  /** Waits until every flow is set up and the previous flow has started its action. */
  mine(): Promise<void>;
  /** Says this flow's timed action has started (the next flow may start its own). */
  started(): void;
}

export type Flow = (page: Page, faults: NetworkFaults, turn: Turn) => Promise<void>;

/** A flow, its name in reports, and where its page comes from (the caller closes it). */
export type NamedFlow = [name: string, page: () => Promise<Page>, flow: Flow];

function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

export async function concurrently(flows: NamedFlow[]): Promise<void> {
  let setUp = 0;
  const everyoneSetUp = signal();
  const arrive = () => {
    setUp += 1;
    if (setUp === flows.length) everyoneSetUp.resolve();
  };
  const starts = flows.map(() => signal());
  let loading: Promise<unknown> = Promise.resolve();
  const outcomes = await Promise.allSettled(
    flows.map(async ([name, pageOf, flow], i) => {
      let arrived = false;
      let faults: NetworkFaults | undefined;
      try {
        const page = await pageOf();
        faults = new NetworkFaults(page);
        await flow(page, faults, {
          setup<T>(load: () => Promise<T>): Promise<T> {
            const mine = loading.then(load, load);
            loading = mine.catch(() => undefined);
            return mine;
          },
          async mine() {
            arrived = true;
            arrive();
            await everyoneSetUp.promise;
            if (i > 0) await starts[i - 1]!.promise;
          },
          started: () => starts[i]!.resolve(),
        });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        throw new Error(`${name}: ${message}`, { cause: err });
      } finally {
        // A flow that ended early must not hold the others.
        if (!arrived) arrive();
        starts[i]!.resolve();
        await faults?.clear();
      }
    }),
  );
  const failures = outcomes
    .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
    .map((o) => o.reason as Error);
  if (failures.length)
    throw new AggregateError(failures, failures.map((f) => f.message).join('\n'));
}
