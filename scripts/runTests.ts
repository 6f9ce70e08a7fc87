// `npm test`: every check and every test, in lanes run side by side. Run one after another they
// leave a 2-core machine idle most of the time (Chromium waits for pages, the backend suites for
// their databases); side by side they fill it. docs/testing.md explains the lanes and the figures.
//   e2e          the end-to-end suite in Chromium: the longest lane, started first, full priority;
//   unit         the unit suite, files in parallel in shared workers (they hold no global state);
//   integration  the backend and function suites on PGlite;
//   postgres     the backend suites again on a PostgreSQL server, when MISE_TEST_DATABASE_URL is set;
//   check        typecheck, lint, formatting and the archive checks.
// Every lane but e2e runs at a lower CPU priority (nice 10): when the machine is short of CPU the
// pages in Chromium get it first and the other lanes use what the pages leave.
// Each lane's output is printed whole, under its name, when it ends (interleaved lines from five
// processes would be unreadable), then a table of the lanes and one closing line for CI
// ("tests: N passed, N failed, N skipped") summed over the lanes' Vitest JSON reports. Exits non-zero
// when any lane fails or a lane's report is missing. `npm test -- <lane> ...` runs only those lanes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, '.cache');
mkdirSync(cache, { recursive: true });
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const withPostgres = Boolean(process.env.MISE_TEST_DATABASE_URL);

interface Lane {
  name: string;
  cmd: string;
  args: string[];
  /** Runs at a lower CPU priority than the end-to-end lane. */
  background: boolean;
  /** The Vitest JSON report this lane writes, if it runs tests. */
  report?: string;
}

const report = (name: string): string => path.join(cache, `vitest-${name}.json`);

function vitestLane(name: string, project: string, extra: string[] = []): Lane {
  return {
    name,
    cmd: process.execPath,
    args: [
      vitest,
      'run',
      '--project',
      project,
      ...extra,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report(name)}`,
    ],
    background: name !== 'e2e',
    report: report(name),
  };
}

const all: Lane[] = [
  vitestLane('e2e', 'e2e'),
  vitestLane('unit', 'unit', ['--maxWorkers', String(Math.max(2, os.availableParallelism()))]),
  vitestLane('integration', 'integration'),
  ...(withPostgres ? [vitestLane('postgres', 'integration-postgres')] : []),
  { name: 'check', cmd: npm, args: ['run', '--silent', 'check'], background: true },
];

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !all.some((l) => l.name === a));
if (unknown.length) {
  console.error(
    `unknown lane ${unknown.join(', ')}: the lanes are ${all.map((l) => l.name).join(', ')}`,
  );
  process.exit(2);
}
const lanes = asked.length ? all.filter((l) => asked.includes(l.name)) : all;

interface Outcome {
  lane: Lane;
  code: number;
  seconds: number;
  output: string;
}

function run(lane: Lane): Promise<Outcome> {
  if (lane.report) rmSync(lane.report, { force: true });
  const started = Date.now();
  // `nice` is POSIX; elsewhere every lane runs at the same priority.
  const niced = lane.background && process.platform !== 'win32';
  const [cmd, args] = niced
    ? ['nice', ['-n', '10', lane.cmd, ...lane.args]]
    : [lane.cmd, lane.args];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    const done = (code: number): void =>
      resolve({
        lane,
        code,
        seconds: (Date.now() - started) / 1000,
        output: Buffer.concat(chunks).toString('utf8'),
      });
    child.on('error', (err) => {
      chunks.push(Buffer.from(`could not start ${cmd}: ${err.message}\n`));
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
}

const started = Date.now();
const outcomes = await Promise.all(
  lanes.map(async (lane) => {
    const outcome = await run(lane);
    const status = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
    console.log(`\n===== ${lane.name}: ${status} in ${outcome.seconds.toFixed(0)} s =====`);
    process.stdout.write(outcome.output);
    return outcome;
  }),
);

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;
console.log('');
for (const o of outcomes) {
  let counts = '';
  if (o.lane.report) {
    if (existsSync(o.lane.report)) {
      const r = JSON.parse(readFileSync(o.lane.report, 'utf8')) as VitestReport;
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + r.numTodoTests;
      counts = `, ${r.numPassedTests} passed, ${r.numFailedTests} failed`;
    } else {
      missing = true;
      counts = ', no test report (the lane did not finish)';
    }
  }
  console.log(
    `lane ${o.lane.name}: ${o.code === 0 ? 'passed' : 'FAILED'} in ${o.seconds.toFixed(0)} s${counts}`,
  );
}
console.log(`wall: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!asked.length)
  console.log(
    withPostgres
      ? 'backend lanes: PGlite and PostgreSQL server (integration-postgres)'
      : 'backend lanes: PGlite only; the PostgreSQL server lane was NOT run ' +
          '(run `npm run test:postgres`, or set MISE_TEST_DATABASE_URL to a server)',
  );
const ranTests = lanes.some((l) => l.report);
const ok =
  outcomes.every((o) => o.code === 0) && !missing && failed === 0 && (passed > 0 || !ranTests);
process.exit(ok ? 0 : 1);
