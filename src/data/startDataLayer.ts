// Starts the data layer once per page: auth, the sync loop (pull on start), the archive slice
// for offline search, and the service worker. Hooks call it, so a screen never forgets.
import { config } from '../config';
import { startAuth } from './auth/authStore';
import { db } from './db';
import { readStoredSession } from './identity';
import { META, writeMeta } from './meta';
import { refreshArchive } from './search/archiveSlice';
import { prepareOfflineSearch } from './search/searchClient';
import { registerServiceWorker } from '../pwa/serviceWorker';
import { startPageSync } from './sync/pageSync';
import { finishAdoption } from './sync/adoptAnonymous';

let started = false;

export function startDataLayer(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  startAuth();
  // The service worker has no build-time config of its own; it reads this to sync in background.
  void writeMeta(db, META.clientConfig, {
    supabaseUrl: config.supabaseUrl,
    anonKey: config.supabaseAnonKey,
  });
  // A sign-in whose adoption of the anonymous watchlist did not finish (page closed) finishes now.
  void finishAdoption(db)
    .catch((err: unknown) => console.warn('Anonymous watchlist not adopted yet:', err))
    .then(() => readStoredSession(db))
    .then((s) => startPageSync(!!s));
  const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1000));
  // A new slice (or none indexed yet): the search worker builds its index now and saves it on the
  // device, so the first offline search loads it (docs/architecture.md, "What a first visit
  // downloads").
  const archive = () =>
    refreshArchive({ db, supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey })
      .then((fresh) => prepareOfflineSearch(fresh === 'updated'))
      .catch((err: unknown) => console.warn('Archive slice not refreshed:', err));
  idle(() => void archive());
  window.addEventListener('online', () => void archive());
  void registerServiceWorker().catch((err: unknown) =>
    console.warn('Service worker not registered:', err),
  );
}
