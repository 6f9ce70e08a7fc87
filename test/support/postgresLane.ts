// The PostgreSQL lane of the backend tests: when MISE_TEST_LANE is `postgres`, each test backend
// gets its own database on the server at MISE_TEST_DATABASE_URL (`mise_test_<random>`, dropped on
// close), cloned from a template database migrated and seeded once per change of the migrations
// or seed (`mise_tpl_<hash>`), so a test file starts in well under a second, as on PGlite.
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate, openDatabase } from '../../server/db/database';
import { seedFilms } from '../../server/db/seed';

/** The server's admin URL when this process runs the PostgreSQL lane, else undefined. */
export function postgresLaneUrl(): string | undefined {
  if (process.env.MISE_TEST_LANE !== 'postgres') return undefined;
  const url = process.env.MISE_TEST_DATABASE_URL;
  if (!url) throw new Error('the postgres test lane needs MISE_TEST_DATABASE_URL');
  return url;
}

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const exists = async (c: pg.Client, name: string) =>
  (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;

let templateReady: Promise<string> | undefined;

/** The template database for `hash`, built once by whichever test process gets there first. */
export function postgresTemplate(adminUrl: string, hash: string, seedFile: string) {
  templateReady ??= withAdmin(adminUrl, async (c) => {
    const name = `mise_tpl_${hash}`;
    if (await exists(c, name)) return name;
    // Session lock on the admin database: other processes wait here, then find the template.
    await c.query('select pg_advisory_lock(hashtext($1))', ['mise:test-template']);
    try {
      if (await exists(c, name)) return name;
      const tmp = `${name}_building`;
      await c.query(`drop database if exists ${tmp}`);
      await c.query(`create database ${tmp}`);
      const keys = mkdtempSync(path.join(os.tmpdir(), 'mise-tpl-'));
      const db = await openDatabase(keys, databaseUrl(adminUrl, tmp));
      await migrate(db);
      await seedFilms(db, seedFile);
      await db.close();
      rmSync(keys, { recursive: true, force: true });
      await c.query(`alter database ${tmp} rename to ${name}`);
      // Templates of earlier migrations or seeds are no longer used by anyone on this server.
      const old = await c.query<{ datname: string }>(
        `select datname from pg_database where datname like 'mise\\_tpl\\_%' and datname <> $1`,
        [name],
      );
      for (const r of old.rows) await c.query(`drop database if exists ${r.datname} with (force)`);
      return name;
    } finally {
      await c.query('select pg_advisory_unlock(hashtext($1))', ['mise:test-template']);
    }
  });
  return templateReady;
}

/** A fresh database cloned from the template; `drop` removes it. */
export async function createTestDatabase(adminUrl: string, template: string) {
  const name = `mise_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}
