// Serves the built app for the payment end-to-end tests: the real client build (with a Stripe
// publishable key baked in, as production has) plus the real checkout function, whose stripe SDK
// talks to the local fake of Stripe's API. Listens on 127.0.0.1, port 0.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import checkout from '../../../functions/create-checkout-session';
import { buildClient } from '../../../scripts/build';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface PaymentSite {
  url: string;
  close(): Promise<void>;
}

async function fileResponse(file: string): Promise<Response | null> {
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  return new Response(new Uint8Array(await readFile(file)), { headers: { 'content-type': type } });
}

export async function startPaymentSite(publishableKey: string): Promise<PaymentSite> {
  const outDir = await mkdtemp(path.join(tmpdir(), 'mise-pay-e2e-'));
  await buildClient({
    outDir,
    quiet: true,
    // The data layer needs some backend key to start; these pages never reach the backend.
    env: { VITE_STRIPE_PUBLISHABLE_KEY: publishableKey, VITE_SUPABASE_ANON_KEY: 'e2e-anon-key' },
  });

  const fetch = async (req: Request): Promise<Response> => {
    const { pathname } = new URL(req.url);
    if (pathname === '/.netlify/functions/create-checkout-session') return checkout(req);
    if (/^\/(auth|rest)\/v1\//.test(pathname)) {
      return Response.json({ message: 'No backend in the payment tests' }, { status: 404 });
    }
    const file = path.join(outDir, path.normalize(decodeURIComponent(pathname)));
    const found = file.startsWith(outDir) ? await fileResponse(file) : null;
    // Single-page fallback: every route is index.html.
    return found ?? ((await fileResponse(path.join(outDir, 'index.html'))) as Response);
  };

  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
