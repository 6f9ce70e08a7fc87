// Photo worker: a picture (File or Blob, never uploaded) to its palette, off the main thread.
// Decodes with createImageBitmap, draws it at most PHOTO_LONG_SIDE px on the long side on an
// OffscreenCanvas (k-means over a 12-megapixel photo would take seconds; over ~50k pixels it takes
// tens of milliseconds), then runs the shared extractor of src/core. docs/photo.md.
import { expose } from 'comlink';
import { extractPalette } from '../core/colour/extractPalette';
import {
  PHOTO_K,
  checkPhotoFile,
  decodeProblem,
  fitInside,
  photoSwatches,
  type PhotoProblem,
  type PhotoSwatch,
} from '../core/colour/photoPalette';

export type PhotoAnswer =
  | {
      ok: true;
      swatches: PhotoSwatch[];
      /** The decoded picture's size, and the time the worker spent (bench/photo.bench.ts). */
      width: number;
      height: number;
      ms: number;
      steps: { decode: number; downscale: number; extract: number };
    }
  | { ok: false; problem: PhotoProblem };

async function paletteOfPhoto(file: Blob, name = ''): Promise<PhotoAnswer> {
  const started = performance.now();
  const facts = { name: file instanceof File ? file.name : name, type: file.type, size: file.size };
  const problem = checkPhotoFile(facts);
  if (problem) return { ok: false, problem };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (err) {
    return { ok: false, problem: decodeProblem(facts, err) };
  }
  const decoded = performance.now();
  try {
    const { width, height } = bitmap;
    if (width === 0 || height === 0) return { ok: false, problem: 'corrupt' };
    const size = fitInside(width, height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return { ok: false, problem: 'unreadable' };
    // Smoothing averages the pixels a downscale drops, so a swatch's share stays the picture's.
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'medium';
    ctx.drawImage(bitmap, 0, 0, size.width, size.height);
    const pixels = ctx.getImageData(0, 0, size.width, size.height).data;
    const drawn = performance.now();
    const palette = extractPalette(
      [{ width: size.width, height: size.height, data: pixels, channels: 4 }],
      PHOTO_K,
    );
    const done = performance.now();
    return {
      ok: true,
      swatches: photoSwatches(palette),
      width,
      height,
      ms: done - started,
      steps: { decode: decoded - started, downscale: drawn - decoded, extract: done - drawn },
    };
  } catch {
    // A fully transparent picture has no pixels to read; a canvas can fail out of memory.
    return { ok: false, problem: 'unreadable' };
  } finally {
    bitmap.close();
  }
}

const api = { paletteOfPhoto };
export type PhotoWorkerApi = typeof api;
expose(api);
