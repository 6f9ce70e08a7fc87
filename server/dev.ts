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
import { functionRoutes } from './functionsHost';
import { apiKeys, loadOrCreateJwtSecret } from './keys';
import { redactUrl } from './redactUrl';
import { defaultDataDir, defaultMailDir, functionsDir, projectRoot } from './paths';

const port = Number(process.env.PORT ?? 8888);
const hostname = process.env.HOST ?? '127.0.0.1';
const remoteUrl = process.env.SUPABASE_URL;
const remoteKey = process.env.SUPABASE_ANON_KEY;
const backendPaths = /^\/(auth\/v1|rest\/v1|\.netlify\/functions|_mail)(\/|$|\?)/;
const dataDir = path.resolve(process.env.MISE_DATA_DIR ?? defaultDataDir);
const mailDir = path.resolve(process.env.MAIL_OUTBOX_DIR ?? defaultMailDir);
const remote = !!(remoteUrl && remoteKey);

// The page reads its configuration from VITE_* at transform time: set it before Vite starts.
const anonKey = remote ? remoteKey! : (await apiKeys(loadOrCreateJwtSecret(dataDir))).anonKey;
process.env.VITE_SUPABASE_URL = remote ? remoteUrl : '';
process.env.VITE_SUPABASE_ANON_KEY = anonKey;

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
    functionRoutes({ dir: functionsDir, env: () => ({}), load: loadFunction }),
  );
  fetchHandler = app.fetch;
  banner = [`Using the Supabase project at ${remoteUrl} (no local backend).`];
} else {
  const databaseUrl = process.env.DATABASE_URL;
  const backend = await createBackend({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    mailDir,
    loadFunction,
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

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    httpServer.closeAllConnections();
    httpServer.close();
    void vite
      .close()
      .then(closeBackend)
      .then(() => process.exit(0));
  });
