// One door for tokens, shared by the local host (server/caller.ts for REST, server/auth/routes.ts for
// auth) and the functions (verifyUser.ts): how a request's bearer token is read and how a Supabase
// JWT is verified, with the rules Supabase applies.
//
// Reading (GoTrue and PostgREST behind Supabase's gateway):
//   - `Authorization: Bearer <token>`: the scheme in any case, one token, surrounding space ignored.
//   - Any other Authorization value (another scheme, a bare token, "Bearer" alone, two tokens) is
//     malformed: refused, never read as a token and never as "no token".
//   - No Authorization (or an empty one): no token, except where the gateway hands the API key on
//     as the caller's token (REST: the `apikey` header then speaks for the caller, as anon or
//     service_role). Auth endpoints and functions never take the API key for a user's token.
// Verifying: HS256 only (no `none`, no other algorithm, whatever the header says), signed with the
// project's JWT secret, an `exp` claim required and in the future (and `nbf`, if present, passed),
// and a `role` claim that is a string.
import { errors, jwtVerify } from 'jose';

export type BearerRead =
  | { ok: true; token: string | null; from: 'authorization' | 'apikey' | 'none' }
  | { ok: false; reason: 'malformed' };

export interface ReadOptions {
  /** Take the `apikey` header when there is no Authorization (Supabase's REST gateway). */
  apiKeyFallback?: boolean;
}

export function readBearerToken(headers: Headers, opts: ReadOptions = {}): BearerRead {
  const auth = headers.get('authorization')?.trim() ?? '';
  if (auth !== '') {
    const m = /^bearer[ \t]+([^\s]+)$/i.exec(auth);
    return m
      ? { ok: true, token: m[1]!, from: 'authorization' }
      : { ok: false, reason: 'malformed' };
  }
  const key = opts.apiKeyFallback ? headers.get('apikey')?.trim() : undefined;
  return key ? { ok: true, token: key, from: 'apikey' } : { ok: true, token: null, from: 'none' };
}

export type TokenClaims = Record<string, unknown> & {
  role: string;
  sub?: string;
  exp: number;
  session_id?: string;
  email?: string;
};

export type TokenCheck =
  { ok: true; claims: TokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyAccessToken(token: string, secret: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
    });
    if (typeof payload.role !== 'string' || payload.role === '')
      return { ok: false, reason: 'invalid' };
    return { ok: true, claims: payload as TokenClaims };
  } catch (e) {
    return { ok: false, reason: e instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
