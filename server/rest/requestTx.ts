// Runs one API request in one transaction as PostgREST does: `set local role`, then the
// request.jwt.claims, request.headers (lower-cased names, as JSON), request.method and request.path
// settings that auth.uid() and the row-level-security policies read. A transaction the server
// cancelled for a deadlock or serialization conflict is run again (retryTransient.ts).
import type { Database, Queryable } from '../db/database';
import { retryTransient } from '../db/retryTransient';
import type { Role } from '../caller';
import type { Claims } from '../keys';

export interface RequestSettings {
  role: Role;
  claims: Claims;
  headers: Headers;
  method: string;
  path: string;
}

export function headersJson(headers: Headers): string {
  const o: Record<string, string> = {};
  headers.forEach((v, k) => {
    o[k.toLowerCase()] = v;
  });
  return JSON.stringify(o);
}

export async function inRequestTx<T>(
  db: Database,
  s: RequestSettings,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return retryTransient(() =>
    db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.headers', $3, true), set_config('request.method', $4, true),
              set_config('request.path', $5, true), set_config('request.jwt.claim.sub', $6, true),
              set_config('request.jwt.claim.role', $1, true)`,
        [
          s.role,
          JSON.stringify(s.claims),
          headersJson(s.headers),
          s.method,
          s.path,
          typeof s.claims.sub === 'string' ? s.claims.sub : '',
        ],
      );
      return fn(tx);
    }),
  );
}
