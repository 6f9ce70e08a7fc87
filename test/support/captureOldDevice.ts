// Writes an old-device fixture: the IndexedDB an earlier release's own code leaves behind on a
// device that made writes offline, anonymously and then signed in (watchlist with its sources,
// queued operations, meta). Today's code must open it, deliver every queued operation once and
// read the same watchlist (test/integration/sync/oldDeviceUpgrade.test.ts).
//
//   npx tsx test/support/captureOldDevice.ts <commit>   -> test/fixtures/oldDevices/<commit>.json
//
// The release's `src/` is taken from git into .cache/ and its modules are loaded through Vite's SSR
// loader (they read import.meta.env), over fake-indexeddb, with a Supabase URL that refuses every
// connection: each write's sync attempt fails as offline and the write stays queued. The writes go
// through the release's public data-layer functions (likeFilm, removeFilm, setWatched) and its
// sign-in steps (the stored session, then the adoption of the anonymous watchlist).
import 'fake-indexeddb/auto';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { WebSocket } from 'ws';
import { dumpDatabase } from './indexedDbDump';
import { OLD_DEVICE_ACCOUNT, type OldDeviceFixture } from './oldDeviceFixture';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const commit = process.argv[2];
if (!commit || !/^[0-9a-f]{7,40}$/.test(commit)) {
  console.error('usage: npx tsx test/support/captureOldDevice.ts <commit, as hex>');
  process.exit(2);
}
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, maxBuffer: 64 << 20 }).toString('utf8');

// The release's source, where its imports resolve against this checkout's node_modules.
const oldRoot = path.join(root, '.cache', `old-release-${commit}`);
rmSync(oldRoot, { recursive: true, force: true });
mkdirSync(oldRoot, { recursive: true });
execFileSync('sh', ['-c', `git archive ${commit} src | tar -x -C "${oldRoot}"`], { cwd: root });

// Films that release's archive and today's both hold, read from that release's seed.
const films = git('show', `${commit}:supabase/seed/films.jsonl`)
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as Record<string, unknown> & { movie_id: string })
  .slice(0, 5);

// supabase-js builds a realtime client even unused, and Node 20 has no WebSocket of its own; the
// browser the release ran in had one.
(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;
// The browser's navigator as the release met it offline: storage that may be kept, no service
// worker in this process (the release then leaves retries to its own loop).
Object.defineProperty(globalThis, 'navigator', {
  value: { onLine: false, storage: { persist: () => Promise.resolve(true) } },
  configurable: true,
});
process.env.VITE_SUPABASE_URL = 'http://127.0.0.1:9'; // nothing listens: every request fails
process.env.VITE_SUPABASE_ANON_KEY = 'old-device-anon-key';
const vite = await createServer({
  root: oldRoot,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
});
const load = <T>(p: string) => vite.ssrLoadModule(p) as Promise<T>;

type Like = { source: string; sourceValue: string | string[] };
const mutations = await load<{
  likeFilm(film: unknown, like: Like): Promise<void>;
  removeFilm(id: string): Promise<void>;
  setWatched(id: string, watched: boolean): Promise<void>;
}>('/src/data/watchlist/mutations.ts');
const { db, DB_NAME } = await load<{
  db: { watchlist: { toArray(): Promise<unknown[]> }; close(): void };
  DB_NAME: string;
}>('/src/data/db.ts');
const identity = await load<{
  getSessionId(db: unknown): Promise<string>;
  writeStoredSession(db: unknown, s: unknown): Promise<void>;
}>('/src/data/identity.ts');
const { adoptAnonymousWatchlist } = await load<{
  adoptAnonymousWatchlist(db: unknown, userId: string): Promise<void>;
}>('/src/data/sync/adoptAnonymous.ts');
const { META, writeMeta } = await load<{
  META: Record<string, string>;
  writeMeta(db: unknown, key: string, value: unknown): Promise<void>;
}>('/src/data/meta.ts');
const { config } = await load<{ config: { supabaseUrl: string; supabaseAnonKey: string } }>(
  '/src/config.ts',
);
const { toItem } = await load<{ toItem(r: unknown): { last_liked_at: string } }>(
  '/src/data/watchlist/useWatchlist.ts',
);

// Each write's own sync attempt fails at once (connection refused); a few ms apart so that the
// watchlist's newest-first order is decided by the writes, not by ties.
const settle = () => new Promise((r) => setTimeout(r, 30));
const f = (i: number) => films[i]!;

// What the release's startDataLayer writes for the service worker.
await writeMeta(db, META.clientConfig!, {
  supabaseUrl: config.supabaseUrl,
  anonKey: config.supabaseAnonKey,
});
const sessionId = await identity.getSessionId(db);
// Anonymous writes, offline. `vibes` and `words` are the older source names the release accepted.
await mutations.likeFilm(f(0), { source: 'color', sourceValue: ['#aa3322', '#113355'] });
await settle();
await mutations.likeFilm(f(1), { source: 'vibes', sourceValue: '  rain on neon ' });
await settle();
await mutations.likeFilm(f(0), { source: 'words', sourceValue: ['Subway', ' Night'] });
await settle();
await mutations.likeFilm(f(2), { source: 'surprise', sourceValue: 'surprise' });
await settle();
await mutations.removeFilm(f(2).movie_id);
await settle();
// Sign-in as the release did it once the server had answered: the session stored where the
// service worker reads it, then the anonymous outbox adopted (re-tagged, a merge queued first).
const now = Math.floor(Date.now() / 1000);
await identity.writeStoredSession(db, {
  access_token: OLD_DEVICE_ACCOUNT.accessToken,
  refresh_token: OLD_DEVICE_ACCOUNT.refreshToken,
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: now + 10 * 365 * 86_400,
  user: { id: OLD_DEVICE_ACCOUNT.userId, email: OLD_DEVICE_ACCOUNT.email },
});
await writeMeta(db, META.profile!, {
  user_id: OLD_DEVICE_ACCOUNT.userId,
  email: OLD_DEVICE_ACCOUNT.email,
  first_name: 'Old',
  last_name: 'Device',
  watching_region: 'US',
});
await adoptAnonymousWatchlist(db, OLD_DEVICE_ACCOUNT.userId);
await settle();
// Signed-in writes, still offline.
await mutations.setWatched(f(0).movie_id, true);
await settle();
await mutations.likeFilm(f(3), { source: 'color', sourceValue: '#223344' });
await settle();
await mutations.removeFilm(f(1).movie_id);
await settle();
await mutations.likeFilm(f(4), { source: 'vibe', sourceValue: 'steam from the manholes' });
await settle();
await mutations.likeFilm(f(3), { source: 'keywords', sourceValue: ['bridge'] });
await settle();

const reading = (await db.watchlist.toArray())
  .map(toItem)
  .sort((a, b) => Date.parse(b.last_liked_at) - Date.parse(a.last_liked_at));
db.close();
const fixture: OldDeviceFixture = {
  commit: git('rev-parse', commit).trim(),
  capturedWith: 'test/support/captureOldDevice.ts',
  databaseName: DB_NAME,
  anonymousSessionId: sessionId,
  films: films.map((x) => x.movie_id),
  reading,
  database: await dumpDatabase(DB_NAME),
};
const out = path.join(root, 'test', 'fixtures', 'oldDevices', `${commit.slice(0, 7)}.json`);
writeFileSync(out, `${JSON.stringify(fixture, null, 2)}\n`);
console.log(`wrote ${path.relative(root, out)}`);
await vite.close();
rmSync(oldRoot, { recursive: true, force: true });
// The release's sync loop keeps a retry timer; nothing else is left to do.
process.exit(0);
