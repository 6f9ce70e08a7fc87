/// <reference lib="webworker" />
// Workbox's precache, installed a few files at a time instead of one after another. Workbox fetches
// its precache list in sequence (workbox issue 2528), so on a slow mobile line every file waits a
// full round trip behind the one before: Chrome's "Slow 4G" (562 ms a round trip) took some 25 s
// for the 50-odd small route chunks alone (`npm run bench -- offline`). Six at a time is what a
// browser opens to one host over HTTP/1.1. Serving from the cache and cleaning up stale entries
// stay Workbox's own (PrecacheRoute, activate).
import { PrecacheController, PrecacheRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching/_types';
import { registerRoute } from 'workbox-routing';
import { backoffDelay } from '../src/core/sync/backoff';

declare const self: ServiceWorkerGlobalScope;

const CONCURRENCY = 6;
/**
 * Tries per file before the install fails: one failed file fails the whole install, and a first
 * visit whose install failed is not offline-ready until the page tries again (docs/architecture.md,
 * "What a first visit downloads"). The waits between tries are the sync's backoff.
 */
const TRIES = 3;

export function precacheInParallel(
  entries: Array<PrecacheEntry | string>,
  controller = new PrecacheController(),
): PrecacheController {
  controller.addToCacheList(entries);
  // Hashed files carry no revision: their URL is their version, and the HTTP cache may serve them.
  const revisioned = new Set(
    entries.flatMap((e) =>
      typeof e !== 'string' && e.revision ? [new URL(e.url, self.location.href).href] : [],
    ),
  );
  self.addEventListener('install', (event: ExtendableEvent) => {
    const queue = [...controller.getURLsToCacheKeys()];
    const precacheOne = async (url: string, cacheKey: string): Promise<void> => {
      for (let attempt = 1; ; attempt++) {
        const request = new Request(url, {
          cache: revisioned.has(url) ? 'reload' : 'default',
          credentials: 'same-origin',
        });
        try {
          await Promise.all(
            controller.strategy.handleAll({ params: { cacheKey }, request, event }),
          );
          return;
        } catch (error) {
          if (attempt >= TRIES) throw error;
          await new Promise((resolve) => setTimeout(resolve, backoffDelay(attempt)));
        }
      }
    };
    const worker = async (): Promise<void> => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, cacheKey] = next;
        await precacheOne(url, cacheKey);
      }
    };
    event.waitUntil(Promise.all(Array.from({ length: CONCURRENCY }, worker)));
  });
  self.addEventListener('activate', (event: ExtendableEvent) => {
    void controller.activate(event);
  });
  registerRoute(new PrecacheRoute(controller));
  return controller;
}
