// Turns parsed PostgREST requests into parameterised SQL. Every identifier is looked up in the
// schema cache first (unknown ones are PostgREST's 42703 / PGRST200 / PGRST204 errors) and then
// quoted; every value travels as a text parameter and is cast to the column's catalog type.
import type { SchemaCache, Table } from '../db/schemaCache';
import { restError } from './errors';
import type { Condition, OrderTerm, SelectItem } from './parse';

export const q = (ident: string) => `"${ident.replace(/"/g, '""')}"`;

/** Collects parameters and hands out their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

export function tableOrThrow(cache: SchemaCache, name: string): Table {
  const t = cache.tables.get(name);
  if (!t)
    throw restError(
      404,
      'PGRST205',
      `Could not find the table 'public.${name}' in the schema cache`,
    );
  return t;
}

export function columnOrThrow(table: Table, name: string) {
  const c = table.columns.get(name);
  if (!c) throw restError(400, '42703', `column ${table.name}.${name} does not exist`);
  return c;
}

const compare: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
};

export function conditionSql(cond: Condition, table: Table, alias: string, p: Params): string {
  if (cond.kind === 'logic') {
    const inner = cond.items.map((c) => conditionSql(c, table, alias, p));
    const joined =
      inner.length === 0 ? 'true' : `(${inner.join(cond.op === 'and' ? ' and ' : ' or ')})`;
    return cond.negate ? `not ${joined}` : joined;
  }
  const col = columnOrThrow(table, cond.column);
  const ref = `${alias}.${q(col.name)}`;
  let sql: string;
  switch (cond.op) {
    case 'in':
      sql = `${ref} = any(${p.add(cond.value)}::text[]::${col.type}[])`;
      break;
    case 'is': {
      const v = String(cond.value).toLowerCase();
      sql = `${ref} is ${v === 'not_null' ? 'not null' : v}`;
      break;
    }
    case 'like':
    case 'ilike':
      sql = `${ref}::text ${cond.op} ${p.add(String(cond.value).replace(/\*/g, '%'))}::text`;
      break;
    default:
      sql = `${ref} ${compare[cond.op]} ${p.add(cond.value)}::text::${col.type}`;
  }
  return cond.negate ? `not (${sql})` : sql;
}

export function whereSql(conds: Condition[], table: Table, alias: string, p: Params): string {
  return conds.length === 0
    ? 'true'
    : conds.map((c) => conditionSql(c, table, alias, p)).join(' and ');
}

export function orderSql(terms: OrderTerm[], table: Table, alias: string): string {
  if (terms.length === 0) return '';
  return (
    ' order by ' +
    terms
      .map((t) => {
        const col = columnOrThrow(table, t.column);
        return `${alias}.${q(col.name)}${t.desc ? ' desc' : ' asc'}${t.nulls ? ` nulls ${t.nulls}` : ''}`;
      })
      .join(', ')
  );
}

interface Join {
  to: Table;
  /** Pairs of (column in the parent, column in the embedded table). */
  pairs: [string, string][];
  toOne: boolean;
}

/** Finds the foreign key between `parent` and the embedded resource, in either direction. */
function findJoin(cache: SchemaCache, parent: Table, name: string, hint?: string): Join {
  const candidates: Join[] = [];
  for (const fk of cache.foreignKeys) {
    if (hint && fk.name !== hint && !(fk.columns.length === 1 && fk.columns[0] === hint)) continue;
    // Many-to-one: the parent holds the key (embed by table name or by the key column's name).
    if (
      fk.table === parent.name &&
      (fk.refTable === name || (fk.columns.length === 1 && fk.columns[0] === name))
    )
      candidates.push({
        to: tableOrThrow(cache, fk.refTable),
        pairs: fk.columns.map((c, i) => [c, fk.refColumns[i]!]),
        toOne: true,
      });
    // One-to-many: the embedded table holds the key.
    if (fk.refTable === parent.name && fk.table === name)
      candidates.push({
        to: tableOrThrow(cache, fk.table),
        pairs: fk.refColumns.map((c, i) => [c, fk.columns[i]!]),
        toOne: false,
      });
  }
  if (candidates.length === 0)
    throw restError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema 'public', but no matches were found.`,
    );
  if (candidates.length > 1)
    throw restError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
      null,
      `Try changing '${name}' to one of the foreign key names with '!'.`,
    );
  return candidates[0]!;
}

export interface SelectContext {
  cache: SchemaCache;
  depth: { n: number };
}

/** The select list for rows of `table` aliased `alias`, plus conditions for `!inner` embeds. */
export function selectListSql(
  items: SelectItem[],
  table: Table,
  alias: string,
  ctx: SelectContext,
): { list: string; innerConds: string[] } {
  const parts: string[] = [];
  const innerConds: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') parts.push(`${alias}.*`);
    else if (item.kind === 'column') {
      const col = columnOrThrow(table, item.name);
      parts.push(
        `${alias}.${q(col.name)}${item.cast ? `::${item.cast}` : ''} as ${q(item.alias ?? col.name)}`,
      );
    } else {
      const join = findJoin(ctx.cache, table, item.name, item.hint);
      const child = `_e${++ctx.depth.n}`;
      const on = join.pairs
        .map(([pc, cc]) => `${child}.${q(cc)} = ${alias}.${q(pc)}`)
        .join(' and ');
      const sub = selectListSql(item.items, join.to, child, ctx);
      const where = [on, ...sub.innerConds].join(' and ');
      const rows = `select ${sub.list} from public.${q(join.to.name)} ${child} where ${where}`;
      const expr = join.toOne
        ? `(select row_to_json(_r) from (${rows}) _r limit 1)`
        : `(select coalesce(json_agg(_r), '[]'::json) from (${rows}) _r)`;
      parts.push(`${expr} as ${q(item.alias ?? item.name)}`);
      if (item.inner)
        innerConds.push(`exists (select 1 from public.${q(join.to.name)} ${child} where ${where})`);
    }
  }
  if (parts.length === 0) parts.push(`${alias}.*`);
  return { list: parts.join(', '), innerConds };
}
