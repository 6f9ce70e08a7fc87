// Background delivery of the outbox from the service worker, with the very engine the page uses
// (src/data/sync). The `sync` event rethrows a failure so the browser retries later; where the
// Background Sync API is missing, the page's message and the worker's own start are the triggers.
import { createSyncClient, type SyncClient } from '../src/data/sync/syncClient';
import { db } from '../src/data/db';
import { META, readMeta } from '../src/data/meta';
import { SYNC_TAG } from '../src/data/sync/syncTag';

declare const self: ServiceWorkerGlobalScope;

let client: SyncClient | null = null;

async function syncNow(): Promise<void> {
  if (!client) {
    const cfg = await readMeta<{ supabaseUrl: string; anonKey: string }>(db, META.clientConfig);
    if (!cfg) return;
    client = createSyncClient({ db, supabaseUrl: cfg.supabaseUrl, anonKey: cfg.anonKey });
  }
  const outcome = await client.sync();
  if (outcome.sent + outcome.failed > 0) {
    for (const c of await self.clients.matchAll({ type: 'window' }))
      c.postMessage({ type: 'SYNCED', sent: outcome.sent, failed: outcome.failed });
  }
}

interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}

export function installBackgroundSync(): void {
  self.addEventListener('sync', ((event: SyncEventLike) => {
    // Rethrow (a rejected waitUntil) so the browser schedules another attempt.
    if (event.tag === SYNC_TAG) event.waitUntil(syncNow());
  }) as EventListener);

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SYNC')
      event.waitUntil(syncNow().catch((err: unknown) => console.warn('SW sync failed', err)));
  });

  if (!('sync' in self.registration)) {
    // No Background Sync (Firefox, Safari): deliver whatever waits each time the worker starts.
    void syncNow().catch((err: unknown) => console.warn('SW sync failed', err));
  }
}
