// Lazy route loading with the spec's 120 s chunk-load limit: a chunk that never arrives becomes
// an error the route boundary can show, instead of a spinner forever.
import { lazy } from 'react';
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A route component loaded on first render, or earlier through `preload` (same request). */
export function lazyRoute<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | null = null;
  const start = () =>
    (pending ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError('This page took too long to load.')),
        CHUNK_TIMEOUT_MS,
      );
      load().then(
        (m) => {
          clearTimeout(timer);
          resolve(m);
        },
        (e: unknown) => {
          clearTimeout(timer);
          pending = null; // a later visit may retry
          reject(new ChunkLoadError(e instanceof Error ? e.message : 'Page failed to load.'));
        },
      );
    }));
  return Object.assign(lazy(start), { preload: start });
}
