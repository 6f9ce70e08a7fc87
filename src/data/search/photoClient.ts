// The photo worker, started lazily on the first photo and ended after a quiet minute (a person
// tries a few photos in a row, then leaves). The photo goes to the worker as a Blob: the browser
// shares it without copying, and nothing is sent anywhere or stored. docs/photo.md.
import type { PhotoAnswer, PhotoWorkerApi } from '../../workers/photo.worker';
import { lazyWorker } from '../lazyWorker';

const photoWorker = lazyWorker<PhotoWorkerApi>(
  () => new Worker(new URL('../../workers/photo.worker.ts', import.meta.url), { type: 'module' }),
);

/** The palette of a photo, read on this device. Throws AbortError when `signal` aborts. */
export async function paletteFromPhoto(file: File, signal?: AbortSignal): Promise<PhotoAnswer> {
  const remote = await photoWorker.start();
  try {
    const answer = await remote.paletteOfPhoto(file);
    signal?.throwIfAborted();
    return answer;
  } finally {
    photoWorker.stopWhenIdle();
  }
}

export type { PhotoAnswer };
