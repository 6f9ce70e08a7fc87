// The SQL of each REST operation (read, insert/upsert, update, delete, rpc), run inside the
// request's transaction. Each returns the JSON body (as text) and row counts; HTTP framing is done
// by handler.ts.
import type { Queryable } from '../db/database';
import type { Fn, SchemaCache, Table } from '../db/schemaCache';
import { Params, columnOrThrow, orderSql, q, selectListSql, whereSql } from './buildSql';
import { parseError, restError, unsupported } from './errors';
import type { Condition, OrderTerm, SelectItem } from './parse';

export interface ReadSpec {
  table: Table;
  select: SelectItem[];
  filters: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  count: boolean;
}

export interface OpResult {
  body: string | null;
  rows: number;
  total: number | null;
}

const alias = '_t0';

export async function readRows(tx: Queryable, cache: SchemaCache, s: ReadSpec): Promise<OpResult> {
  const p = new Params();
  const sel = selectListSql(s.select, s.table, alias, { cache, depth: { n: 0 } });
  const where = [whereSql(s.filters, s.table, alias, p), ...sel.innerConds].join(' and ');
  let page = '';
  if (s.limit !== undefined) page += ` limit ${p.add(String(s.limit))}::bigint`;
  if (s.offset !== undefined) page += ` offset ${p.add(String(s.offset))}::bigint`;
  const from = `from public.${q(s.table.name)} ${alias} where ${where}`;
  const rowsSql = `select ${sel.list} ${from}${orderSql(s.order, s.table, alias)}${page}`;
  const countSql = s.count ? `(select count(*) ${from})` : 'null';
  const res = await tx.query<{ body: string; n: number; total: number | null }>(
    `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n,
       ${countSql}::int as total from (${rowsSql}) _r`,
    p.values,
  );
  const r = res.rows[0]!;
  return { body: r.body, rows: r.n, total: r.total };
}

/** Runs a data-modifying statement; with `returning`, answers the rows through the select list. */
async function mutate(
  tx: Queryable,
  cache: SchemaCache,
  table: Table,
  stmt: string,
  p: Params,
  representation: SelectItem[] | null,
): Promise<OpResult> {
  if (!representation) {
    const res = await tx.query(stmt, p.values);
    return { body: null, rows: res.affectedRows ?? 0, total: res.affectedRows ?? 0 };
  }
  const sel = selectListSql(representation, table, alias, { cache, depth: { n: 0 } });
  const res = await tx.query<{ body: string; n: number }>(
    `with ${alias} as (${stmt} returning ${alias}.*)
     select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n
     from (select ${sel.list} from ${alias}) _r`,
    p.values,
  );
  const r = res.rows[0]!;
  return { body: r.body, rows: r.n, total: r.n };
}

function checkPayloadColumn(table: Table, name: string) {
  if (!table.columns.has(name))
    throw restError(
      400,
      'PGRST204',
      `Could not find the '${name}' column of '${table.name}' in the schema cache`,
    );
}

export interface InsertSpec {
  table: Table;
  rows: Record<string, unknown>[];
  columns?: string[];
  missingDefault: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  onConflict?: string[];
  representation: SelectItem[] | null;
}

export async function insertRows(
  tx: Queryable,
  cache: SchemaCache,
  s: InsertSpec,
): Promise<OpResult> {
  const { table } = s;
  for (const c of s.columns ?? []) checkPayloadColumn(table, c);
  // Groups of consecutive rows inserted with one column list. With `missing=default` each group
  // names only the keys its rows carry, so the others take their column defaults.
  const groups: { cols: string[]; rows: Record<string, unknown>[] }[] = [];
  const allowed = s.columns ? new Set(s.columns) : null;
  const keysOf = (r: Record<string, unknown>) =>
    Object.keys(r).filter((k) => !allowed || allowed.has(k));
  if (s.missingDefault) {
    for (const r of s.rows) {
      const last = groups[groups.length - 1];
      const keys = keysOf(r);
      if (last && last.cols.join(',') === keys.join(',')) last.rows.push(r);
      else groups.push({ cols: keys, rows: [r] });
    }
  } else {
    const cols = s.columns ?? [...new Set(s.rows.flatMap((r) => Object.keys(r)))];
    groups.push({ cols, rows: s.rows });
  }
  let conflict = '';
  if (s.resolution) {
    const target = s.onConflict ?? table.primaryKey;
    for (const c of target) columnOrThrow(table, c);
    if (target.length === 0) throw unsupported(`upsert on '${table.name}' without on_conflict`);
    conflict = ` on conflict (${target.map(q).join(', ')})`;
    if (s.resolution === 'ignore-duplicates') conflict += ' do nothing';
  }
  const out: OpResult = { body: s.representation ? '[]' : null, rows: 0, total: 0 };
  const bodies: unknown[] = [];
  for (const g of groups) {
    for (const c of g.cols) checkPayloadColumn(table, c);
    const p = new Params();
    let stmt: string;
    if (g.cols.length === 0) {
      stmt = `insert into public.${q(table.name)} as ${alias} default values`;
      if (g.rows.length !== 1) {
        // One statement per row of defaults.
        for (let i = 1; i < g.rows.length; i++) await tx.query(stmt);
      }
    } else {
      const cols = g.cols.map(q).join(', ');
      stmt =
        `insert into public.${q(table.name)} as ${alias} (${cols}) select ${cols} ` +
        `from json_populate_recordset(null::public.${q(table.name)}, ${p.add(JSON.stringify(g.rows))}::json) _j`;
      if (s.resolution === 'merge-duplicates') {
        const target = new Set(s.onConflict ?? table.primaryKey);
        const set = g.cols.filter((c) => !target.has(c));
        const assign = (set.length > 0 ? set : [...target]).map(
          (c) => `${q(c)} = excluded.${q(c)}`,
        );
        stmt += `${conflict} do update set ${assign.join(', ')}`;
      } else stmt += conflict;
    }
    const r = await mutate(tx, cache, table, stmt, p, s.representation);
    out.rows += r.rows;
    out.total = (out.total ?? 0) + (r.total ?? 0);
    if (r.body) bodies.push(...(JSON.parse(r.body) as unknown[]));
  }
  if (s.representation) out.body = JSON.stringify(bodies);
  return out;
}

