// /rest/v1: the PostgREST subset Mise uses, over HTTP. Parses the request (JWT, Prefer, Accept,
// query string, JSON body), runs the operation in one transaction as the caller's role, and frames
// the answer as PostgREST does (status codes, Content-Range, object responses, error shape).
import { Hono } from 'hono';
import type { Database } from '../db/database';
import type { SchemaCache } from '../db/schemaCache';
import { resolveCaller } from '../caller';
import type { Role } from '../caller';
import { tableOrThrow } from './buildSql';
import { RestError, fromDatabaseError, parseError, restError, unsupported } from './errors';
import {
  callFunction,
  deleteRows,
  findFunction,
  insertRows,
  readRows,
  updateRows,
} from './operations';
import type { OpResult } from './operations';
import {
  parseFilterParam,
  parseNonNegativeInt,
  parseOrder,
  parseSelect,
  splitTopLevel,
} from './parse';
import type { Condition } from './parse';
import { parsePrefer } from './prefer';
import { inRequestTx } from './requestTx';

export interface RestDeps {
  db: Database;
  schema: () => SchemaCache;
  secret: string;
  maxBodyBytes: number;
}

const reserved = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'apikey',
]);
const objectType = 'application/vnd.pgrst.object+json';

/** Answered from inside the transaction after rolling it back (tx=rollback, PGRST116 on writes). */
class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback');
  }
}

const json = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers:
      body === null ? headers : { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

function errorResponse(e: RestError): Response {
  return json(e.status, JSON.stringify(e.body), e.headers);
}

async function readJsonBody(req: Request, max: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? '0');
  if (declared > max) throw tooLarge(max);
  const buf = await req.arrayBuffer();
  if (buf.byteLength > max) throw tooLarge(max);
  const text = new TextDecoder().decode(buf);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw restError(
      400,
      'PGRST102',
      'Empty or invalid json',
      text.length > 0 ? 'the request body is not valid JSON' : 'the request body is empty',
    );
  }
}

const tooLarge = (max: number) =>
  restError(
    413,
    'PGRST413',
    'Payload too large',
    `The request body exceeds the limit of ${max} bytes.`,
  );

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function jwtError(reason: 'expired' | 'invalid' | 'role'): RestError {
  const [code, message] =
    reason === 'expired'
      ? ['PGRST303', 'JWT expired']
      : reason === 'role'
        ? ['PGRST301', 'JWT role is not one of anon, authenticated, service_role']
        : ['PGRST301', 'JWSError JWSInvalidSignature'];
  return new RestError(
    401,
    { code, message, details: null, hint: null },
    {
      'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
    },
  );
}

