// The data directory's JWT secret (made on first start, kept in `<dataDir>/jwt-secret`, never in the
// repository) and the HS256 tokens signed with it: the anon and service_role API keys and the
// access tokens of signed-in users, as Supabase issues them.
import { SignJWT } from 'jose';
import { verifyAccessToken } from '../functions/_lib/accessToken';
import type { TokenCheck } from '../functions/_lib/accessToken';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadOrCreateJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(secret));
}

/** The two API keys of a project: long-lived JWTs naming a role, as in a Supabase project. */
export async function apiKeys(
  secret: string,
): Promise<{ anonKey: string; serviceRoleKey: string }> {
  const iat = 1_700_000_000;
  const exp = iat + 20 * 365 * 24 * 3600;
  return {
    anonKey: await signJwt({ iss: 'supabase', ref: 'local', role: 'anon', iat, exp }, secret),
    serviceRoleKey: await signJwt(
      { iss: 'supabase', ref: 'local', role: 'service_role', iat, exp },
      secret,
    ),
  };
}

export type JwtCheck = TokenCheck;

/** Verifies a token by the one door's rules (functions/_lib/accessToken.ts). */
export const verifyJwt = (token: string, secret: string): Promise<JwtCheck> =>
  verifyAccessToken(token, secret);
