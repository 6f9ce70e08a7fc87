// The caller's network address, for rate limits (sign-in throttling, the functions' limits): the
// TCP peer of the request. X-Forwarded-For is written by whoever sends the request, so it counts
// only when the peer is a proxy the operator named (MISE_TRUSTED_PROXIES, docs/self-host.md); then
// the address is the right-most entry that is not itself a trusted proxy (each proxy appends the
// address it received from, so entries left of the last untrusted one are the client's own words).
import type { Context } from 'hono';

/** IPv4-mapped IPv6 (`::ffff:127.0.0.1`) as plain IPv4, so one client has one key. */
export function normalizeAddress(a: string): string {
  const t = a.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(t);
  return mapped ? mapped[1]! : t.replace(/^\[(.*)\]$/, '$1');
}

/** The operator's list: comma-separated addresses (`127.0.0.1, ::1`). */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(normalizeAddress);
}

/** The TCP peer's address as @hono/node-server hands it over (env.incoming), if any. */
export function socketAddress(env: unknown): string | undefined {
  const remote = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming?.socket?.remoteAddress;
  return remote ? normalizeAddress(remote) : undefined;
}

export function clientAddressOf(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: readonly string[],
): string {
  const peer = socket ?? 'unknown';
  if (!trustedProxies.includes(peer)) return peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean)
    .map(normalizeAddress);
  for (let i = hops.length - 1; i >= 0; i--)
    if (!trustedProxies.includes(hops[i]!)) return hops[i]!;
  return peer;
}

export function clientAddress(c: Context, trustedProxies: readonly string[]): string {
  return clientAddressOf(socketAddress(c.env), c.req.header('x-forwarded-for'), trustedProxies);
}