export interface UpdateSpec {
  table: Table;
  patch: Record<string, unknown>;
  filters: Condition[];
  representation: SelectItem[] | null;
}

export async function updateRows(
  tx: Queryable,
  cache: SchemaCache,
  s: UpdateSpec,
): Promise<OpResult> {
  const cols = Object.keys(s.patch);
  for (const c of cols) checkPayloadColumn(s.table, c);
  if (cols.length === 0) return { body: s.representation ? '[]' : null, rows: 0, total: 0 };
  const p = new Params();
  const set = cols.map((c) => `${q(c)} = _j.${q(c)}`).join(', ');
  const json = p.add(JSON.stringify(s.patch));
  const where = whereSql(s.filters, s.table, alias, p);
  const stmt =
    `update public.${q(s.table.name)} as ${alias} set ${set} ` +
    `from json_populate_record(null::public.${q(s.table.name)}, ${json}::json) _j where ${where}`;
  return mutate(tx, cache, s.table, stmt, p, s.representation);
}

export async function deleteRows(
  tx: Queryable,
  cache: SchemaCache,
  s: { table: Table; filters: Condition[]; representation: SelectItem[] | null },
): Promise<OpResult> {
  const p = new Params();
  const where = whereSql(s.filters, s.table, alias, p);
  return mutate(
    tx,
    cache,
    s.table,
    `delete from public.${q(s.table.name)} as ${alias} where ${where}`,
    p,
    s.representation,
  );
}

export function findFunction(cache: SchemaCache, name: string, args: Record<string, unknown>): Fn {
  const keys = Object.keys(args);
  const match = (cache.functions.get(name) ?? []).find((f) => {
    const required = f.argNames.slice(0, f.argNames.length - f.defaults);
    return keys.every((k) => f.argNames.includes(k)) && required.every((k) => keys.includes(k));
  });
  if (!match) {
    const sig = keys.sort().join(', ');
    throw restError(
      404,
      'PGRST202',
      `Could not find the function public.${name}${keys.length ? `(${sig})` : ' without parameters'} in the schema cache`,
      `Searched for the function public.${name} with ${keys.length ? `parameters ${sig}` : 'no parameters'}, but no matches were found in the schema cache.`,
    );
  }
  return match;
}

export async function callFunction(
  tx: Queryable,
  fn: Fn,
  args: Record<string, unknown>,
): Promise<OpResult & { void: boolean }> {
  const p = new Params();
  const names = Object.keys(args);
  for (const n of names)
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(n)) throw parseError(`bad argument name "${n}"`);
  const call = `public.${q(fn.name)}(${names.map((n) => `${q(n)} := _a.${q(n)}`).join(', ')})`;
  const from =
    names.length === 0
      ? ''
      : ` from json_to_record(${p.add(JSON.stringify(args))}::json) as _a(${names
          .map((n) => `${q(n)} ${fn.argTypes[fn.argNames.indexOf(n)]}`)
          .join(', ')})`;
  if (fn.returnType === 'void') {
    await tx.query(`select ${call}${from}`, p.values);
    return { body: null, rows: 0, total: null, void: true };
  }
  const expr = fn.returnsSet
    ? `(select coalesce(json_agg(_r), '[]'::json) from ${call} _r)`
    : fn.returnsRow
      ? `(select row_to_json(_r) from ${call} _r)`
      : `to_json(${call})`;
  const res = await tx.query<{ body: string }>(`select ${expr}::text as body${from}`, p.values);
  const body = res.rows[0]?.body ?? 'null';
  return {
    body,
    rows: fn.returnsSet ? (JSON.parse(body) as unknown[]).length : 1,
    total: null,
    void: false,
  };
}
