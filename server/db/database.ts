// Opens the database the server runs on and brings it up to date: Supabase's bootstrap (roles, auth
// schema), then every migration in supabase/migrations/ once, in name order. With a database URL
// it is a PostgreSQL server (postgresDatabase.ts), else the embedded PGlite of the data directory
// (`<dataDir>/pgdata`). The data directory also holds `jwt-secret` (see keys.ts) either way.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';
import { openPglite } from './pgliteDatabase';
import { openPostgres } from './postgresDatabase';
import { driftMessage, readReleased } from './releasedMigrations';
import type { Database, Queryable } from './types';

export type { Database, Queryable, QueryResult } from './types';

export const migrationsDir = path.join(projectRoot, 'supabase', 'migrations');
const bootstrapFile = path.join(projectRoot, 'server', 'db', 'supabaseBootstrap.sql');

/** A PostgreSQL server when `databaseUrl` is given, else PGlite under `<dataDir>/pgdata`. */
export function openDatabase(dataDir: string, databaseUrl?: string): Promise<Database> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}

export interface MigrationFile {
  name: string;
  sql: string;
  hash: string;
}

export function readMigrations(dir = migrationsDir): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => {
      const sql = readFileSync(path.join(dir, name), 'utf8');
      return { name, sql, hash: createHash('sha256').update(sql).digest('hex') };
    });
}

/** Applies the bootstrap (idempotent) and each migration not yet recorded. Returns names applied. */
export async function migrate(db: Database, dir = migrationsDir): Promise<string[]> {
  // One transaction under a lock, so servers starting together against one database take turns.
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', ['mise:migrate']);
    return migrateIn(tx, dir);
  });
}

async function migrateIn(db: Queryable, dir: string): Promise<string[]> {
  await db.exec(readFileSync(bootstrapFile, 'utf8'));
  await db.exec(`
    create schema if not exists local_host;
    revoke all on schema local_host from public;
    create table if not exists local_host.migrations (
      name text primary key,
      hash text not null,
      applied_at timestamptz not null default now()
    );
    create table if not exists local_host.meta (key text primary key, value text not null);
  `);
  const done = new Map(
    (
      await db.query<{ name: string; hash: string }>('select name, hash from local_host.migrations')
    ).rows.map((r) => [r.name, r.hash]),
  );
  const applied: string[] = [];
  const released = readReleased(dir);
  for (const m of readMigrations(dir)) {
    const prior = done.get(m.name);
    if (prior !== undefined) {
      const drift = driftMessage(released, m.name, prior, m.hash);
      if (drift) console.warn(drift);
      continue;
    }
    await db.exec(m.sql);
    await db.query('insert into local_host.migrations (name, hash) values ($1, $2)', [
      m.name,
      m.hash,
    ]);
    applied.push(m.name);
  }
  return applied;
}
