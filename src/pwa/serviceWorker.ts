// Registers /sw.js with workbox-window and tells the UI two things: the app is ready to work
// offline (first install), and a new version is waiting (it takes over only when the user says).
import { useSyncExternalStore } from 'react';
import type { Workbox } from 'workbox-window';

export interface ServiceWorkerState {
  offlineReady: boolean;
  updateAvailable: boolean;
  applyUpdate(): void;
}

let wb: Workbox | null = null;
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
  await wb.register();
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
