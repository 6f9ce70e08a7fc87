// Workbox's injectManifest replaces self.__WB_MANIFEST at build time.
import type { PrecacheEntry } from 'workbox-precaching';
declare global {
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: Array<PrecacheEntry | string>;
  }
}
export {};
