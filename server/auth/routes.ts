// /auth/v1: the GoTrue subset supabase-js 2.x sends for this app (sign-up with metadata, password
// and refresh-token grants, logout, get/update user, password recovery by mail and its verify
// link), with GoTrue's error shape {code, error_code, msg} and status codes. Local sign-ups are
// confirmed at once, as with GoTrue's autoconfirm, so sign-up answers with a session.
import bcrypt from 'bcryptjs';
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { readBearerToken } from '../../functions/_lib/accessToken';
import { verifyJwt } from '../keys';
import type { Claims } from '../keys';
import { EMAIL_FORMAT_MESSAGE, isValidEmail } from '../../functions/_lib/emailAddress';
import { sendMail } from '../../functions/_lib/mailer';
import { confirmMail, recoveryMail } from '../../functions/_lib/mailTemplates';
import { MAX_JSON_DEPTH, deeperThan, holdsNul } from '../jsonShape';
import type { AuthConfig, UserRow } from './sessions';
import type { SignInThrottle } from './signInThrottle';
import {
  findUserByEmail,
  findUserById,
  issueSession,
  refreshSession,
  sessionExists,
  sha256,
  userJson,
} from './sessions';

export interface AuthDeps extends AuthConfig {
  siteUrl: () => string;
  mailDir: () => string;
  bcryptCost: number;
  /** Sign-up answers without a session and mails a confirmation link (as a Supabase project with
   * "Confirm email" on); password sign-in waits for the confirmation. */
  confirmEmail?: boolean;
  /** The caller's address for throttling (server/clientAddress.ts). */
  clientAddress: (c: Context) => string;
  throttle: SignInThrottle;
}

const recoveryTtlSeconds = 3600;
const confirmationTtlSeconds = 24 * 3600;

/** The same mailer and template as the functions: SMTP when SMTP_URL is set, else the outbox. */
const mailEnv = (deps: AuthDeps) => ({
  SMTP_URL: process.env.SMTP_URL,
  MAIL_FROM: process.env.MAIL_FROM,
  MAIL_OUTBOX_DIR: deps.mailDir(),
});

