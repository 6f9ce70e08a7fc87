// The caller's network address for rate limits: the function context's `ip`, which Netlify sets
// from the connection and the local functions host from the socket (or a proxy the operator
// trusts, server/clientAddress.ts). Never a request header: X-Forwarded-For and its kin are written
// by the caller, and a new value each time would reset every limit.
export interface AddressContext {
  ip?: string;
}

export function clientAddress(_req: Request, context?: AddressContext): string {
  return context?.ip || 'unknown';
}
