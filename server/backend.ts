// The local Supabase-compatible backend as one Hono app: /auth/v1 (GoTrue subset), /rest/v1
// (PostgREST subset), /.netlify/functions/<name>, the /_mail outbox page and, last, the static PWA.
// localServer.ts puts it on a port; dev.ts puts Vite in front of it.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { authError, authRoutes } from './auth/routes';
import { signInThrottle } from './auth/signInThrottle';
import type { SignInLimits } from './auth/signInThrottle';
import { clientAddress } from './clientAddress';
import { migrate, openDatabase } from './db/database';
import type { Database } from './db/database';
import { loadSchemaCache } from './db/schemaCache';
import { seedFilms } from './db/seed';
import { functionRoutes } from './functionsHost';
import { apiKeys, loadOrCreateJwtSecret } from './keys';
import { mailRoutes } from './mailPage';
import { defaultDataDir, defaultMailDir, functionsDir, seedFile } from './paths';
import { restRoutes } from './rest/handler';
import { securityHeaders, withHeaders } from './securityHeaders';
import { pageHtml, serveStatic } from './staticFiles';

export interface BackendOptions {
  dataDir?: string;
  /** A PostgreSQL server to run on; without it, PGlite in dataDir. */
  databaseUrl?: string;
  staticDir?: string;
  /** Extra environment for functions (and overrides of the defaults). */
  env?: Record<string, string>;
  mailDir?: string;
  functionsDir?: string;
  /** Seed file; default supabase/seed/films.jsonl. */
  seedFile?: string;
  quiet?: boolean;
  /**
   * Access token lifetime in seconds (GoTrue's JWT_EXP; default 3600), or a function read at each
   * token (tests make one token short-lived, then the next ones ordinary).
   */
  accessTokenTtl?: number | (() => number);
  /** Seconds a revoked refresh token may still be exchanged, for concurrent tabs (default 10). */
  refreshReuseInterval?: number;
  /** bcrypt cost factor (default 10). */
  bcryptCost?: number;
  /** Sign-up mails a confirmation link and signs in only once it is opened (MISE_CONFIRM_EMAIL). */
  confirmEmail?: boolean;
  /** Largest accepted REST request body in bytes (default 2 MiB). */
  maxBodyBytes?: number;
  /** Origins of the Supabase project the served page talks to when it is not this server
   * (connect-src; securityHeaders.ts). */
  supabaseOrigins?: string[];
  /** Addresses of reverse proxies whose X-Forwarded-For is believed (MISE_TRUSTED_PROXIES);
   * otherwise a caller's address is the TCP peer's (server/clientAddress.ts). */
  trustedProxies?: string[];
  /** Sign-in throttling limits (server/auth/signInThrottle.ts; default DEFAULT_SIGN_IN_LIMITS). */
  signInLimits?: SignInLimits;
  /** Serve the /_mail outbox page (loopback Host values only). localServer.ts turns it off when
   * listening beyond loopback unless MISE_MAIL_PAGE=1; default on. */
  mailPage?: boolean;
  /** How function modules are loaded (dev: through Vite, so edits apply without a restart). */
  loadFunction?: (file: string) => Promise<Record<string, unknown>>;
}

export interface Backend {
  app: Hono;
  db: Database;
  anonKey: string;
  serviceRoleKey: string;
  mailDir: string;
  dataDir: string;
  /** Tells the backend the URL it is reachable at (token issuer, mail links, functions' env). */
  setUrl(url: string): void;
  close(): Promise<void>;
}

const kongError = (message: string, hint: string) =>
  new Response(JSON.stringify({ message, hint }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });

