// What every /rest/v1 request needs before its handler runs: the caller (JWT → role and claims),
// the schema profile and Accept checks, the Prefer header, the body, and a runner for the work in
// one transaction as the caller's role, with PostgREST's framing of the answer.
import type { Database } from '../db/database';
import type { SchemaCache } from '../db/schemaCache';
import { resolveCaller } from '../caller';
import type { Role } from '../caller';
import { readJsonBody } from './body';
import { RestError, restError, unsupported } from './errors';
import type { OpResult } from './operations';
import { parsePrefer } from './prefer';
import { inRequestTx } from './requestTx';

export interface RestDeps {
  db: Database;
  schema: () => SchemaCache;
  secret: string;
  maxBodyBytes: number;
}

export const OBJECT_TYPE = 'application/vnd.pgrst.object+json';

/** Query parameters that are not filters. */
export const RESERVED = new Set([
  'select',
  'order',
  'limit',
  'offset',
  'columns',
  'on_conflict',
  'apikey',
]);

export const json = (status: number, body: string | null, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers:
      body === null ? headers : { 'content-type': 'application/json; charset=utf-8', ...headers },
  });

export function errorResponse(e: RestError): Response {
  return json(e.status, JSON.stringify(e.body), e.headers);
}

/** Answered from inside the transaction after rolling it back (tx=rollback, PGRST116 on writes). */
class Rollback extends Error {
  constructor(readonly response: Response) {
    super('rollback');
  }
}

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

type Tx = Parameters<Parameters<typeof inRequestTx>[2]>[0];

export interface RestContext {
  req: Request;
  url: URL;
  /** HEAD is read as GET. */
  method: string;
  role: Role;
  prefs: ReturnType<typeof parsePrefer>;
  wantsObject: boolean;
  cache: SchemaCache;
  /** The parsed JSON body of POST, PATCH and PUT. */
  body: unknown;
  /** Runs `op` in one transaction as the caller (rolled back for tx=rollback and 406). */
  run(op: (tx: Tx) => Promise<Response>): Promise<Response>;
  /** An operation's rows as PostgREST answers them (object responses, 204 for no body). */
  frame(r: OpResult, okStatus: number, headers?: Record<string, string>): Response;
}

/** The caller's role, known as soon as the JWT is read (for mapping database errors). */
export async function restContext(
  req: Request,
  deps: RestDeps,
  path: string,
  onRole: (role: Role) => void,
): Promise<RestContext> {
  const caller = await resolveCaller(req.headers, deps.secret);
  if (!caller.ok) throw jwtError(caller.reason);
  onRole(caller.role);
  for (const h of ['accept-profile', 'content-profile']) {
    const v = req.headers.get(h);
    if (v && v !== 'public')
      throw restError(406, 'PGRST106', 'The schema must be one of the following: public', null);
  }
  const accept = req.headers.get('accept') ?? '';
  if (accept.includes('text/csv') || accept.includes('vnd.pgrst.plan'))
    throw unsupported(`Accept: ${accept}`);
  const wantsObject = accept.includes(OBJECT_TYPE);
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const prefs = parsePrefer(req.headers.get('prefer'));
  const settings = { role: caller.role, claims: caller.claims, headers: req.headers, method, path };
  const body =
    method === 'POST' || method === 'PATCH' || method === 'PUT'
      ? await readJsonBody(req, deps.maxBodyBytes)
      : undefined;

  return {
    req,
    url: new URL(req.url),
    method,
    role: caller.role,
    prefs,
    wantsObject,
    cache: deps.schema(),
    body,
    run: (op) =>
      inRequestTx(deps.db, settings, async (tx) => {
        const res = await op(tx);
        if (prefs.rollback || res.status === 406) throw new Rollback(res);
        return res;
      }).catch((e: unknown) => {
        if (e instanceof Rollback) return e.response;
        throw e;
      }),
    frame(r, okStatus, headers = {}) {
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
        return json(okStatus, one, { ...headers, 'content-type': `${OBJECT_TYPE}; charset=utf-8` });
      }
      if (r.body === null) return json(okStatus === 200 ? 204 : okStatus, null, headers);
      return json(okStatus, r.body, headers);
    },
  };
}
