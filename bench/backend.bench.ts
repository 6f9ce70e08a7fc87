// Local backend figures: cold start (empty data dir: initdb, migrations, seed), warm start (reusing
// the data dir), and p50/p95 latency through HTTP with supabase-js of a filtered select and of an
// upsert by a signed-in user. Run with `npm run bench -- backend`.
import { createClient } from '@supabase/supabase-js';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wsTransport } from '../functions/_lib/wsTransport';
import { startLocalServer } from '../server/localServer';

const N = 200;
const work = mkdtempSync(path.join(os.tmpdir(), 'mise-bench-backend-'));
const dataDir = path.join(work, 'data');
const opts = { dataDir, mailDir: path.join(work, 'mail'), quiet: true };

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const v = await fn();
  return [performance.now() - t, v];
}

try {
  const [cold, first] = await timed(() => startLocalServer(opts));
  await first.close();
  const warms: number[] = [];
  for (let i = 0; i < 3; i++) {
    const [t, s] = await timed(() => startLocalServer(opts));
    warms.push(t);
    if (i < 2) await s.close();
    else {
      const client = createClient(s.url, s.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: wsTransport },
      });
      const { data: films } = await client.from('celluloid_film_data').select('movie_id').limit(20);
      const ids = films!.map((f) => f.movie_id as string);
      await client.auth.signUp({ email: 'bench@example.test', password: 'password1' });
      const user = (await client.auth.getUser()).data.user!;

      const select: number[] = [];
      for (let k = 0; k < N; k++) {
        const [t2, r] = await timed(async () =>
          client
            .from('celluloid_film_data')
            .select('movie_id,movie_title,year,depicted_decade')
            .gte('year', 1970)
            .lt('year', 1980)
            .order('year'),
        );
        if (r.error) throw new Error(r.error.message);
        select.push(t2);
      }
      const upsert: number[] = [];
      for (let k = 0; k < N; k++) {
        const [t3, r] = await timed(async () =>
          client.from('liked_movies').upsert(
            {
              user_id: user.id,
              movie_id: ids[k % ids.length],
              like_count: 1 + k,
              status: 'liked',
            },
            { onConflict: 'user_id,movie_id' },
          ),
        );
        if (r.error) throw new Error(r.error.message);
        upsert.push(t3);
      }
      await s.close();
      const warm = percentile(warms, 50);
      const rows = [
        ['cold start (initdb + migrate + seed)', ms(cold), ''],
        [
          'warm start (reuse data dir), median of 3',
          ms(warm),
          `${(cold / warm).toFixed(1)}x faster than cold`,
        ],
        [`filtered select p50 (n=${N})`, ms(percentile(select, 50)), ''],
        [`filtered select p95`, ms(percentile(select, 95)), ''],
        [
          `upsert p50 (n=${N})`,
          ms(percentile(upsert, 50)),
          `${(percentile(upsert, 50) / percentile(select, 50)).toFixed(2)}x select p50`,
        ],
        [`upsert p95`, ms(percentile(upsert, 95)), ''],
      ];
      const w = Math.max(...rows.map((r) => r[0]!.length));
      console.log('local backend (PGlite + Hono, through supabase-js over HTTP)');
      for (const [name, value, note] of rows)
        console.log(`  ${name!.padEnd(w)}  ${value!.padStart(10)}  ${note}`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
