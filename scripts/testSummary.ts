// Prints the plain closing line CI reads ("tests: N passed, N failed, N skipped") from Vitest's
// JSON report, so the count of tests run is explicit at the end of `npm test`.
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
process.exit(report.numFailedTests === 0 && report.numPassedTests > 0 ? 0 : 1);
