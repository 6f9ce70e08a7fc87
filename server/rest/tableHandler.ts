// /rest/v1/<table>: select (GET/HEAD, with Range paging and counts), insert and upsert (POST),
// update (PATCH) and delete (DELETE), as PostgREST frames them.
import { isRecord } from './body';
import { tableOrThrow } from './buildSql';
import type { RestContext } from './context';
import { RESERVED } from './context';
import { restError, unsupported } from './errors';
import { deleteRows, insertRows, readRows, updateRows } from './operations';
import type { OpResult } from './operations';
import {
  parseFilterParam,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  splitTopLevel,
} from './parse';
import type { Condition } from './parse';

function parseQuery(url: URL) {
  const filters: Condition[] = [];
  for (const [k, v] of url.searchParams) if (!RESERVED.has(k)) filters.push(parseFilterParam(k, v));
  const get = (k: string) => url.searchParams.get(k) ?? undefined;
  const select = parseSelect(get('select') ?? '*');
  const order = get('order') ? parseOrder(get('order')!) : [];
  const limit =
    get('limit') !== undefined ? parseNonNegativeInt(get('limit')!, 'limit') : undefined;
  const offset =
    get('offset') !== undefined ? parseNonNegativeInt(get('offset')!, 'offset') : undefined;
  const names = (k: string) =>
    get(k) === undefined
      ? undefined
      : splitTopLevel(get(k)!).map((s) => s.trim().replace(/^"(.*)"$/, '$1'));
  return {
    filters,
    select,
    order,
    limit,
    offset,
    columns: names('columns'),
    onConflict: names('on_conflict'),
  };
}

/** Applies a `Range: 0-9` request header to limit/offset (PostgREST's older paging). */
function applyRange(req: Request, limit?: number, offset?: number) {
  const m = /^(?:items=)?(\d+)-(\d*)$/.exec(req.headers.get('range') ?? '');
  if (!m) return { limit, offset };
  const from = Number(m[1]);
  const to = m[2] === '' ? undefined : Number(m[2]);
  if (to !== undefined && to < from)
    throw restError(416, 'PGRST103', 'Requested range not satisfiable');
  const rangeLimit = to === undefined ? undefined : to - from + 1;
  return {
    offset: (offset ?? 0) + from,
    limit:
      limit === undefined
        ? rangeLimit
        : rangeLimit === undefined
          ? limit
          : Math.min(limit, rangeLimit),
  };
}

export async function handleTable(ctx: RestContext, name: string): Promise<Response> {
  const { cache, prefs, body } = ctx;
  const table = tableOrThrow(cache, name);
  const qy = parseQuery(ctx.url);
  const representation = prefs.return === 'representation' ? qy.select : null;
  const countHeader = (r: OpResult) =>
    prefs.count ? { 'content-range': `*/${r.total ?? r.rows}` } : ({} as Record<string, string>);

  switch (ctx.method) {
    case 'GET': {
      const page = applyRange(ctx.req, qy.limit, qy.offset);
      return await ctx.run(async (tx) => {
        const r = await readRows(tx, cache, {
          table,
          select: qy.select,
          filters: qy.filters,
          order: qy.order,
          ...(page.limit !== undefined ? { limit: page.limit } : {}),
          ...(page.offset !== undefined ? { offset: page.offset } : {}),
          count: prefs.count !== undefined,
        });
        const start = page.offset ?? 0;
        const range = r.rows === 0 ? '*' : `${start}-${start + r.rows - 1}`;
        const partial = r.total !== null && r.rows < r.total;
        return ctx.frame(r, partial ? 206 : 200, {
          'content-range': `${range}/${r.total ?? '*'}`,
        });
      });
    }
    case 'POST': {
      const rows = Array.isArray(body) ? body : [body];
      if (!rows.every(isRecord))
        throw restError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'Insert payload must be a JSON object or an array of objects',
        );
      if (qy.filters.length > 0) throw unsupported('filters on insert');
      return await ctx.run(async (tx) => {
        const r = await insertRows(tx, cache, {
          table,
          rows,
          ...(qy.columns ? { columns: qy.columns } : {}),
          missingDefault: prefs.missing === 'default',
          ...(prefs.resolution ? { resolution: prefs.resolution } : {}),
          ...(qy.onConflict ? { onConflict: qy.onConflict } : {}),
          representation,
        });
        return ctx.frame(r, 201, countHeader(r));
      });
    }
    case 'PATCH': {
      if (!isRecord(body))
        throw restError(
          400,
          'PGRST102',
          'Empty or invalid json',
          'Update payload must be a JSON object',
        );
      if (qy.limit !== undefined || qy.order.length > 0)
        throw unsupported('limit or order on update');
      return await ctx.run(async (tx) => {
        const r = await updateRows(tx, cache, {
          table,
          patch: body,
          filters: qy.filters,
          representation,
        });
        return ctx.frame(r, 200, countHeader(r));
      });
    }
    case 'DELETE': {
      if (qy.limit !== undefined || qy.order.length > 0)
        throw unsupported('limit or order on delete');
      return await ctx.run(async (tx) => {
        const r = await deleteRows(tx, cache, { table, filters: qy.filters, representation });
        return ctx.frame(r, 200, countHeader(r));
      });
    }
    default:
      throw unsupported(`${ctx.req.method} on a table`);
  }
}
