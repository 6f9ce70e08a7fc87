// `npm start`: builds the PWA with the local backend's anon key (same-origin API), then serves the
// whole product on PORT (default 8888). Data persists in MISE_DATA_DIR (default .data/), mail goes
// to MAIL_OUTBOX_DIR (default .mail/); with DATABASE_URL the database is that PostgreSQL server
// instead of the embedded PGlite. With SUPABASE_URL and SUPABASE_ANON_KEY set, the app and the
// functions use that Supabase project instead, and no local database is started.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import path from 'node:path';
import { buildClient } from '../scripts/build';
import { clientAddress } from './clientAddress';
import { functionRoutes } from './functionsHost';
import { isLoopbackHost } from './mailPage';
import { apiKeys, loadOrCreateJwtSecret } from './keys';
import { startLocalServer } from './localServer';
import { hostEnvOrExit, stopOnSignal } from './env';
import { functionsDir, projectRoot } from './paths';
import { redactUrl } from './redactUrl';
import { securityHeaders, supabaseOrigins, withHeaders } from './securityHeaders';
import { pageHtml, serveStatic } from './staticFiles';

const env = hostEnvOrExit();
const { port, hostname, skipBuild, clientExtras, databaseUrl } = env;
const staticDir = path.join(projectRoot, 'dist');

async function startRemote(url: string, anonKey: string) {
  console.log(`Using the Supabase project at ${url} (no local backend).`);
  if (!skipBuild)
    await buildClient({
      env: { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey, ...clientExtras },
    });
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    const headers = securityHeaders({ html: pageHtml(staticDir), supabase: supabaseOrigins(url) });
    const res = withHeaders(c.res, headers);
    if (res !== c.res) c.res = res;
  });
  app.route(
    '/.netlify/functions',
    functionRoutes({
      dir: functionsDir,
      env: () => ({}),
      clientAddress: (c) => clientAddress(c, env.trustedProxies),
    }),
  );
  app.all('*', (c) => serveStatic(staticDir, c.req.raw) ?? c.text('Not found', 404));
  const server = serve({ fetch: app.fetch, port, hostname }, (info) =>
    console.log(`Mise is running at http://localhost:${info.port}`),
  );
  return { close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function startLocal() {
  const { dataDir, mailDir } = env;
  const { anonKey } = await apiKeys(loadOrCreateJwtSecret(dataDir));
  if (!skipBuild)
    await buildClient({
      env: { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: anonKey, ...clientExtras },
    });
  const server = await startLocalServer({
    port,
    hostname,
    urlHost: hostname === '127.0.0.1' || hostname === '0.0.0.0' ? 'localhost' : hostname,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    mailDir,
    staticDir,
    confirmEmail: env.confirmEmail,
    trustedProxies: env.trustedProxies,
    ...(env.mailPage !== undefined ? { mailPage: env.mailPage } : {}),
  });
  console.log(`
Mise is running at ${server.url}
  Supabase API   ${server.url}  (auth /auth/v1, REST /rest/v1)
  anon key       ${server.anonKey}
  data           ${databaseUrl ? `${redactUrl(databaseUrl)} (keys in ${dataDir})` : dataDir}
  mail outbox    ${mailDir}${env.mailPage === false || (env.mailPage === undefined && !isLoopbackHost(hostname)) ? '  (the /_mail page is off beyond loopback: MISE_MAIL_PAGE=1 turns it on)' : `  (read it at ${server.url}/_mail)`}
Press Ctrl-C to stop.`);
  return server;
}

const running = env.remote
  ? await startRemote(env.remote.url, env.remote.anonKey)
  : await startLocal();
stopOnSignal(() => running.close());
