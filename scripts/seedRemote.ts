// `npm run seed:remote`: loads the archive (supabase/seed/films.jsonl) into a real Supabase project
// after `supabase db push`, through the REST API with the service-role key (upsert on movie_id,
// so it is safe to re-run after editing films). Needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { wsTransport } from '../functions/_lib/wsTransport';
import { parseFilmsJsonl } from '../server/db/seed';

/** Upserts the rows in batches; returns how many were written. */
export async function seedArchive(client: SupabaseClient, rows: Record<string, unknown>[]) {
  let written = 0;
  for (let i = 0; i < rows.length; i += 100) {
    const batch = rows.slice(i, i + 100);
    const { error } = await client
      .from('celluloid_film_data')
      .upsert(batch, { onConflict: 'movie_id', returning: 'minimal' } as never);
    if (error)
      throw new Error(`seeding films ${i + 1}-${i + batch.length} failed: ${error.message}`);
    written += batch.length;
  }
  return written;
}

async function main() {
  const url = process.env.SUPABASE_URL;
  const key = process.env.SUPABASE_SERVICE_ROLE_KEY;
  if (!url || !key) {
    console.error(
      'Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY (the project settings, API page).',
    );
    process.exit(2);
  }
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const rows = parseFilmsJsonl(readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8'));
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: wsTransport },
  });
  console.log(`seeded ${await seedArchive(client, rows)} films into ${url}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main();
