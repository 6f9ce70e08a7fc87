// The security headers of every answer (pages and API), here for the local and self-host server and,
// as literal text, in netlify.toml for production (test/unit/server/securityHeaders.test.ts keeps
// the two the same). docs/architecture.md#security-headers says why each source is allowed.
//
// The Content-Security-Policy allows our own origin, the Supabase project (REST, auth, realtime) and
// Stripe (Stripe.js from js.stripe.com, its frames, its API); nothing else. The page's two inline
// blocks (the first-paint style and the intro-shell script in index.html) are allowed by their
// SHA-256, so a changed inline block must change the policy too.
import { createHash } from 'node:crypto';

/** Where the production build's Supabase project lives (netlify.toml cannot read the env). */
export const HOSTED_SUPABASE = ['https://*.supabase.co', 'wss://*.supabase.co'];

const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** SHA-256 sources of the inline `<script>` (without src) and `<style>` blocks of a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1]!)
    .filter((s) => s.trim() !== '')
    .map(hashOf);
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => hashOf(m[1]!));
  return { scripts, styles };
}

export interface PolicyInput {
  /** index.html as served (its inline blocks are hashed into the policy). */
  html: string;
  /** Origins of the Supabase project when it is not this origin (https and wss). */
  supabase?: string[];
}

export function contentSecurityPolicy({ html, supabase = [] }: PolicyInput): string {
  const { scripts, styles } = inlineHashes(html);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scripts, STRIPE_SCRIPT]],
    ['style-src', ["'self'", ...styles]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...supabase, STRIPE_API]],
    ['frame-src', STRIPE_FRAMES],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/** The headers besides the policy, the same on every answer. */
export const FIXED_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  // For browsers without frame-ancestors; both say "never in a frame".
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The camera only for our own page (the photo picker); no microphone or location at all.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
};

export function securityHeaders(input: PolicyInput): Record<string, string> {
  return { 'Content-Security-Policy': contentSecurityPolicy(input), ...FIXED_HEADERS };
}

/** The Supabase origins of a project URL for connect-src: its https origin and its realtime wss. */
export function supabaseOrigins(url: string | undefined): string[] {
  if (!url) return [];
  const u = new URL(url);
  return [u.origin, `${u.protocol === 'https:' ? 'wss' : 'ws'}://${u.host}`];
}

/** Sets each header the answer does not already carry (a page with its own policy keeps it). */
export function withHeaders(res: Response, headers: Record<string, string>): Response {
  let out = res;
  for (const [name, value] of Object.entries(headers)) {
    if (out.headers.has(name)) continue;
    try {
      out.headers.set(name, value);
    } catch {
      // Immutable headers (an answer passed through from fetch): copy it once, then set.
      out = new Response(out.body, out);
      out.headers.set(name, value);
    }
  }
  return out;
}
