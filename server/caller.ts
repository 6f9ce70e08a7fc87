// Who is calling: the role and JWT claims a request speaks with, from its Authorization bearer
// token (or, as Supabase's gateway does, the apikey header when there is no bearer token).
import type { Claims } from './keys';
import { verifyJwt } from './keys';

export type Role = 'anon' | 'authenticated' | 'service_role';

export type CallerResult =
  | { ok: true; role: Role; claims: Claims; token: string | null }
  | { ok: false; reason: 'expired' | 'invalid' | 'role' };

export function bearerToken(headers: Headers): string | null {
  const auth = headers.get('authorization');
  if (auth) {
    const m = /^bearer\s+(.+)$/i.exec(auth.trim());
    return m ? m[1]!.trim() : auth.trim();
  }
  return headers.get('apikey');
}

export async function resolveCaller(headers: Headers, secret: string): Promise<CallerResult> {
  const token = bearerToken(headers);
  if (!token) return { ok: true, role: 'anon', claims: { role: 'anon' }, token: null };
  const check = await verifyJwt(token, secret);
  if (!check.ok) return check;
  const role = check.claims.role;
  if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role')
    return { ok: false, reason: 'role' };
  return { ok: true, role, claims: check.claims, token };
}
