// What the server needs of a database, whichever engine is below it: PGlite in this process
// (pgliteDatabase.ts) or a PostgreSQL server through a connection pool (postgresDatabase.ts).
// Everything above (migrations, seed, auth, REST) is written against this and runs the same SQL.

export interface QueryResult<T> {
  rows: T[];
  /** Rows a data-modifying statement touched (0 for a select). */
  affectedRows: number;
}

export interface Queryable {
  /** One statement with $1… parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** A script of statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction on one connection: commit on return, rollback on throw. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
