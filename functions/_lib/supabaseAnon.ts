// A Supabase client with the public (anon) key from the environment, for functions that read
// public data. On Node 20 supabase-js needs a WebSocket implementation for realtime, even unused.
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { wsTransport } from './wsTransport';
import { HttpError } from './httpError';

let cached: { key: string; client: SupabaseClient } | null = null;

export function supabaseAnon(): SupabaseClient {
  const url = process.env.SUPABASE_URL;
  const anon = process.env.SUPABASE_ANON_KEY;
  if (!url || !anon) throw new HttpError(503, 'The archive is not configured on this server.');
  const key = `${url} ${anon}`;
  if (cached?.key !== key) {
    const client = createClient(url, anon, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: wsTransport },
    });
    cached = { key, client };
  }
  return cached.client;
}
