// A tiny static server for a built dist/ with the single-page fallback and gzip, on port 0. Used by the
// screenshot script and the client benchmark when no backend is needed (the screens' static look).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

export async function serveStatic(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = path.join(dir, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
      const found = await stat(file).then(
        (s) => s.isFile(),
        () => false,
      );
      if (!found) file = path.join(dir, 'index.html');
      const body = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      // Compress text like a CDN does (Netlify serves gzip/brotli), so transfer sizes are real.
      const text = /text|javascript|json|svg|manifest/.test(type);
      const gzip = text && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const hashed = pathname.startsWith('/assets/');
      res.writeHead(200, {
        'Content-Type': type,
        'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      });
      res.end(gzip ? gzipSync(body, { level: 9 }) : body);
    })().catch(() => {
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}
