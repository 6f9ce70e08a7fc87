/// <reference lib="webworker" />
// Mise service worker. Precaches the app shell (the manifest is injected by scripts/build.ts
// through workbox-build) so every route opens offline after the first visit, and delivers the
// watchlist outbox in the background (Background Sync) with the page's own sync engine.
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { installBackgroundSync } from './backgroundSync';
import { precacheInParallel } from './precacheInParallel';

declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
// Fonts and images are imported by the bundle, so they are in the precache manifest too; the
// archive and the watchlist live in IndexedDB, so no API response needs a runtime cache. The search
// snapshot is not in the list: the offline worker builds its index from the archive slice.
const precache = precacheInParallel(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/\.netlify\//, /^\/rest\//, /^\/auth\//, /^\/_mail/],
  }),
);

// The page asks before a new version takes over (never swap code under a running session).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control of the open page at once, so it works offline without a reload.
// Updates still wait in `waiting` until the user asks (SKIP_WAITING above).
self.addEventListener('activate', (event: ExtendableEvent) =>
  event.waitUntil(self.clients.claim()),
);

installBackgroundSync();
