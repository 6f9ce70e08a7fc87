// Runs Netlify Functions 2.0 locally: /.netlify/functions/<name> imports functions/<name>.ts (the
// same module Netlify deploys) and calls its default export with the Request and a small context.
// Only top-level files are functions (functions/_lib/ holds helpers). The environment the functions
// read (Supabase URL and keys, SITE_URL, MAIL_OUTBOX_DIR, extra values) is set before each call.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Hono } from 'hono';
import type { Context } from 'hono';

type Handler = (req: Request, context: unknown) => Response | Promise<Response>;

export interface FunctionsDeps {
  dir: string;
  env: () => Record<string, string>;
  /** The caller's address handed to functions as context.ip (Netlify's own field): the TCP peer,
   * or what a trusted proxy forwarded (server/clientAddress.ts), never a header the caller wrote. */
  clientAddress: (c: Context) => string;
  /** Loads a function module; default import(). The dev server passes Vite's loader (reloads edits). */
  load?: (file: string) => Promise<Record<string, unknown>>;
}

const notFound = (name: string) =>
  new Response(JSON.stringify({ error: `Function not found: ${name}` }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

export function functionRoutes(deps: FunctionsDeps): Hono {
  const app = new Hono();
  app.all('/:name', async (c) => {
    const name = c.req.param('name');
    if (!/^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(name)) return notFound(name);
    const file = ['.ts', '.mts', '.js', '.mjs']
      .map((ext) => path.join(deps.dir, name + ext))
      .find((f) => existsSync(f));
    if (!file) return notFound(name);
    Object.assign(process.env, deps.env());
    let handler: Handler | undefined;
    try {
      const mod = deps.load
        ? await deps.load(file)
        : ((await import(pathToFileURL(file).href)) as Record<string, unknown>);
      handler = mod.default as Handler | undefined;
    } catch (e) {
      console.error(`functions: cannot load ${name}`, e);
      return c.json({ error: `Function ${name} failed to load` }, 500);
    }
    if (typeof handler !== 'function')
      return c.json({ error: `Function ${name} has no default export` }, 500);
    const url = new URL(c.req.url);
    const context = {
      ip: deps.clientAddress(c),
      requestId: crypto.randomUUID(),
      site: { url: deps.env().SITE_URL ?? url.origin, name: 'mise-local' },
      deploy: { context: 'dev', id: 'local' },
      params: {},
      geo: {},
      account: { id: 'local' },
      server: { region: 'local' },
      url,
      json: (v: unknown, init?: ResponseInit) => Response.json(v, init),
    };
    try {
      return await handler(c.req.raw, context);
    } catch (e) {
      console.error(`functions: ${name} threw`, e);
      return c.json({ error: 'Internal error in function' }, 500);
    }
  });
  app.all('*', (c) => notFound(new URL(c.req.url).pathname));
  return app;
}
