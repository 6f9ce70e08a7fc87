// Who is calling a function: verifies the `Authorization: Bearer <access token>` of a signed-in
// user. With SUPABASE_JWT_SECRET configured the token's HS256 signature and expiry are checked
// locally (jose), and then, when the auth server is configured, it is asked too (supabase-js
// `auth.getUser`), which notices a signed-out or deleted user; without a secret only the server is.
import { createClient } from '@supabase/supabase-js';
import { readBearerToken, verifyAccessToken } from './accessToken';
import { wsTransport } from './wsTransport';

export interface VerifiedUser {
  id: string;
  email: string;
  metadata: Record<string, unknown>;
}

export type VerifyEnv = Partial<
  Record<'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'SUPABASE_JWT_SECRET', string | undefined>
>;

export class UnauthorizedError extends Error {
  constructor(message = 'Please sign in first.') {
    super(message);
    this.name = 'UnauthorizedError';
  }
}

export class AuthNotConfiguredError extends Error {
  constructor() {
    super('Sign-in is not configured on the server.');
    this.name = 'AuthNotConfiguredError';
  }
}

/** The user's token from Authorization only (functions/_lib/accessToken.ts), or null. */
export function bearerToken(req: Request): string | null {
  const read = readBearerToken(req.headers);
  return read.ok ? read.token : null;
}

async function verifyWithSecret(token: string, secret: string): Promise<VerifiedUser> {
  const check = await verifyAccessToken(token, secret);
  if (!check.ok) throw new UnauthorizedError('Your session has expired. Please sign in again.');
  const { role, sub, email } = check.claims;
  if (role !== 'authenticated' || typeof sub !== 'string') throw new UnauthorizedError();
  if (typeof email !== 'string' || !email) throw new UnauthorizedError();
  const metadata = (check.claims.user_metadata ?? {}) as Record<string, unknown>;
  return { id: sub, email, metadata };
}

async function verifyWithAuthServer(token: string, env: VerifyEnv): Promise<VerifiedUser> {
  if (!env.SUPABASE_URL || !env.SUPABASE_ANON_KEY) throw new AuthNotConfiguredError();
  const supabase = createClient(env.SUPABASE_URL, env.SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket; realtime is unused here but the client constructs it.
    realtime: { transport: wsTransport },
  });
  const { data, error } = await supabase.auth.getUser(token);
  if (error || !data.user?.email) {
    throw new UnauthorizedError('Your session has expired. Please sign in again.');
  }
  return { id: data.user.id, email: data.user.email, metadata: data.user.user_metadata ?? {} };
}

/** The signed-in caller, or UnauthorizedError (no token, bad signature, expired, unknown user). */
export async function verifyUser(
  req: Request,
  env: VerifyEnv = process.env as VerifyEnv,
): Promise<VerifiedUser> {
  const token = bearerToken(req);
  if (!token) throw new UnauthorizedError();
  const secret = env.SUPABASE_JWT_SECRET?.trim();
  if (!secret) return verifyWithAuthServer(token, env);
  const user = await verifyWithSecret(token, secret);
  // A signed token outlives its session (sign-out, a password change): where the auth server is
  // known, it is asked whether the session still exists, as GoTrue does for /user.
  if (env.SUPABASE_URL && env.SUPABASE_ANON_KEY) await verifyWithAuthServer(token, env);
  return user;
}
