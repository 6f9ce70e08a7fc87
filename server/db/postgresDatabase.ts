// The Database interface over a PostgreSQL server (DATABASE_URL) through node-postgres' pool, so
// requests run in truly concurrent transactions, as they do on Supabase. Values are parsed as
// PGlite parses them, so the code above sees the same shapes on either engine.
import pg from 'pg';
import type { Database, QueryResult, Queryable } from './types';

type Parser = (value: string) => unknown;
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
// Type oids (pg_type); pg-types ships its list of them as a type only.
const INT8 = 20;
const NAME_ARRAY = 1003;
const TEXT_ARRAY = 1009;
const textArray = pg.types.getTypeParser(TEXT_ARRAY as TypeId) as Parser;

// PGlite answers bigint as a number and name[] as an array; node-postgres as a string for both.
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary'): Parser => {
    if (oid === INT8) return (v) => Number(v);
    if (oid === NAME_ARRAY) return textArray;
    return pg.types.getTypeParser(oid as TypeId, format) as Parser;
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function wrap(q: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<QueryResult<T>> {
      const r = await q.query(sql, params);
      return { rows: r.rows as T[], affectedRows: r.command === 'SELECT' ? 0 : (r.rowCount ?? 0) };
    },
    async exec(sql: string): Promise<void> {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await q.query(sql);
    },
  };
}

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  max?: number;
}

export async function openPostgres(url: string, opts: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: opts.max ?? 10, types });
  // An idle connection the server dropped must not take the process down.
  pool.on('error', (e) => console.error('database: idle connection error', e.message));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (e) {
        await client.query('rollback').catch(() => {
          broken = true;
        });
        throw e;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
