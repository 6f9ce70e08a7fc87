// The whole local product for the payment end-to-end tests: the local server (test backend with
// its functions host, so /.netlify/functions/create-checkout-session is the real function and the
// real stripe SDK, pointed at the local fake of Stripe's API) serving a client build that has a
// Stripe publishable key baked in, as production has. The build needs the server's anon key, so
// the server starts first with an empty static directory that the build then fills.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildClient } from '../../../scripts/build';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

export interface PaymentSite {
  url: string;
  backend: TestBackend;
  close(): Promise<void>;
}

export async function startPaymentSite(
  publishableKey: string,
  functionsEnv: Record<string, string>,
): Promise<PaymentSite> {
  const staticDir = await mkdtemp(path.join(tmpdir(), 'mise-pay-e2e-'));
  const backend = await startTestBackend({ staticDir, env: functionsEnv });
  await buildClient({
    outDir: staticDir,
    quiet: true,
    env: {
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: backend.anonKey,
      VITE_STRIPE_PUBLISHABLE_KEY: publishableKey,
    },
  });
  return {
    url: backend.url,
    backend,
    close: async () => {
      await backend.close();
      await rm(staticDir, { recursive: true, force: true });
    },
  };
}
