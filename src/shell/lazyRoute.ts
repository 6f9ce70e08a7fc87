// Lazy route loading with a 120 s chunk-load limit (docs/product.md#timers): a chunk that never
// arrives becomes an error the route boundary can show, instead of a spinner forever.
import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/** A route component loaded on first render, or earlier through `preload` (same request). */
export function lazyRoute<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  let pending: Promise<{ default: T }> | null = null;
  let loaded: T | null = null;
  const start = () =>
    (pending ??= new Promise<{ default: T }>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError('This page took too long to load.')),
        CHUNK_TIMEOUT_MS,
      );
      load().then(
        (m) => {
          clearTimeout(timer);
          loaded = m.default;
          resolve(m);
        },
        (e: unknown) => {
          clearTimeout(timer);
          pending = null; // a later visit may retry
          reject(new ChunkLoadError(e instanceof Error ? e.message : 'Page failed to load.'));
        },
      );
    }));
  const Lazy = lazy(start);
  // Once the chunk is in, render it directly: no Suspense fallback flashes over a page that is
  // already on screen (the intro's static shell). The choice is pinned per mount so a route never
  // remounts when its chunk arrives mid-life.
  function Route(props: object) {
    const [Component] = useState<ComponentType<object>>(
      () => (loaded ?? Lazy) as ComponentType<object>,
    );
    return createElement(Component, props);
  }
  return Object.assign(Route, { preload: start });
}
