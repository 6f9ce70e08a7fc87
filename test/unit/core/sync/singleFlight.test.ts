// One sync in flight: calls made while a run is going join it and ask for exactly one more run
// afterwards (a write made during a sync is never left behind), and runs under one lock name never
// overlap, in this context or across contexts.
import { describe, expect, it } from 'vitest';
import { singleFlight, withLock } from '../../../../src/core/sync/singleFlight';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('singleFlight', () => {
  it('joins calls made during a run and runs once more after it', async () => {
    let runs = 0;
    const gates = [deferred(), deferred()];
    const run = singleFlight('sf-join', async () => {
      const gate = gates[runs]!;
      runs += 1;
      await gate.promise;
      return runs;
    });
    const first = run();
    const second = run();
    const third = run();
    expect(second).toBe(first);
    expect(third).toBe(first);
    gates[0]!.resolve();
    await Promise.resolve();
    gates[1]!.resolve();
    expect(await first).toBe(2);
    expect(runs).toBe(2); // three calls during one run: one more run, not two
  });

  it('starts afresh after a run has finished', async () => {
    let runs = 0;
    const run = singleFlight('sf-fresh', async () => ++runs);
    expect(await run()).toBe(1);
    expect(await run()).toBe(2);
  });

  it('passes a failure to every caller and recovers for the next call', async () => {
    let fail = true;
    const run = singleFlight('sf-fail', async () => {
      if (fail) throw new Error('offline');
      return 'ok';
    });
    const [a, b] = [run(), run()];
    await expect(a).rejects.toThrow('offline');
    await expect(b).rejects.toThrow('offline');
    fail = false;
    expect(await run()).toBe('ok');
  });
  it('gives a call made during a failing run a run of its own', async () => {
    let runs = 0;
    const gate = deferred();
    const run = singleFlight('sf-fail-again', async () => {
      runs += 1;
      if (runs === 1) {
        await gate.promise;
        throw new Error('offline');
      }
      return 'delivered';
    });
    const first = run();
    const second = run();
    gate.resolve();
    expect(await second).toBe('delivered');
    expect(await first).toBe('delivered');
    expect(runs).toBe(2);
  });
});

describe('withLock', () => {
  it('never overlaps two runs under one name, and keeps their order', async () => {
    const order: string[] = [];
    let inside = 0;
    let most = 0;
    const task = (name: string, ms: number) =>
      withLock('wl-order', async () => {
        inside += 1;
        most = Math.max(most, inside);
        order.push(`${name}:start`);
        await new Promise((r) => setTimeout(r, ms));
        order.push(`${name}:end`);
        inside -= 1;
      });
    await Promise.all([task('a', 20), task('b', 1), task('c', 5)]);
    expect(most).toBe(1);
    expect(order).toEqual(['a:start', 'a:end', 'b:start', 'b:end', 'c:start', 'c:end']);
  });

  it('lets the next run go after a failed one', async () => {
    const failed = withLock('wl-fail', async () => {
      throw new Error('x');
    });
    await expect(failed).rejects.toThrow('x');
    expect(await withLock('wl-fail', async () => 'after')).toBe('after');
  });
});
