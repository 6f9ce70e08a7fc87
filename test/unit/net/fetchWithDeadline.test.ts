// The request helper against a real HTTP server on loopback: a connection that hangs before the
// headers, a body that stalls halfway, a refused connection, and the caller's own cancellation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestError, fetchWithDeadline, readJson } from '../../../src/net/fetchWithDeadline';

let server: http.Server;
let base = '';
const open = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    if (req.url === '/hang') return; // never answers
    if (req.url === '/stall') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('{"results": ['); // and never finishes
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"ok":true}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const res of open) res.destroy();
  await new Promise((r) => server.close(r));
});

describe('fetchWithDeadline', () => {
  it('answers normally within the deadline', async () => {
    const res = await fetchWithDeadline(`${base}/ok`, { deadlineMs: 2000 });
    expect(await readJson(res)).toEqual({ ok: true });
  });

  it('turns a hanging connection into a timeout error', async () => {
    const err = await fetchWithDeadline(`${base}/hang`, { deadlineMs: 150 }).catch((e) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).reason).toBe('timeout');
  });

  it('turns a body that stalls past the deadline into a timeout error', async () => {
    const res = await fetchWithDeadline(`${base}/stall`, { deadlineMs: 200 });
    const err = await readJson(res).catch((e) => e);
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).reason).toBe('timeout');
  });

  it('turns a refused connection into a network error', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const err = await fetchWithDeadline(`http://127.0.0.1:${port}/`, { deadlineMs: 2000 }).catch(
      (e) => e,
    );
    expect(err).toBeInstanceOf(RequestError);
    expect((err as RequestError).reason).toBe('network');
  });

  it("passes the caller's cancellation on as it is, not as a failure", async () => {
    const ctrl = new AbortController();
    const pending = fetchWithDeadline(`${base}/hang`, { deadlineMs: 5000, signal: ctrl.signal });
    ctrl.abort(new DOMException('left the page', 'AbortError'));
    const err = await pending.catch((e) => e);
    expect(err).not.toBeInstanceOf(RequestError);
    expect((err as Error).name).toBe('AbortError');
  });
});
