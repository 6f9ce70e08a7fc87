// The photo worker, started lazily on the first photo and ended after a quiet minute (a person
// tries a few photos in a row, then leaves). The photo goes to the worker as a Blob: the browser
// shares it without copying, and nothing is sent anywhere or stored. docs/photo.md.
import type { Remote } from 'comlink';
import type { PhotoAnswer, PhotoWorkerApi } from '../../workers/photo.worker';

let worker: Worker | null = null;
let api: Promise<Remote<PhotoWorkerApi>> | null = null;
let idle: ReturnType<typeof setTimeout> | null = null;

function start(): Promise<Remote<PhotoWorkerApi>> {
  if (idle) clearTimeout(idle);
  if (!api) {
    worker = new Worker(new URL('../../workers/photo.worker.ts', import.meta.url), {
      type: 'module',
    });
    const w = worker;
    api = import('comlink').then(({ wrap }) => wrap<PhotoWorkerApi>(w));
  }
  return api;
}

function stopWhenIdle() {
  if (idle) clearTimeout(idle);
  idle = setTimeout(() => {
    worker?.terminate();
    worker = null;
    api = null;
  }, 60_000);
}

/** The palette of a photo, read on this device. Throws AbortError when `signal` aborts. */
export async function paletteFromPhoto(file: File, signal?: AbortSignal): Promise<PhotoAnswer> {
  const remote = await start();
  try {
    const answer = await remote.paletteOfPhoto(file);
    signal?.throwIfAborted();
    return answer;
  } finally {
    stopWhenIdle();
  }
}

export type { PhotoAnswer };
