// Three levels of tests (unit, integration against the local backend, end-to-end in Chromium).
// `npm test` (scripts/runTests.ts) runs each project in its own `vitest run`, side by side; the
// heavier levels get their own timeouts and run one file at a time.
// The backend suites (REST, auth, RLS, sync) run twice when a PostgreSQL server is given in
// MISE_TEST_DATABASE_URL: on PGlite (`integration`) and on the server (`integration-postgres`,
// where transactions really run concurrently). Other suites and e2e run once, on PGlite.
import { defineConfig } from 'vitest/config';
import type { TestProjectConfiguration } from 'vitest/config';

const backendSuites = [
  'test/integration/backend/**/*.test.ts',
  'test/integration/sync/**/*.test.ts',
];

const integration = {
  environment: 'node' as const,
  // Files share their worker: a fresh module graph per file (supabase-js, the server, PGlite's
  // WebAssembly) cost more CPU than the tests. Each file still gets its own backend and database;
  // a file that changes process.env restores it (test/support/env.ts).
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  fileParallelism: false,
};

const postgresLane: TestProjectConfiguration[] = process.env.MISE_TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'integration-postgres',
          include: backendSuites,
          env: { MISE_TEST_LANE: 'postgres' },
          ...integration,
        },
      },
    ]
  : [];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Unit files share their workers (no fresh module graph per file): they hold no global
          // state, and importing the search engine and its word tables once per file cost more than
          // the tests themselves.
          isolate: false,
          // A bound on a stuck test, not on speed: the unit step shares the CPU with the e2e lane.
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          env: { MISE_TEST_LANE: 'pglite' },
          ...integration,
        },
      },
      ...postgresLane,
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // The client is built once per run for every e2e file.
          globalSetup: ['test/support/e2eBuilds.ts'],
          environment: 'node',
          // As the backend suites: one module graph for every file, each file its own backend,
          // browser and database (test/support/pages/harness.ts).
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
