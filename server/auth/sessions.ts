// GoTrue's users and sessions on auth.users / auth.sessions / auth.refresh_tokens: the user object
// clients see, session issue, and rotating refresh tokens (a used token is revoked and replaced;
// reusing a revoked one, past a short grace interval for concurrent tabs, ends the whole session).
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { signJwt } from '../keys';

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface AuthConfig {
  db: Database;
  secret: string;
  /** Base URL of the server, for the token issuer. */
  url: () => string;
  /** Seconds, or a function read at each token (see BackendOptions.accessTokenTtl). */
  accessTokenTtl: number | (() => number);
  refreshReuseInterval: number;
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function userJson(u: UserRow) {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: '',
    confirmed_at: iso(u.email_confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: [],
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    is_anonymous: false,
  };
}

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newRefreshToken = () => randomBytes(18).toString('base64url');

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>('select * from auth.users where lower(email) = lower($1)', [
    email,
  ]);
  return r.rows[0];
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const r = await db.query<UserRow>('select * from auth.users where id = $1', [id]);
  return r.rows[0];
}

function tokenTtl(cfg: AuthConfig): number {
  return typeof cfg.accessTokenTtl === 'function' ? cfg.accessTokenTtl() : cfg.accessTokenTtl;
}

export async function accessToken(cfg: AuthConfig, u: UserRow, sessionId: string, method: string) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + tokenTtl(cfg);
  const token = await signJwt(
    {
      aud: 'authenticated',
      exp,
      iat: now,
      iss: `${cfg.url()}/auth/v1`,
      sub: u.id,
      email: u.email,
      phone: '',
      app_metadata: u.raw_app_meta_data,
      user_metadata: u.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    cfg.secret,
  );
  return { token, exp };
}

async function sessionBody(
  cfg: AuthConfig,
  u: UserRow,
  sessionId: string,
  refresh: string,
  method: string,
) {
  const { token, exp } = await accessToken(cfg, u, sessionId, method);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: tokenTtl(cfg),
    expires_at: exp,
    refresh_token: refresh,
    user: userJson(u),
  };
}

export type SessionBody = Awaited<ReturnType<typeof sessionBody>>;

/** Starts a new session for the user (sign-in, sign-up, recovery). */
export async function issueSession(
  cfg: AuthConfig,
  u: UserRow,
  method: string,
): Promise<SessionBody> {
  const refresh = newRefreshToken();
  const sessionId = await cfg.db.transaction(async (tx) => {
    const s = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [u.id],
    );
    const id = s.rows[0]!.id;
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
      [refresh, u.id, id],
    );
    await tx.query('update auth.users set last_sign_in_at = now() where id = $1', [u.id]);
    return id;
  });
  const fresh = (await findUserById(cfg.db, u.id)) ?? u;
  return sessionBody(cfg, fresh, sessionId, refresh, method);
}

export type RefreshOutcome =
  | { ok: true; session: SessionBody }
  | { ok: false; code: 'refresh_token_not_found' | 'refresh_token_already_used' };

export async function refreshSession(cfg: AuthConfig, token: string): Promise<RefreshOutcome> {
  const outcome = await cfg.db.transaction(async (tx) => {
    // `for update`: two tabs refreshing the same token at once on a PostgreSQL server take turns,
    // so the second sees the token revoked and gets its child, instead of both rotating it.
    const r = await tx.query<{
      token: string;
      user_id: string;
      session_id: string;
      revoked: boolean;
      age: number;
    }>(
      `select token, user_id, session_id, revoked,
         extract(epoch from now() - updated_at)::float8 as age
       from auth.refresh_tokens where token = $1
       for update`,
      [token],
    );
    const row = r.rows[0];
    if (!row) return { ok: false as const, code: 'refresh_token_not_found' as const };
    if (row.revoked) {
      const child = await tx.query<{ token: string }>(
        'select token from auth.refresh_tokens where parent = $1 and not revoked',
        [row.token],
      );
      if (child.rows[0] && row.age <= cfg.refreshReuseInterval)
        return {
          ok: true as const,
          userId: row.user_id,
          sessionId: row.session_id,
          refresh: child.rows[0].token,
        };
      // Reuse outside the grace interval: treat the session as stolen and end it.
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { ok: false as const, code: 'refresh_token_already_used' as const };
    }
    const refresh = newRefreshToken();
    await tx.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
      [row.token],
    );
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [refresh, row.user_id, row.session_id, row.token],
    );
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
    return { ok: true as const, userId: row.user_id, sessionId: row.session_id, refresh };
  });
  if (!outcome.ok) return outcome;
  const u = await findUserById(cfg.db, outcome.userId);
  if (!u) return { ok: false, code: 'refresh_token_not_found' };
  return {
    ok: true,
    session: await sessionBody(cfg, u, outcome.sessionId, outcome.refresh, 'token_refresh'),
  };
}

export async function sessionExists(db: Database, id: string): Promise<boolean> {
  const r = await db.query('select 1 from auth.sessions where id = $1', [id]);
  return r.rows.length > 0;
}