export async function createBackend(opts: BackendOptions = {}): Promise<Backend> {
  const dataDir = path.resolve(opts.dataDir ?? defaultDataDir);
  const mailDir = path.resolve(opts.mailDir ?? opts.env?.MAIL_OUTBOX_DIR ?? defaultMailDir);
  mkdirSync(mailDir, { recursive: true });
  const secret = loadOrCreateJwtSecret(dataDir);
  const { anonKey, serviceRoleKey } = await apiKeys(secret);
  const db = await openDatabase(dataDir, opts.databaseUrl);
  const applied = await migrate(db);
  const seeded = await seedFilms(db, opts.seedFile ?? seedFile);
  if (!opts.quiet && (applied.length > 0 || seeded > 0))
    console.log(`database: applied ${applied.length} migration(s), seeded ${seeded} film(s)`);
  const schema = await loadSchemaCache(db);
  let url = 'http://localhost';

  const env = () => ({
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceRoleKey,
    // Lets functions verify access tokens locally, as they can on Netlify with the project's secret.
    SUPABASE_JWT_SECRET: secret,
    SITE_URL: url,
    MAIL_OUTBOX_DIR: mailDir,
    ...opts.env,
  });
  const siteUrl = () => env().SITE_URL;
  const addressOf = (c: Context) => clientAddress(c, opts.trustedProxies ?? []);

  const app = new Hono();
  // Every answer, page or API, carries the security headers (server/securityHeaders.ts); the
  // policy hashes the inline blocks of the page this server serves.
  app.use('*', async (c, next) => {
    await next();
    const headers = securityHeaders({
      html: opts.staticDir ? pageHtml(opts.staticDir) : '',
      supabase: opts.supabaseOrigins ?? [],
    });
    const res = withHeaders(c.res, headers);
    if (res !== c.res) c.res = res;
  });
  const apiCors = cors({
    origin: (o) => o,
    allowHeaders: [
      'authorization',
      'apikey',
      'content-type',
      'prefer',
      'range',
      'accept-profile',
      'content-profile',
      'x-client-info',
      'x-session-id',
      'x-supabase-api-version',
    ],
    allowMethods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE', 'OPTIONS'],
    exposeHeaders: ['content-range', 'content-location', 'location', 'x-supabase-api-version'],
    maxAge: 3600,
  });
  // Supabase's gateway wants a known API key on every API call (except the mail link target).
  const requireApiKey = async (c: Context, next: () => Promise<void>) => {
    if (c.req.method === 'OPTIONS' || /\/auth\/v1\/(verify|health)$/.test(c.req.path))
      return next();
    const key = c.req.header('apikey') ?? c.req.query('apikey');
    if (!key)
      return kongError(
        'No API key found in request',
        'No `apikey` request header or url param was found.',
      );
    if (key !== anonKey && key !== serviceRoleKey)
      return kongError(
        'Invalid API key',
        'Double check your Supabase `anon` or `service_role` API key.',
      );
    await next();
  };
  for (const base of ['/auth/v1/*', '/rest/v1/*']) app.use(base, apiCors, requireApiKey);
  // Auth payloads are a few fields; REST bodies are limited (and answered) by the REST handler.
  app.use(
    '/auth/v1/*',
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => authError(413, 'request_too_large', 'Request body too large'),
    }),
  );

  app.route(
    '/auth/v1',
    authRoutes({
      db,
      secret,
      url: () => url,
      siteUrl,
      mailDir: () => mailDir,
      accessTokenTtl: opts.accessTokenTtl ?? 3600,
      refreshReuseInterval: opts.refreshReuseInterval ?? 10,
      bcryptCost: opts.bcryptCost ?? 10,
      confirmEmail: opts.confirmEmail ?? false,
      clientAddress: addressOf,
      throttle: signInThrottle(opts.signInLimits),
    }),
  );
  app.route(
    '/rest/v1',
    restRoutes({
      db,
      schema: () => schema,
      secret,
      maxBodyBytes: opts.maxBodyBytes ?? 2 * 1024 * 1024,
    }),
  );
  app.route(
    '/.netlify/functions',
    functionRoutes({
      dir: opts.functionsDir ?? functionsDir,
      env,
      clientAddress: addressOf,
      ...(opts.loadFunction ? { load: opts.loadFunction } : {}),
    }),
  );
  if (opts.mailPage ?? true)
    app.route(
      '/_mail',
      mailRoutes(
        () => mailDir,
        () => url,
      ),
    );
  app.all('*', (c) => {
    const res = opts.staticDir ? serveStatic(opts.staticDir, c.req.raw) : null;
    return res ?? c.text('Not found', 404);
  });

  return {
    app,
    db,
    anonKey,
    serviceRoleKey,
    mailDir,
    dataDir,
    setUrl: (u) => {
      url = u.replace(/\/$/, '');
    },
    close: () => db.close(),
  };
}
