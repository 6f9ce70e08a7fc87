// The page's supabase-js client. Its auth session lives in IndexedDB (the meta table) instead of
// localStorage, so the service worker reads the same, current session for background sync.
import { createClient, type SupportedStorage } from '@supabase/supabase-js';
import { config } from '../../config';
import { db } from '../db';
import { META } from '../meta';
import { DEADLINE_MS, deadlineFetch } from '../../net/fetchWithDeadline';

const idbStorage: SupportedStorage = {
  async getItem(key) {
    return ((await db.meta.get(key))?.value as string | undefined) ?? null;
  },
  async setItem(key, value) {
    await db.meta.put({ key, value });
  },
  async removeItem(key) {
    await db.meta.delete(key);
  },
};

export const supabase = createClient(config.supabaseUrl, config.supabaseAnonKey, {
  auth: {
    storage: idbStorage,
    storageKey: META.authSession,
    persistSession: true,
    autoRefreshToken: true,
    // The /reset screen reads the recovery link itself (docs/product.md#route-reset).
    detectSessionInUrl: false,
  },
  // Auth and REST calls made through supabase-js get a deadline like every other request.
  global: { fetch: deadlineFetch(DEADLINE_MS.auth) },
});
