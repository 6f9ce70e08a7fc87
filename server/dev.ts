// `npm run dev`: the same local backend as `npm start`, with Vite's dev server (hot reload) in
// front for the page. API, functions and /_mail paths go to the backend; everything else to Vite.
// Functions are loaded through Vite too, so editing one applies on the next call.
// With SUPABASE_URL and SUPABASE_ANON_KEY set, the page talks to that project instead.
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { createServer } from 'node:http';
import path from 'node:path';
import { createServer as createViteServer } from 'vite';
import { createBackend } from './backend';
import { clientAddress } from './clientAddress';
import { functionRoutes } from './functionsHost';
import { isLoopbackHost } from './mailPage';
import { apiKeys, loadOrCreateJwtSecret } from './keys';
import { redactUrl } from './redactUrl';
import { hostEnvOrExit, stopOnSignal } from './env';
import { functionsDir, projectRoot } from './paths';

const env = hostEnvOrExit();
const { port, hostname, dataDir, mailDir, databaseUrl, remote } = env;
const backendPaths = /^\/(auth\/v1|rest\/v1|\.netlify\/functions|_mail)(\/|$|\?)/;

// The page reads its configuration from VITE_* at transform time: set it before Vite starts.
const anonKey = remote ? remote.anonKey : (await apiKeys(loadOrCreateJwtSecret(dataDir))).anonKey;
process.env.VITE_SUPABASE_URL = remote ? remote.url : '';
process.env.VITE_SUPABASE_ANON_KEY = anonKey;
for (const [k, v] of Object.entries(env.clientExtras)) if (v !== undefined) process.env[k] = v;

const httpServer = createServer();
const vite = await createViteServer({
  root: projectRoot,
  configFile: path.join(projectRoot, 'vite.config.ts'),
  appType: 'spa',
  server: { middlewareMode: true, ws: { server: httpServer } },
});
const loadFunction = (file: string) => vite.ssrLoadModule(file);

let fetchHandler: (req: Request) => Response | Promise<Response>;
let closeBackend = async () => {};
let setUrl = (_url: string) => {};
let banner: string[];
if (remote) {
  const app = new Hono();
  app.route(
    '/.netlify/functions',
    functionRoutes({
      dir: functionsDir,
      env: () => ({}),
      load: loadFunction,
      clientAddress: (c) => clientAddress(c, env.trustedProxies),
    }),
  );
  fetchHandler = app.fetch;
  banner = [`Using the Supabase project at ${remote.url} (no local backend).`];
} else {
  const backend = await createBackend({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    mailDir,
    loadFunction,
    confirmEmail: env.confirmEmail,
    trustedProxies: env.trustedProxies,
    mailPage: env.mailPage ?? isLoopbackHost(hostname),
  });
  fetchHandler = backend.app.fetch;
  closeBackend = () => backend.close();
  setUrl = backend.setUrl;
  banner = [
    `  anon key       ${anonKey}`,
    `  data           ${databaseUrl ? redactUrl(databaseUrl) : dataDir}`,
    `  mail outbox    ${mailDir}`,
  ];
}

const toBackend = getRequestListener(fetchHandler);
httpServer.on('request', (req, res) => {
  if (backendPaths.test(req.url ?? '')) void toBackend(req, res);
  else vite.middlewares(req, res);
});
httpServer.listen(port, hostname, () => {
  const address = httpServer.address();
  const url = `http://localhost:${typeof address === 'object' && address ? address.port : port}`;
  setUrl(url);
  console.log(
    [`\nMise (dev, hot reload) at ${url}`, ...banner, 'Press Ctrl-C to stop.'].join('\n'),
  );
});

stopOnSignal(async () => {
  httpServer.closeAllConnections();
  httpServer.close();
  await vite.close();
  await closeBackend();
});
