// Serves the built PWA from a directory with a single-page fallback: a GET for a path that is not
// a file gets index.html, so every client route works on reload. The service worker script and
// index.html are never cached by the browser (a new deploy must be seen); hashed assets are.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
  '.wasm': 'application/wasm',
};

function fileResponse(file: string, method: string): Response {
  const ext = path.extname(file).toLowerCase();
  const base = path.basename(file);
  const cache =
    base === 'sw.js' || ext === '.html' || base.endsWith('.webmanifest')
      ? 'no-cache'
      : file.includes(`${path.sep}assets${path.sep}`)
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=3600';
  const headers = {
    'content-type': types[ext] ?? 'application/octet-stream',
    'content-length': String(statSync(file).size),
    'cache-control': cache,
  };
  if (base === 'sw.js') Object.assign(headers, { 'service-worker-allowed': '/' });
  if (method === 'HEAD') return new Response(null, { headers });
  return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, { headers });
}

const pages = new Map<string, { mtimeMs: number; html: string }>();

/** The served index.html's text ('' when there is none), re-read when the file changes. */
export function pageHtml(dir: string): string {
  const file = path.join(dir, 'index.html');
  if (!existsSync(file)) return '';
  const { mtimeMs } = statSync(file);
  let page = pages.get(file);
  if (page?.mtimeMs !== mtimeMs) {
    page = { mtimeMs, html: readFileSync(file, 'utf8') };
    pages.set(file, page);
  }
  return page.html;
}

/** Answers a GET/HEAD from `dir`, or null when there is nothing to serve. */
export function serveStatic(dir: string, req: Request): Response | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  let rel: string;
  try {
    rel = decodeURIComponent(new URL(req.url).pathname);
  } catch {
    return new Response('Bad path', { status: 400 });
  }
  const root = path.resolve(dir);
  const file = path.resolve(root, '.' + rel);
  // With the separator: `/site-secret/x` starts with `/site` but is not inside it.
  if (file !== root && !file.startsWith(root + path.sep))
    return new Response('Not found', { status: 404 });
  if (existsSync(file) && statSync(file).isFile()) return fileResponse(file, req.method);
  // A missing asset is a 404 (a stale page asking for an old hashed file must not get HTML).
  if (path.extname(rel) !== '' && !rel.endsWith('.html'))
    return new Response('Not found', { status: 404 });
  const index = path.join(dir, 'index.html');
  return existsSync(index) ? fileResponse(index, req.method) : null;
}
