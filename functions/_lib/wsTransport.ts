// supabase-js builds a realtime client even when nothing subscribes, and on Node 20 it needs a
// WebSocket implementation for it: the ws package, typed as the constructor supabase-js expects.
import type { SupabaseClientOptions } from '@supabase/supabase-js';
import ws from 'ws';

type Transport = NonNullable<NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']>;

export const wsTransport = ws as unknown as Transport;
