// The benchmark page of bench/photo.bench.ts: the product's photo worker (the same module the
// /color page starts), timed from the page as a person waits for it, while the page watches its
// own main thread (long tasks, and the largest gap between timer ticks).
import { wrap } from 'comlink';
import type { PhotoWorkerApi } from '../../src/workers/photo.worker';

export interface PhotoRun {
  ms: number;
  workerMs: number;
  colours: number;
  width: number;
  height: number;
  steps: { decode: number; downscale: number; extract: number };
}

export interface PhotoBenchResult {
  cold: PhotoRun;
  runs: PhotoRun[];
  longTasks: number[];
  maxTickGap: number;
}

async function run(url: string, runs: number): Promise<PhotoBenchResult> {
  const bytes = await (await fetch(url)).arrayBuffer();
  const photo = new Blob([bytes], { type: 'image/jpeg' });
  const api = wrap<PhotoWorkerApi>(
    new Worker(new URL('../../src/workers/photo.worker.ts', import.meta.url), { type: 'module' }),
  );
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  });
  observer.observe({ type: 'longtask' });
  // A timer every 5 ms: the largest gap between two ticks bounds the longest main-thread task.
  let last = performance.now();
  let maxTickGap = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    maxTickGap = Math.max(maxTickGap, now - last);
    last = now;
  }, 5);
  const once = async (): Promise<PhotoRun> => {
    const start = performance.now();
    const answer = await api.paletteOfPhoto(photo, 'photo.jpg');
    const ms = performance.now() - start;
    if (!answer.ok) throw new Error(`photo refused: ${answer.problem}`);
    return {
      ms,
      workerMs: answer.ms,
      colours: answer.swatches.length,
      width: answer.width,
      height: answer.height,
      steps: answer.steps,
    };
  };
  const cold = await once();
  const timed: PhotoRun[] = [];
  for (let i = 0; i < runs; i++) timed.push(await once());
  clearInterval(tick);
  await new Promise((r) => setTimeout(r, 50));
  observer.disconnect();
  return { cold, runs: timed, longTasks, maxTickGap };
}

(window as unknown as { benchPhoto: typeof run }).benchPhoto = run;
