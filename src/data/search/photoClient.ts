// The photo worker, started lazily on the first photo and ended after a quiet minute (a person
// tries a few photos in a row, then leaves). The photo goes to the worker as a Blob: the browser
// shares it without copying, and nothing is sent anywhere or stored. docs/photo.md.
import type { PhotoAnswer, PhotoWorkerApi } from '../../workers/photo.worker';
import { lazyWorker } from '../lazyWorker';

const photoWorker = lazyWorker<PhotoWorkerApi>(
  () => new Worker(new URL('../../workers/photo.worker.ts', import.meta.url), { type: 'module' }),
);

/**
 * The palette of a photo, read on this device. Throws the signal's reason when `signal` aborts: a
 * person who has left before the worker started costs no decoding at all, and one who leaves while
 * it decodes ends the worker, and the decoding with it (lazyWorker).
 */
export function paletteFromPhoto(file: File, signal?: AbortSignal): Promise<PhotoAnswer> {
  return photoWorker.run<PhotoAnswer>(signal, (remote) => remote.paletteOfPhoto(file));
}

export type { PhotoAnswer };
