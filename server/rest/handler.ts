// /rest/v1: the PostgREST subset Mise uses, over HTTP. The request's context (caller, Prefer,
// Accept, body, one transaction as the caller's role) is built in context.ts; tables and RPCs each
// have their handler; every failure is answered in PostgREST's error shape and status.
import { Hono } from 'hono';
import type { Role } from '../caller';
import { errorResponse, restContext } from './context';
import type { RestContext, RestDeps } from './context';
import { RestError, fromDatabaseError, restError } from './errors';
import { handleRpc } from './rpcHandler';
import { handleTable } from './tableHandler';

export type { RestDeps } from './context';

async function answer(
  req: Request,
  deps: RestDeps,
  path: string,
  handler: (ctx: RestContext) => Promise<Response>,
): Promise<Response> {
  let role: Role = 'anon';
  try {
    const ctx = await restContext(req, deps, path, (r) => (role = r));
    return await handler(ctx);
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
  app.all('/rpc/:fn', (c) => {
    const fn = c.req.param('fn');
    return answer(c.req.raw, deps, `/rpc/${fn}`, (ctx) => handleRpc(ctx, fn));
  });
  app.all('/:table', (c) => {
    const table = c.req.param('table');
    return answer(c.req.raw, deps, `/${table}`, (ctx) => handleTable(ctx, table));
  });
  // As PostgREST: a path that names no table and no function is not found.
  app.all('*', () =>
    errorResponse(
      restError(
        404,
        'PGRST125',
        'Invalid path specified in request URL',
        'The local backend serves /rest/v1/<table> and /rest/v1/rpc/<function>.',
      ),
    ),
  );
  return app;
}
