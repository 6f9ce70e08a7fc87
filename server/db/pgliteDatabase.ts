// The Database interface over PGlite, embedded Postgres in this process: one connection, so
// PGlite's own mutex runs every transaction alone.
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Database, QueryResult, Queryable } from './types';

function wrap(q: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  };
}

/** Opens (creating if needed) the PGlite cluster under `<dataDir>/pgdata`. */
export async function openPglite(dataDir: string): Promise<Database> {
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  // A copied or killed cluster may carry a stale lock file; PGlite is the only process using it.
  rmSync(path.join(pgdata, 'postmaster.pid'), { force: true });
  const db = new PGlite(pgdata);
  await db.waitReady;
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
