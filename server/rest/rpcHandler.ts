// /rest/v1/rpc/<function>: GET with arguments in the query string, POST with a JSON object.
import { isRecord } from './body';
import type { RestContext } from './context';
import { RESERVED, json } from './context';
import { restError, unsupported } from './errors';
import { callFunction, findFunction } from './operations';

export async function handleRpc(ctx: RestContext, name: string): Promise<Response> {
  const { method, url } = ctx;
  if (method !== 'GET' && method !== 'POST') throw unsupported(`${ctx.req.method} on /rpc`);
  let args: Record<string, unknown>;
  if (method === 'POST') {
    if (!isRecord(ctx.body))
      throw restError(
        400,
        'PGRST102',
        'Empty or invalid json',
        'RPC arguments must be a JSON object',
      );
    args = ctx.body;
  } else {
    args = Object.fromEntries([...url.searchParams].filter(([k]) => !RESERVED.has(k)));
  }
  const extra = [...url.searchParams.keys()].filter((k) => RESERVED.has(k) && k !== 'apikey');
  if (
    extra.length > 0 ||
    (method === 'POST' && [...url.searchParams.keys()].some((k) => k !== 'apikey'))
  )
    throw unsupported(`query parameters on /rpc (${[...url.searchParams.keys()].join(', ')})`);
  const fn = findFunction(ctx.cache, name, args);
  return await ctx.run(async (tx) => {
    const r = await callFunction(tx, fn, args);
    if (r.void) return json(204, null);
    if (ctx.wantsObject && fn.returnsSet) return ctx.frame(r, 200);
    return json(200, r.body);
  });
}
