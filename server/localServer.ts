// startLocalServer(): the whole local product on one port: the Supabase-compatible API (on PGlite,
// or on a PostgreSQL server given databaseUrl), the Netlify functions, the mail outbox page and the built PWA. Used by `npm start` (main.ts),
// the tests (test/support/backend.ts) and the benchmarks.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createBackend } from './backend';
import type { BackendOptions } from './backend';
import { isLoopbackHost } from './mailPage';

export interface LocalServerOptions extends BackendOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  hostname?: string;
  /** Host name used in the server's own URL (default: the listening hostname). */
  urlHost?: string;
}

export interface LocalServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  mailDir: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startLocalServer(opts: LocalServerOptions = {}): Promise<LocalServer> {
  const hostname = opts.hostname ?? '127.0.0.1';
  // The mail page shows reset links without a credential: off beyond loopback unless asked for.
  const backend = await createBackend({
    ...opts,
    mailPage: opts.mailPage ?? isLoopbackHost(hostname),
  });
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>(
    (resolve, reject) => {
      const s = serve(
        { fetch: backend.app.fetch, port: opts.port ?? 0, hostname },
        (info: AddressInfo) => resolve({ server: s, port: info.port }),
      );
      s.once('error', reject);
    },
  );
  const host = opts.urlHost ?? (hostname === '0.0.0.0' ? 'localhost' : hostname);
  const url = `http://${host}:${port}`;
  backend.setUrl(url);
  let closed: Promise<void> | undefined;
  return {
    url,
    anonKey: backend.anonKey,
    serviceRoleKey: backend.serviceRoleKey,
    mailDir: backend.mailDir,
    dataDir: backend.dataDir,
    close() {
      closed ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive sockets would hold close() open; the server is going away.
          (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
        });
        await backend.close();
      })();
      return closed;
    },
  };
}
