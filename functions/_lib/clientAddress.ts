// The caller's network address for rate limits: Netlify passes it in the function context; behind
// other proxies (and on the local functions host) it is the first X-Forwarded-For entry.
export interface AddressContext {
  ip?: string;
}

export function clientAddress(req: Request, context?: AddressContext): string {
  return (
    context?.ip ||
    req.headers.get('x-nf-client-connection-ip') ||
    req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
    'unknown'
  );
}
