// Registers /sw.js with workbox-window and tells the UI two things: the app is ready to work
// offline (first install), and a new version is waiting (it takes over only when the user says).
// A first install that fails (the line dropped for longer than the precache's own retries) is
// tried again later in the same visit: at once when the browser says it is back online, else
// after a growing wait (docs/architecture.md, "What a first visit downloads").
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

export interface ServiceWorkerState {
  offlineReady: boolean;
  updateAvailable: boolean;
  applyUpdate(): void;
}

let wb: Workbox | null = null;
/** Waits before each new try of a failed first install (then it waits for the next visit). */
const INSTALL_RETRY_MS = [5_000, 30_000, 120_000, 600_000];
let failedInstalls = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let snapshot = { offlineReady: false, updateAvailable: false };
const listeners = new Set<() => void>();

function set(patch: Partial<typeof snapshot>) {
  snapshot = { ...snapshot, ...patch };
  for (const l of listeners) l();
}

export async function registerServiceWorker(): Promise<void> {
  // Not gated on import.meta.env.DEV: a build made under NODE_ENV=test (vitest) must register too;
  // where /sw.js does not exist (the dev server) registration fails and is only logged.
  if (wb || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  wb = new Workbox('/sw.js');
  wb.addEventListener('installed', (e) => {
    if (!e.isUpdate) set({ offlineReady: true });
  });
  wb.addEventListener('waiting', () => set({ updateAvailable: true }));
  wb.addEventListener('controlling', (e) => {
    if (e.isUpdate) window.location.reload();
  });
  wb.addEventListener('redundant', (e) => {
    if (e.isUpdate || snapshot.offlineReady) return;
    retryFirstInstall();
  });
  try {
    await wb.register();
  } catch (error) {
    // The script itself could not be fetched (offline at the first visit): the same retry.
    if (!navigator.serviceWorker.controller) retryFirstInstall();
    throw error;
  }
}

function retryFirstInstall(): void {
  const wait = INSTALL_RETRY_MS[failedInstalls];
  if (retryTimer !== undefined || wait === undefined) return;
  failedInstalls++;
  const again = () => {
    clearTimeout(retryTimer);
    window.removeEventListener('online', again);
    retryTimer = undefined;
    wb = null;
    registerServiceWorker().catch((err: unknown) =>
      console.warn('Service worker registration failed again', err),
    );
  };
  retryTimer = setTimeout(again, wait);
  window.addEventListener('online', again);
}

function applyUpdate(): void {
  wb?.messageSkipWaiting();
}

const getSnapshot = () => snapshot;
function subscribe(l: () => void) {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useServiceWorker(): ServiceWorkerState {
  const s = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...s, applyUpdate };
}
