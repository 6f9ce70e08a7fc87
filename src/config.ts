// Client configuration, fixed at build time from the environment (VITE_*). Nothing here is a
// secret: the Supabase anon key and the Stripe publishable key are public by design.
// Locally, `npm start` builds with the local backend's URL and anon key.
export const config = {
  /** Supabase project URL; empty means "same origin" (the local server). */
  supabaseUrl: import.meta.env.VITE_SUPABASE_URL || globalThis.location?.origin || '',
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY ?? '',
  stripePublishableKey: import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY ?? '',
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || 'hello@mise.example',
  /** Base of the serverless functions; same origin on Netlify and locally. */
  functionsBase: import.meta.env.VITE_FUNCTIONS_BASE || '/.netlify/functions',
} as const;
