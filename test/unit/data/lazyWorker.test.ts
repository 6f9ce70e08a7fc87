// lazyWorker: every call takes an AbortSignal that ends its work, an idle worker ends. The
// "worker" here is comlink over a MessageChannel in this process (a real Worker needs a browser;
// the search and photo workers run through it in the end-to-end tests), and its terminate() closes
// the channel, so work on it stops answering exactly as a terminated worker's does.
import { expose } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyWorker } from '../../../src/data/lazyWorker';

interface Api {
  echo(x: number): number;
  /** Answers after `ms`. */
  slow(ms: number): Promise<string>;
}

function channelWorker() {
  const made: { terminated: boolean; work: number }[] = [];
  const create = () => {
    const { port1, port2 } = new MessageChannel();
    const state = { terminated: false, work: 0 };
    made.push(state);
    expose(
      {
        echo: (x: number) => {
          state.work++;
          return x;
        },
        slow: (ms: number) =>
          new Promise<string>((r) => {
            state.work++;
            setTimeout(() => r('done'), ms);
          }),
      } satisfies Api,
      port2,
    );
    return {
      postMessage: (m: unknown, t?: Transferable[]) => port1.postMessage(m, t ?? []),
      addEventListener: port1.addEventListener.bind(port1),
      removeEventListener: port1.removeEventListener.bind(port1),
      start: () => port1.start(),
      terminate: () => {
        state.terminated = true;
        port1.close();
        port2.close();
      },
    } as unknown as Worker;
  };
  return { create, made };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyWorker', () => {
  it('starts the worker on the first call and answers through it', async () => {
    const { create, made } = channelWorker();
    const w = lazyWorker<Api>(create);
    expect(made).toHaveLength(0);
    expect(await w.run(undefined, (api) => api.echo(4))).toBe(4);
    expect(await w.run(undefined, (api) => api.echo(5))).toBe(5);
    expect(made).toHaveLength(1);
    w.terminate();
  });

  it('does not start a worker for a call whose signal has already aborted', async () => {
    const { create, made } = channelWorker();
    const w = lazyWorker<Api>(create);
    const gone = AbortSignal.abort(new DOMException('left', 'AbortError'));
    await expect(w.run(gone, (api) => api.echo(1))).rejects.toThrow('left');
    expect(made).toHaveLength(0);
  });

  it('ends the worker when the only call on it is aborted, and the next call starts a new one', async () => {
    const { create, made } = channelWorker();
    const w = lazyWorker<Api>(create);
    const c = new AbortController();
    const call = w.run(c.signal, (api) => api.slow(5_000));
    await vi.waitFor(() => expect(made[0]?.work).toBe(1));
    c.abort(new DOMException('left', 'AbortError'));
    await expect(call).rejects.toThrow('left');
    expect(made[0]!.terminated).toBe(true);
    expect(w.running).toBe(false);
    expect(await w.run(undefined, (api) => api.echo(2))).toBe(2);
    expect(made).toHaveLength(2);
    w.terminate();
  });

  it('lets an aborted call go without ending the worker another call is waiting on', async () => {
    const { create, made } = channelWorker();
    const w = lazyWorker<Api>(create);
    const c = new AbortController();
    const aborted = w.run(c.signal, (api) => api.slow(200));
    const other = w.run(undefined, (api) => api.slow(50));
    c.abort(new DOMException('left', 'AbortError'));
    await expect(aborted).rejects.toThrow('left');
    expect(await other).toBe('done');
    expect(made[0]!.terminated).toBe(false);
    w.terminate();
  });

  it('ends an idle worker after the quiet period, not while a call runs', async () => {
    const { create, made } = channelWorker();
    const w = lazyWorker<Api>(create, 100);
    await w.run(undefined, (api) => api.slow(150));
    expect(made[0]!.terminated).toBe(false);
    await vi.waitFor(() => expect(made[0]!.terminated).toBe(true), { timeout: 2000 });
    expect(w.running).toBe(false);
  });

  it('rejects calls still running on a worker that is ended', async () => {
    const { create } = channelWorker();
    const w = lazyWorker<Api>(create);
    const call = w.run(undefined, (api) => api.slow(5_000));
    await new Promise((r) => setTimeout(r, 20));
    w.terminate(new Error('ended'));
    await expect(call).rejects.toThrow('ended');
  });
});
