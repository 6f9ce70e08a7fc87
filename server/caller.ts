// Who is calling: the role and JWT claims a request speaks with, read and verified through the one
// token door shared with the functions (functions/_lib/accessToken.ts): the Authorization bearer
// token or, as Supabase's gateway does for REST, the apikey header when there is none.
import { readBearerToken, verifyAccessToken } from '../functions/_lib/accessToken';
import type { Claims } from './keys';

export type Role = 'anon' | 'authenticated' | 'service_role';

export type CallerResult =
  | { ok: true; role: Role; claims: Claims; token: string | null }
  | { ok: false; reason: 'expired' | 'invalid' | 'role' };

export async function resolveCaller(headers: Headers, secret: string): Promise<CallerResult> {
  const read = readBearerToken(headers, { apiKeyFallback: true });
  if (!read.ok) return { ok: false, reason: 'invalid' };
  if (!read.token) return { ok: true, role: 'anon', claims: { role: 'anon' }, token: null };
  const check = await verifyAccessToken(read.token, secret);
  if (!check.ok) return check;
  const role = check.claims.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role')
    return { ok: false, reason: 'role' };
  return { ok: true, role, claims: check.claims, token: read.token };
}
