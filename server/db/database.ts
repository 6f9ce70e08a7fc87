// Opens the embedded Postgres (PGlite) of a data directory and brings it up to date: Supabase's
// bootstrap (roles, auth schema), then every migration in supabase/migrations/ once, in name order.
// The data directory holds `pgdata/` (Postgres files) and `jwt-secret` (see keys.ts).
import { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../paths';

export const migrationsDir = path.join(projectRoot, 'supabase', 'migrations');
const bootstrapFile = path.join(projectRoot, 'server', 'db', 'supabaseBootstrap.sql');

export type Database = PGlite;

/** Opens (creating if needed) the Postgres cluster under `<dataDir>/pgdata`. */
export async function openDatabase(dataDir: string): Promise<Database> {
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  // A copied or killed cluster may carry a stale lock file; PGlite is the only process using it.
  rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
  const db = new PGlite(pgdata);
  await db.waitReady;
  return db;
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
  for (const m of readMigrations(dir)) {
    const prior = done.get(m.name);
    if (prior !== undefined) {
      if (prior !== m.hash)
        console.warn(
          `migration ${m.name} changed after it was applied; add a new migration instead`,
        );
      continue;
    }
    await db.transaction(async (tx) => {
      await tx.exec(m.sql);
      await tx.query('insert into local_host.migrations (name, hash) values ($1, $2)', [
        m.name,
        m.hash,
      ]);
    });
    applied.push(m.name);
  }
  return applied;
}
