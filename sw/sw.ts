/// <reference lib="webworker" />
// Mise service worker. Precaches the app shell (the manifest is injected by scripts/build.ts
// through workbox-build) so every route opens offline after the first visit.
import {
  precacheAndRoute,
  createHandlerBoundToURL,
  cleanupOutdatedCaches,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/\.netlify\//, /^\/rest\//, /^\/auth\//, /^\/_mail/],
  }),
);

// The page asks before a new version takes over (never swap code under a running session).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