function parseQuery(url: URL) {
  const filters: Condition[] = [];
  for (const [k, v] of url.searchParams) if (!reserved.has(k)) filters.push(parseFilterParam(k, v));
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

async function handle(
  req: Request,
  deps: RestDeps,
  kind: 'table' | 'rpc',
  name: string,
): Promise<Response> {
  let role: Role = 'anon';
  try {
    const caller = await resolveCaller(req.headers, deps.secret);
    if (!caller.ok) throw jwtError(caller.reason);
    role = caller.role;
    for (const h of ['accept-profile', 'content-profile']) {
      const v = req.headers.get(h);
      if (v && v !== 'public')
        throw restError(406, 'PGRST106', 'The schema must be one of the following: public', null);
    }
    const accept = req.headers.get('accept') ?? '';
    if (accept.includes('text/csv') || accept.includes('vnd.pgrst.plan'))
      throw unsupported(`Accept: ${accept}`);
    const wantsObject = accept.includes(objectType);
    const url = new URL(req.url);
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const prefs = parsePrefer(req.headers.get('prefer'));
    const path = `/${kind === 'rpc' ? `rpc/${name}` : name}`;
    const settings = { role, claims: caller.claims, headers: req.headers, method, path };
    const cache = deps.schema();

    let body: unknown;
    if (method === 'POST' || method === 'PATCH' || method === 'PUT')
      body = await readJsonBody(req, deps.maxBodyBytes);

    const run = (op: (tx: Parameters<Parameters<typeof inRequestTx>[2]>[0]) => Promise<Response>) =>
      inRequestTx(deps.db, settings, async (tx) => {
        const res = await op(tx);
        if (prefs.rollback || res.status === 406) throw new Rollback(res);
        return res;
      }).catch((e: unknown) => {
        if (e instanceof Rollback) return e.response;
        throw e;
      });

    const frame = (
      r: OpResult,
      okStatus: number,
      headers: Record<string, string> = {},
    ): Response => {
      if (wantsObject && r.body !== null) {
        if (r.rows !== 1)
          return json(
            406,
            JSON.stringify({
              code: 'PGRST116',
              message: 'JSON object requested, multiple (or no) rows returned',
              details: `The result contains ${r.rows} rows`,
              hint: null,
            }),
          );
        const one = JSON.stringify((JSON.parse(r.body) as unknown[])[0]);
        return json(okStatus, one, { ...headers, 'content-type': `${objectType}; charset=utf-8` });
      }
      if (r.body === null) return json(okStatus === 200 ? 204 : okStatus, null, headers);
      return json(okStatus, r.body, headers);
    };

    if (kind === 'rpc') {
      if (method !== 'GET' && method !== 'POST') throw unsupported(`${req.method} on /rpc`);
      let args: Record<string, unknown>;
      if (method === 'POST') {
        if (!isRecord(body))
          throw restError(
            400,
            'PGRST102',
            'Empty or invalid json',
            'RPC arguments must be a JSON object',
          );
        args = body;
      } else {
        args = Object.fromEntries([...url.searchParams].filter(([k]) => !reserved.has(k)));
      }
      const extra = [...url.searchParams.keys()].filter((k) => reserved.has(k) && k !== 'apikey');
      if (
        extra.length > 0 ||
        (method === 'POST' && [...url.searchParams.keys()].some((k) => k !== 'apikey'))
      )
        throw unsupported(`query parameters on /rpc (${[...url.searchParams.keys()].join(', ')})`);
      const fn = findFunction(cache, name, args);
      return await run(async (tx) => {
        const r = await callFunction(tx, fn, args);
        if (r.void) return json(204, null);
        if (wantsObject && fn.returnsSet) return frame(r, 200);
        return json(200, r.body);
      });
    }

    const table = tableOrThrow(cache, name);
    const qy = parseQuery(url);
    const representation = prefs.return === 'representation' ? qy.select : null;
    const countHeader = (r: OpResult) =>
      prefs.count ? { 'content-range': `*/${r.total ?? r.rows}` } : ({} as Record<string, string>);

    switch (method) {
      case 'GET': {
        const page = applyRange(req, qy.limit, qy.offset);
        return await run(async (tx) => {
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
          return frame(r, partial ? 206 : 200, { 'content-range': `${range}/${r.total ?? '*'}` });
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
        return await run(async (tx) => {
          const r = await insertRows(tx, cache, {
            table,
            rows,
            ...(qy.columns ? { columns: qy.columns } : {}),
            missingDefault: prefs.missing === 'default',
            ...(prefs.resolution ? { resolution: prefs.resolution } : {}),
            ...(qy.onConflict ? { onConflict: qy.onConflict } : {}),
            representation,
          });
          return frame(r, 201, countHeader(r));
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
        return await run(async (tx) => {
          const r = await updateRows(tx, cache, {
            table,
            patch: body as Record<string, unknown>,
            filters: qy.filters,
            representation,
          });
          return frame(r, 200, countHeader(r));
        });
      }
      case 'DELETE': {
        if (qy.limit !== undefined || qy.order.length > 0)
          throw unsupported('limit or order on delete');
        return await run(async (tx) => {
          const r = await deleteRows(tx, cache, { table, filters: qy.filters, representation });
          return frame(r, 200, countHeader(r));
        });
      }
      default:
        throw unsupported(`${req.method} on a table`);
    }
  } catch (e) {
    if (e instanceof RestError) return errorResponse(e);
    if (
      e &&
      typeof e === 'object' &&
      'code' in e &&
      typeof (e as { code: unknown }).code === 'string'
    )
      return errorResponse(fromDatabaseError(e, role));
    console.error('rest: unexpected error', e);
    return errorResponse(restError(500, 'PGRST000', e instanceof Error ? e.message : String(e)));
  }
}

export function restRoutes(deps: RestDeps): Hono {
  const app = new Hono();
  app.all('/rpc/:fn', (c) => handle(c.req.raw, deps, 'rpc', c.req.param('fn')));
  app.all('/:table', (c) => handle(c.req.raw, deps, 'table', c.req.param('table')));
  app.all('*', () => errorResponse(c404()));
  return app;
}

const c404 = () =>
  parseError(
    'unsupported path: the local backend serves /rest/v1/<table> and /rest/v1/rpc/<function>',
  );
