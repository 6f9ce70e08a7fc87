// startTestBackend(): a local server on a free port over a fresh copy of a template data directory
// that is migrated and seeded once per change of the migrations or seed (cached under
// .cache/test-template/<hash>/), so each test file gets its own database in well under a second.
// In the PostgreSQL lane (postgresLane.ts) the database is instead a fresh one on that server.
// Also gives supabase-js clients wired for Node (ws transport, no persisted session).
import { createClient } from '@supabase/supabase-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { wsTransport } from '../../functions/_lib/wsTransport';
import { migrate, openDatabase, readMigrations } from '../../server/db/database';
import { seedFilms } from '../../server/db/seed';
import { loadOrCreateJwtSecret } from '../../server/keys';
import { startLocalServer } from '../../server/localServer';
import type { LocalServer, LocalServerOptions } from '../../server/localServer';
import { projectRoot, seedFile } from '../../server/paths';
import { createTestDatabase, postgresLaneUrl, postgresTemplate } from './postgresLane';

/** The seed the test databases get: the archive if it exists, else a few fixture films. */
export const testSeedFile = existsSync(seedFile)
  ? seedFile
  : path.join(projectRoot, 'test', 'integration', 'backend', 'fixtures', 'films.jsonl');

function templateHash(): string {
  const h = createHash('sha256');
  h.update(readFileSync(path.join(projectRoot, 'server', 'db', 'supabaseBootstrap.sql')));
  for (const m of readMigrations()) h.update(m.name).update(m.hash);
  h.update(readFileSync(testSeedFile));
  return h.digest('hex').slice(0, 16);
}

let templateReady: Promise<string> | undefined;

/** Which database engine this test process runs the backend on. */
export const testLane: 'pglite' | 'postgres' = postgresLaneUrl() ? 'postgres' : 'pglite';

/** The migrated, seeded template data dir for the current migrations and seed (built once). */
export function testTemplateDir(): Promise<string> {
  templateReady ??= (async () => {
    const root = path.join(projectRoot, '.cache', 'test-template');
    const dir = path.join(root, templateHash());
    if (existsSync(path.join(dir, 'ready'))) return dir;
    const tmp = `${dir}.tmp-${process.pid}-${Date.now()}`;
    loadOrCreateJwtSecret(tmp);
    const db = await openDatabase(tmp);
    await migrate(db);
    await seedFilms(db, testSeedFile);
    await db.close();
    writeFileSync(path.join(tmp, 'ready'), `${new Date().toISOString()}\n`);
    try {
      renameSync(tmp, dir);
    } catch {
      // Another process finished the same template first; use theirs.
      rmSync(tmp, { recursive: true, force: true });
    }
    // Templates of earlier migrations or seeds are 40 MB each; keep only the current one.
    for (const old of readdirSync(root))
      if (old !== path.basename(dir) && !old.includes('.tmp-'))
        rmSync(path.join(root, old), { recursive: true, force: true });
    return dir;
  })();
  return templateReady;
}

export interface ClientOptions {
  /** Anonymous session id, sent as x-session-id. */
  sessionId?: string;
  /** Use the service_role key (bypasses row-level security). */
  serviceRole?: boolean;
  /** Let supabase-js refresh tokens itself (default false: tests drive refreshes). */
  autoRefreshToken?: boolean;
}

export interface TestBackend extends LocalServer {
  /** A supabase-js client for this backend. */
  client(opts?: ClientOptions): SupabaseClient;
  /** The PostgreSQL lane's database of this backend (undefined on PGlite). */
  databaseUrl?: string;
}

export type TestBackendOptions = Omit<
  LocalServerOptions,
  'dataDir' | 'databaseUrl' | 'port' | 'seedFile'
>;

/** The database of one test backend: a copy of the PGlite template, or a fresh server database. */
async function testDatabase(dataDir: string) {
  const adminUrl = postgresLaneUrl();
  if (!adminUrl) {
    cpSync(await testTemplateDir(), dataDir, { recursive: true });
    return { drop: async () => {} };
  }
  const template = await postgresTemplate(adminUrl, templateHash(), testSeedFile);
  const created = await createTestDatabase(adminUrl, template);
  return { databaseUrl: created.url, drop: created.drop };
}

export async function startTestBackend(opts: TestBackendOptions = {}): Promise<TestBackend> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mise-backend-'));
  const dataDir = path.join(work, 'data');
  const database = await testDatabase(dataDir);
  const server = await startLocalServer({
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    quiet: true,
    bcryptCost: 4,
    mailDir: path.join(work, 'mail'),
    ...opts,
    dataDir,
    seedFile: testSeedFile,
    port: 0,
  });
  return {
    ...server,
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : {}),
    client(c: ClientOptions = {}) {
      return createClient(server.url, c.serviceRole ? server.serviceRoleKey : server.anonKey, {
        auth: {
          persistSession: false,
          autoRefreshToken: c.autoRefreshToken ?? false,
          detectSessionInUrl: false,
        },
        realtime: { transport: wsTransport },
        global: { headers: c.sessionId ? { 'x-session-id': c.sessionId } : {} },
      });
    },
    async close() {
      await server.close();
      await database.drop();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
