// What PostgREST calls its schema cache: the tables, columns, foreign keys and functions of the
// exposed schema (public), read from pg_catalog. The REST layer checks every identifier that comes
// from a request against it, so nothing from the URL is spliced into SQL unchecked.
import type { Database } from './database';

export interface Column {
  name: string;
  /** The column's type as SQL (format_type), e.g. `timestamp with time zone`. */
  type: string;
}

export interface Table {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface Fn {
  name: string;
  argNames: string[];
  argTypes: string[];
  /** How many trailing arguments have defaults. */
  defaults: number;
  returnType: string;
  returnsSet: boolean;
  /** Returns a row type (table or composite): answered as objects. */
  returnsRow: boolean;
}

export interface SchemaCache {
  tables: Map<string, Table>;
  foreignKeys: ForeignKey[];
  functions: Map<string, Fn[]>;
}

export async function loadSchemaCache(db: Database, schema = 'public'): Promise<SchemaCache> {
  const cols = await db.query<{ table: string; column: string; type: string }>(
    `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
     order by c.relname, a.attnum`,
    [schema],
  );
  const tables = new Map<string, Table>();
  for (const r of cols.rows) {
    let t = tables.get(r.table);
    if (!t) tables.set(r.table, (t = { name: r.table, columns: new Map(), primaryKey: [] }));
    t.columns.set(r.column, { name: r.column, type: r.type });
  }
  const keys = await db.query<{
    name: string;
    table: string;
    contype: string;
    columns: string[];
    ref_table: string | null;
    ref_columns: string[] | null;
  }>(
    `select con.conname as name, c.relname as table, con.contype::text as contype,
       (select array_agg(a.attname order by k.ord) from unnest(con.conkey) with ordinality k(n, ord)
          join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n) as columns,
       rc.relname as ref_table,
       (select array_agg(a.attname order by k.ord) from unnest(con.confkey) with ordinality k(n, ord)
          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n) as ref_columns
     from pg_constraint con join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     left join pg_class rc on rc.oid = con.confrelid
     left join pg_namespace rn on rn.oid = rc.relnamespace
     where n.nspname = $1 and con.contype in ('p', 'f') and (con.contype = 'p' or rn.nspname = $1)`,
    [schema],
  );
  const foreignKeys: ForeignKey[] = [];
  for (const k of keys.rows) {
    if (k.contype === 'p') {
      const t = tables.get(k.table);
      if (t) t.primaryKey = k.columns;
    } else if (k.ref_table && k.ref_columns) {
      foreignKeys.push({
        name: k.name,
        table: k.table,
        columns: k.columns,
        refTable: k.ref_table,
        refColumns: k.ref_columns,
      });
    }
  }
  const fns = await db.query<{
    name: string;
    arg_names: string[] | null;
    arg_types: string[];
    defaults: number;
    return_type: string;
    returns_set: boolean;
    returns_row: boolean;
  }>(
    `select p.proname as name, p.proargnames as arg_names,
       array(select format_type(t, null) from unnest(p.proargtypes) t) as arg_types,
       p.pronargdefaults::int as defaults, format_type(p.prorettype, null) as return_type,
       p.proretset as returns_set, (rt.typtype = 'c') as returns_row
     from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     join pg_type rt on rt.oid = p.prorettype
     where n.nspname = $1 and p.prokind = 'f' and rt.typname <> 'trigger'`,
    [schema],
  );
  const functions = new Map<string, Fn[]>();
  for (const f of fns.rows) {
    const list = functions.get(f.name) ?? [];
    list.push({
      name: f.name,
      argNames: (f.arg_names ?? []).slice(0, f.arg_types.length),
      argTypes: f.arg_types,
      defaults: f.defaults,
      returnType: f.return_type,
      returnsSet: f.returns_set,
      returnsRow: f.returns_row,
    });
    functions.set(f.name, list);
  }
  return { tables, foreignKeys, functions };
}
