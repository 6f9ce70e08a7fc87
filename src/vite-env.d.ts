/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SUPABASE_URL?: string;
  readonly VITE_SUPABASE_ANON_KEY?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_FUNCTIONS_BASE?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
