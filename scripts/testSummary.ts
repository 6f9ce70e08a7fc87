// Prints the plain closing line CI reads ("tests: N passed, N failed, N skipped") from Vitest's
// JSON report, so the count of tests run is explicit at the end of `npm test`, and says whether the
// backend suites also ran on a PostgreSQL server (MISE_TEST_DATABASE_URL, see vitest.config.ts).
import { readFileSync } from 'node:fs';

const report = JSON.parse(readFileSync('.cache/vitest-results.json', 'utf8')) as {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
};
console.log(
  `tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped`,
);
console.log(
  process.env.MISE_TEST_DATABASE_URL
    ? 'backend lanes: PGlite and PostgreSQL server (integration-postgres)'
    : 'backend lanes: PGlite only; the PostgreSQL server lane was NOT run ' +
        '(run `npm run test:postgres`, or set MISE_TEST_DATABASE_URL to a server)',
);
process.exit(report.numFailedTests === 0 && report.numPassedTests > 0 ? 0 : 1);
