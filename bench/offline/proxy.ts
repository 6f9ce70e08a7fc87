// The host in front of the local server for bench/offline.bench.ts: it compresses what a CDN
// compresses (Netlify sends brotli or gzip for text, scripts, JSON and other non-image types; the
// local server compresses nothing), counts every byte it sends, and can shape the link like
// Chrome's "Slow 4G" profile. The shaping is done here, not with CDP's
// Network.emulateNetworkConditions, because that applies to the page it is sent to and the
// service worker's precache downloads run outside the page.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Chrome DevTools' "Slow 4G" preset (formerly "Fast 3G"): 562.5 ms latency, 1.44 Mbit/s down. */
export const SLOW_4G = { latencyMs: 562.5, downBytesPerSec: (1.6 * 1000 * 1000 * 0.9) / 8 };

export interface Sent {
  path: string;
  /** The body as the origin sent it. */
  raw: number;
  gzip: number;
  brotli: number;
  /** Bytes of the body on the wire (after the encoding the browser accepted). */
  sent: number;
  encoding: string;
  /** When the request came and when its last byte left (ms, the proxy's clock). */
  at: number;
  done: number;
}

const COMPRESSIBLE = /text|javascript|json|svg|manifest|octet-stream|wasm|xml/;

export interface Proxy {
  url: string;
  log: Sent[];
  acceptEncodings: Set<string>;
  shape(on: boolean): void;
  close(): Promise<void>;
}

export async function startProxy(origin: string): Promise<Proxy> {
  const log: Sent[] = [];
  const acceptEncodings = new Set<string>();
  const cache = new Map<string, { gzip: Buffer; brotli: Buffer }>();
  let shaping = false;
  /** When the shaped link is next free (ms, performance clock). */
  let linkFree = 0;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

  function compressed(body: Buffer) {
    const key = createHash('sha256').update(body).digest('hex');
    let hit = cache.get(key);
    if (!hit) {
      hit = {
        gzip: gzipSync(body, { level: 9 }),
        brotli: brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
      };
      cache.set(key, hit);
    }
    return hit;
  }

  const server = createServer((req, res) => {
    void (async () => {
      const at = performance.now();
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers))
        if (typeof v === 'string' && k !== 'host' && k !== 'accept-encoding') headers.set(k, v);
      const ask = () =>
        fetch(`${origin}${req.url}`, {
          method: req.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
          redirect: 'manual',
        });
      // A kept-alive socket to the local server can be reset as it is reused (ECONNRESET, a few
      // times a run): a reading is asked again once, so the proxy never answers 502 for a fault
      // of its own link, which failed a measured first install (a write is never repeated).
      const upstream = await ask().catch((error: unknown) => {
        if (req.method !== 'GET' && req.method !== 'HEAD') throw error;
        return ask();
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      const accept = String(req.headers['accept-encoding'] ?? '');
      acceptEncodings.add(accept);
      const type = upstream.headers.get('content-type') ?? '';
      const squeeze = COMPRESSIBLE.test(type) && body.length > 0;
      const c = squeeze ? compressed(body) : null;
      const encoding =
        c && /\bbr\b/.test(accept) ? 'br' : c && /\bgzip\b/.test(accept) ? 'gzip' : '';
      const out = encoding === 'br' ? c!.brotli : encoding === 'gzip' ? c!.gzip : body;
      const outHeaders: Record<string, string> = {};
      upstream.headers.forEach((v, k) => {
        if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k))
          outHeaders[k] = v;
      });
      if (encoding)
        Object.assign(outHeaders, { 'content-encoding': encoding, vary: 'Accept-Encoding' });
      outHeaders['content-length'] = String(out.length);
      const sent: Sent = {
        path: new URL(req.url ?? '/', 'http://x').pathname,
        raw: body.length,
        gzip: c?.gzip.length ?? body.length,
        brotli: c?.brotli.length ?? body.length,
        sent: req.method === 'HEAD' ? 0 : out.length,
        encoding,
        at,
        done: 0,
      };
      log.push(sent);
      if (shaping) await sleep(SLOW_4G.latencyMs);
      res.writeHead(upstream.status, outHeaders);
      if (!shaping || req.method === 'HEAD') {
        res.end(req.method === 'HEAD' ? undefined : out);
        sent.done = performance.now();
        return;
      }
      // One shared downlink: each 8 KB chunk waits for the link, so parallel downloads share it.
      for (let at = 0; at < out.length; at += 8192) {
        const chunk = out.subarray(at, at + 8192);
        const now = performance.now();
        linkFree = Math.max(now, linkFree) + (chunk.length / SLOW_4G.downBytesPerSec) * 1000;
        await sleep(linkFree - now);
        if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
      }
      res.end();
      sent.done = performance.now();
    })().catch(() => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    log,
    acceptEncodings,
    shape(on) {
      shaping = on;
      linkFree = 0;
    },
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
