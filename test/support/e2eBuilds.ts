// Vitest global setup of the e2e project: builds the client once per test run, not once per test
// file. The builds talk to the same origin they are served from (VITE_SUPABASE_URL empty), and
// every test backend starts from one template data directory, so one anon key serves them all.
// Two variants: the product as `npm start` builds it, and one with a Stripe publishable key baked
// in for the payment pages (as production has).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildClient } from '../../scripts/build';
import { apiKeys, loadOrCreateJwtSecret } from '../../server/keys';
import { projectRoot } from '../../server/paths';
import { testTemplateDir } from './backend';
import { CONTACT_EMAIL, E2E_PUBLISHABLE_KEY, type E2eBuilds } from './e2eConstants';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBuilds: E2eBuilds;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const { anonKey } = await apiKeys(loadOrCreateJwtSecret(await testTemplateDir()));
  const root = path.join(projectRoot, '.cache', 'e2e-builds', String(process.pid));
  mkdirSync(root, { recursive: true });
  const builds: E2eBuilds = {
    default: path.join(root, 'default'),
    payments: path.join(root, 'payments'),
  };
  const common = { VITE_SUPABASE_URL: '', VITE_SUPABASE_ANON_KEY: anonKey };
  await buildClient({
    outDir: builds.default,
    quiet: true,
    env: { ...common, VITE_CONTACT_EMAIL: CONTACT_EMAIL, VITE_STRIPE_PUBLISHABLE_KEY: '' },
  });
  await buildClient({
    outDir: builds.payments,
    quiet: true,
    env: { ...common, VITE_STRIPE_PUBLISHABLE_KEY: E2E_PUBLISHABLE_KEY },
  });
  project.provide('e2eBuilds', builds);
  return () => rmSync(root, { recursive: true, force: true });
}