export const authError = (status: number, errorCode: string, msg: string, extra: object = {}) =>
  new Response(JSON.stringify({ code: status, error_code: errorCode, msg, ...extra }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

async function body(c: Context): Promise<Record<string, unknown> | Response> {
  let b: unknown;
  try {
    b = await c.req.json();
  } catch {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  // Checked before anything is read or written (server/jsonShape.ts).
  if (deeperThan(b))
    return authError(
      400,
      'validation_failed',
      `The request body nests deeper than ${MAX_JSON_DEPTH} levels`,
    );
  if (holdsNul(b))
    return authError(400, 'validation_failed', 'Text fields must not contain NUL characters');
  return b as Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** GoTrue's rule: at least 6 characters, at most 72 bytes (bcrypt reads only the first 72 bytes,
 * so a longer password would sign in with its tail wrong; GoTrue refuses it). */
function checkPassword(password: string): Response | null {
  if ([...password].length < 6)
    return authError(422, 'weak_password', 'Password should be at least 6 characters.', {
      weak_password: { reasons: ['length'] },
    });
  if (Buffer.byteLength(password, 'utf8') > 72)
    return authError(
      422,
      'validation_failed',
      'Password cannot be longer than 72 bytes (72 plain letters or digits; accented letters and emoji count 2 to 4).',
    );
  return null;
}

/** A bcrypt hash nobody's password matches, compared when the address has no account, so an
 * unknown address takes as long as a wrong password (no account probing by timing). */
const dummyHashes = new Map<number, Promise<string>>();
function dummyHash(cost: number): Promise<string> {
  let h = dummyHashes.get(cost);
  if (!h) {
    h = bcrypt.hash(randomBytes(16).toString('hex'), cost);
    dummyHashes.set(cost, h);
  }
  return h;
}

/** The signed-in user behind the bearer token, or GoTrue's error for a missing/bad/ended one. */
async function currentUser(
  c: Context,
  deps: AuthDeps,
): Promise<{ user: UserRow; claims: Claims } | Response> {
  // GoTrue takes the user's token from Authorization only, never the API key.
  const read = readBearerToken(c.req.raw.headers);
  const token = read.ok ? read.token : null;
  if (!token)
    return authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  const check = await verifyJwt(token, deps.secret);
  if (!check.ok)
    return authError(
      403,
      'bad_jwt',
      check.reason === 'expired'
        ? 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
        : 'invalid JWT: unable to parse or verify signature, signature is invalid',
    );
  const sub = check.claims.sub;
  if (typeof sub !== 'string') return authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  const sid = check.claims.session_id;
  if (typeof sid !== 'string' || !(await sessionExists(deps.db, sid)))
    return authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  const user = await findUserById(deps.db, sub);
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, claims: check.claims };
}

/** redirect_to is honoured only on the site's or this server's origin (GoTrue's allow list). */
function safeRedirect(deps: AuthDeps, requested: string | undefined, fallback: string): string {
  if (!requested) return fallback;
  try {
    const origin = new URL(requested).origin;
    if (origin === new URL(deps.siteUrl()).origin || origin === new URL(deps.url()).origin)
      return requested;
  } catch {
    // not a URL: fall back
  }
  return fallback;
}

export function authRoutes(deps: AuthDeps): Hono {
  const app = new Hono();

  app.get('/health', (c) =>
    c.json({ version: 'local', name: 'GoTrue', description: 'Mise local auth' }),
  );
  app.get('/settings', (c) =>
    c.json({
      external: { email: true },
      disable_signup: false,
      mailer_autoconfirm: !deps.confirmEmail,
      phone_autoconfirm: false,
    }),
  );

  app.post('/signup', async (c) => {
    const b = await body(c);
    if (b instanceof Response) return b;
    const email = str(b.email).trim().toLowerCase();
    const password = str(b.password);
    if (!email)
      return authError(422, 'validation_failed', 'Signup requires a valid password and email');
    if (!isValidEmail(email)) return authError(400, 'validation_failed', EMAIL_FORMAT_MESSAGE);
    const weak = checkPassword(password);
    if (weak) return weak;
    if (await findUserByEmail(deps.db, email))
      return authError(422, 'user_already_exists', 'User already registered');
    const meta =
      typeof b.data === 'object' && b.data !== null && !Array.isArray(b.data) ? b.data : {};
    const hash = await bcrypt.hash(password, deps.bcryptCost);
    if (deps.confirmEmail) {
      const token = randomBytes(24).toString('hex');
      const r = await deps.db.query<UserRow>(
        `insert into auth.users (email, encrypted_password, raw_user_meta_data,
                                 confirmation_token, confirmation_sent_at)
         values ($1, $2, $3::jsonb, $4, now()) returning *`,
        [email, hash, JSON.stringify({ ...meta, email, email_verified: false }), sha256(token)],
      );
      const redirect = safeRedirect(deps, c.req.query('redirect_to'), `${deps.siteUrl()}/login`);
      const link =
        `${deps.url()}/auth/v1/verify?token=${token}&type=signup` +
        `&redirect_to=${encodeURIComponent(redirect)}`;
      await sendMail(confirmMail({ to: email, link }), mailEnv(deps));
      // As GoTrue with confirmation on: the user, and no session until the link is opened.
      return c.json(userJson(r.rows[0]!));
    }
    const r = await deps.db.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, $2, now(), $3::jsonb) returning *`,
      [email, hash, JSON.stringify({ ...meta, email, email_verified: true })],
    );
    return c.json(await issueSession(deps, r.rows[0]!, 'password'));
  });

  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const b = await body(c);
    if (b instanceof Response) return b;
    if (grant === 'password') {
      const email = str(b.email).trim();
      const password = str(b.password);
      const client = deps.clientAddress(c);
      const wait = deps.throttle.retryAfterMs(email, client);
      if (wait > 0) {
        const seconds = Math.ceil(wait / 1000);
        const res = authError(
          429,
          'over_request_rate_limit',
          `Too many failed sign-in attempts for this account or from this network. Try again in ${seconds} seconds, or reset your password.`,
        );
        res.headers.set('retry-after', String(seconds));
        return res;
      }
      const user = email ? await findUserByEmail(deps.db, email) : undefined;
      const ok = await bcrypt.compare(
        password,
        user?.encrypted_password ?? (await dummyHash(deps.bcryptCost)),
      );
      if (!user?.encrypted_password || !ok) {
        deps.throttle.failed(email, client);
        return authError(400, 'invalid_credentials', 'Invalid login credentials');
      }
      deps.throttle.succeeded(email);
      if (!user.email_confirmed_at)
        return authError(400, 'email_not_confirmed', 'Email not confirmed');
      return c.json(await issueSession(deps, user, 'password'));
    }
    if (grant === 'refresh_token') {
      const token = str(b.refresh_token);
      if (!token) return authError(400, 'validation_failed', 'refresh_token required');
      const out = await refreshSession(deps, token);
      if (!out.ok)
        return authError(
          400,
          out.code,
          out.code === 'refresh_token_already_used'
            ? 'Invalid Refresh Token: Already Used'
            : 'Invalid Refresh Token: Refresh Token Not Found',
        );
      return c.json(out.session);
    }
    return authError(
      400,
      'unsupported_grant_type',
      `grant_type ${grant ?? '(none)'} is not supported by the local backend`,
    );
  });

  app.post('/logout', async (c) => {
    const who = await currentUser(c, deps);
    if (who instanceof Response) return who;
    const scope = c.req.query('scope') ?? 'global';
    const sid = String(who.claims.session_id);
    if (scope === 'local') await deps.db.query('delete from auth.sessions where id = $1', [sid]);
    else if (scope === 'others')
      await deps.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        who.user.id,
        sid,
      ]);
    else await deps.db.query('delete from auth.sessions where user_id = $1', [who.user.id]);
    return c.body(null, 204);
  });

  app.get('/user', async (c) => {
    const who = await currentUser(c, deps);
    if (who instanceof Response) return who;
    return c.json(userJson(who.user));
  });

  app.put('/user', async (c) => {
    const who = await currentUser(c, deps);
    if (who instanceof Response) return who;
    const b = await body(c);
    if (b instanceof Response) return b;
    if (b.email !== undefined && str(b.email).toLowerCase() !== who.user.email)
      return authError(
        422,
        'validation_failed',
        'Changing the email address is not supported by the local backend',
      );
    if (b.password !== undefined) {
      const password = str(b.password);
      const weak = checkPassword(password);
      if (weak) return weak;
      if (
        who.user.encrypted_password &&
        (await bcrypt.compare(password, who.user.encrypted_password))
      )
        return authError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      const hash = await bcrypt.hash(password, deps.bcryptCost);
      // As GoTrue: a new password ends every other session of the account (their refresh tokens
      // go with them), so a stolen session does not survive a reset; this one stays signed in.
      await deps.db.transaction(async (tx) => {
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
          [who.user.id, hash],
        );
        await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
          who.user.id,
          String(who.claims.session_id),
        ]);
      });
    }
    if (b.data !== undefined) {
      if (typeof b.data !== 'object' || b.data === null || Array.isArray(b.data))
        return authError(400, 'validation_failed', 'data must be an object');
      await deps.db.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb, updated_at = now()
         where id = $1`,
        [who.user.id, JSON.stringify(b.data)],
      );
    }
    return c.json(userJson((await findUserById(deps.db, who.user.id))!));
  });

  app.post('/recover', async (c) => {
    const b = await body(c);
    if (b instanceof Response) return b;
    const email = str(b.email).trim();
    if (!isValidEmail(email)) return authError(400, 'validation_failed', EMAIL_FORMAT_MESSAGE);
    const user = await findUserByEmail(deps.db, email);
    // Same answer whether or not the address has an account, so it cannot be probed.
    if (!user) return c.json({});
    const token = randomBytes(24).toString('hex');
    await deps.db.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1',
      [user.id, sha256(token)],
    );
    const redirect = safeRedirect(deps, c.req.query('redirect_to'), `${deps.siteUrl()}/reset`);
    const link =
      `${deps.url()}/auth/v1/verify?token=${token}&type=recovery` +
      `&redirect_to=${encodeURIComponent(redirect)}`;
    await sendMail(recoveryMail({ to: user.email, link }), mailEnv(deps));
    return c.json({});
  });

  /** Consumes a recovery token: the user, or nothing if it is unknown, used or expired. */
  async function consumeRecovery(token: string): Promise<UserRow | undefined> {
    if (!token) return undefined;
    const r = await deps.db.query<UserRow>(
      `update auth.users set recovery_token = null, updated_at = now()
       where recovery_token = $1 and recovery_sent_at > now() - make_interval(secs => $2)
       returning *`,
      [sha256(token), recoveryTtlSeconds],
    );
    return r.rows[0];
  }

  /** Consumes a sign-up confirmation token: the now confirmed user, or nothing. */
  async function consumeConfirmation(token: string): Promise<UserRow | undefined> {
    if (!token) return undefined;
    const r = await deps.db.query<UserRow>(
      `update auth.users set confirmation_token = null, email_confirmed_at = now(),
         raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}'::jsonb,
         updated_at = now()
       where confirmation_token = $1 and confirmation_sent_at > now() - make_interval(secs => $2)
       returning *`,
      [sha256(token), confirmationTtlSeconds],
    );
    return r.rows[0];
  }

  app.get('/verify', async (c) => {
    const type = c.req.query('type');
    if (type === 'signup') {
      // Confirmed: on to the sign-in page, which says so (the app signs in with the password).
      const to = safeRedirect(deps, c.req.query('redirect_to'), `${deps.siteUrl()}/login`);
      const user = await consumeConfirmation(c.req.query('token') ?? '');
      const frag = user
        ? new URLSearchParams({ type: 'signup', confirmed: 'true' })
        : new URLSearchParams({
            error: 'access_denied',
            error_code: 'otp_expired',
            error_description: 'Email link is invalid or has expired',
          });
      return c.redirect(`${to}#${frag}`, 303);
    }
    const redirect = safeRedirect(deps, c.req.query('redirect_to'), `${deps.siteUrl()}/reset`);
    const user =
      type === 'recovery' ? await consumeRecovery(c.req.query('token') ?? '') : undefined;
    if (!user) {
      const err = new URLSearchParams({
        error: 'access_denied',
        error_code: type === 'recovery' ? 'otp_expired' : 'unsupported_verification_type',
        error_description:
          type === 'recovery'
            ? 'Email link is invalid or has expired'
            : `verification type ${type ?? '(none)'} is not supported by the local backend`,
      });
      return c.redirect(`${redirect}#${err}`, 303);
    }
    const s = await issueSession(deps, user, 'recovery');
    const frag = new URLSearchParams({
      access_token: s.access_token,
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: s.refresh_token,
      token_type: 'bearer',
      type: 'recovery',
    });
    return c.redirect(`${redirect}#${frag}`, 303);
  });

  app.post('/verify', async (c) => {
    const b = await body(c);
    if (b instanceof Response) return b;
    if (b.type !== 'recovery')
      return authError(
        400,
        'validation_failed',
        `verification type ${str(b.type) || '(none)'} is not supported by the local backend`,
      );
    const user = await consumeRecovery(str(b.token_hash) || str(b.token));
    if (!user) return authError(403, 'otp_expired', 'Token has expired or is invalid');
    return c.json(await issueSession(deps, user, 'recovery'));
  });

  app.all('*', (c) =>
    authError(
      404,
      'not_found',
      `${c.req.method} ${new URL(c.req.url).pathname} is not supported by the local backend`,
    ),
  );
  return app;
}
