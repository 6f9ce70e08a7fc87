// `npm test`: every check and every test, in two lanes run side by side. One after another they
// left a 2-core machine idle much of the time (Chromium waits for pages and deadlines); side by side
// they fill it without starving each other (five lanes at once did: CPU-heavy tests timed out).
// docs/testing.md has the lanes, what each costs and why the suite is arranged so.
//   e2e    the end-to-end suite in Chromium: the longest lane, at full CPU priority;
//   rest   at a lower priority (nice 10), one step after another: the checks (typecheck, lint,
//          formatting, archive), the unit suite (files in parallel in shared workers), the backend
//          and function suites on PGlite, and again on a PostgreSQL server when
//          MISE_TEST_DATABASE_URL is set; then `e2e-late`, the end-to-end files moved here so the
//          two lanes end together (`npm test -- e2e e2e-late` runs the whole end-to-end suite).
// When the machine is short of CPU the pages in Chromium get it first, so the end-to-end suite's
// waits are the page's, not the other lane's. Each step's output is printed whole, under its name,
// when it ends (interleaved lines from two processes would be unreadable), then a table of the steps
// and one closing line for CI ("tests: N passed, N failed, N skipped") summed over the steps' Vitest
// JSON reports. Exits non-zero when any step fails or a report is missing. A failing step does not
// stop the steps after it (CI shows every failure at once). `npm test -- <step> ...` runs only
// those steps.
// Before any step, the machine is set up for the steps asked (scripts/testSetup): Debian's chromium,
// chromium-headless-shell and postgresql are installed when missing and this user may (root, one
// line each), else the run stops at once with the command to run. Without MISE_TEST_DATABASE_URL,
// the run then goes on inside a throwaway PostgreSQL cluster (scripts/withTestPostgres.sh), so the
// backend suites run on both engines.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureTools } from './testSetup/ensureTools';
import { toolsFor } from './testSetup/plan';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, '.cache');
mkdirSync(cache, { recursive: true });
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const withPostgres = Boolean(process.env.MISE_TEST_DATABASE_URL);
/** Set on the run re-started inside the throwaway cluster: the setup is done. */
const setUp = process.env.MISE_TEST_SET_UP === '1';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  /** The Vitest JSON report this step writes, if it runs tests. */
  report?: string;
}

const report = (name: string): string => path.join(cache, `vitest-${name}.json`);

function vitestStep(name: string, project: string, extra: string[] = []): Step {
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
    report: report(name),
  };
}

/** End-to-end files the `rest` lane runs once its own steps are done, so that both lanes end
 * together: the `e2e` lane alone was the longest by about a fifth (docs/testing.md). Only files
 * that time nothing of the app's: at `nice 10` they may run slower, never wrongly. */
const E2E_LATE = ['test/e2e/screens/routes.test.ts'];
const notLate = E2E_LATE.flatMap((f) => ['--exclude', f]);

/** Two lanes side by side; the steps of a lane run one after another. */
const allLanes: { name: string; background: boolean; steps: Step[] }[] = [
  { name: 'e2e', background: false, steps: [vitestStep('e2e', 'e2e', notLate)] },
  {
    name: 'rest',
    background: true,
    steps: [
      { name: 'check', cmd: npm, args: ['run', '--silent', 'check'] },
      vitestStep('unit', 'unit', ['--maxWorkers', String(Math.max(2, os.availableParallelism()))]),
      vitestStep('integration', 'integration'),
      vitestStep('postgres', 'integration-postgres'),
      vitestStep('e2e-late', 'e2e', E2E_LATE),
    ],
  },
];
const all = allLanes.flatMap((l) => l.steps);

const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !all.some((l) => l.name === a));
if (unknown.length) {
  console.error(
    `unknown step ${unknown.join(', ')}: the steps are ${all.map((l) => l.name).join(', ')}`,
  );
  process.exit(2);
}

if (!setUp) {
  const wanted = asked.length ? asked : all.map((st) => st.name);
  if (!ensureTools(toolsFor(wanted, { databaseUrl: withPostgres }))) process.exit(1);
  if (wanted.includes('postgres') && !withPostgres) {
    // The same run again, inside a throwaway PostgreSQL cluster that ends with it.
    const again = spawn(
      path.join(root, 'scripts', 'withTestPostgres.sh'),
      [process.execPath, '--import', 'tsx', fileURLToPath(import.meta.url), ...asked],
      { cwd: root, stdio: 'inherit', env: { ...process.env, MISE_TEST_SET_UP: '1' } },
    );
    process.exit(await new Promise<number>((done) => again.on('close', (code) => done(code ?? 1))));
  }
}
if (!withPostgres && asked.includes('postgres')) {
  console.error('the postgres step needs MISE_TEST_DATABASE_URL (npm test starts a server itself)');
  process.exit(2);
}

const lanes = allLanes
  .map((l) => ({
    ...l,
    steps: l.steps.filter((st) =>
      asked.length ? asked.includes(st.name) : st.name !== 'postgres' || withPostgres,
    ),
  }))
  .filter((l) => l.steps.length);

interface Outcome {
  step: Step;
  code: number;
  seconds: number;
  output: string;
}

function run(step: Step, background: boolean): Promise<Outcome> {
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  // `nice` is POSIX; elsewhere every step runs at the same priority.
  const niced = background && process.platform !== 'win32';
  const [cmd, args] = niced
    ? ['nice', ['-n', '10', step.cmd, ...step.args]]
    : [step.cmd, step.args];
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
        step,
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
const outcomes = (
  await Promise.all(
    lanes.map(async (lane) => {
      const done: Outcome[] = [];
      for (const step of lane.steps) {
        const outcome = await run(step, lane.background);
        const status = outcome.code === 0 ? 'passed' : `FAILED (exit ${outcome.code})`;
        console.log(`\n===== ${step.name}: ${status} in ${outcome.seconds.toFixed(0)} s =====`);
        process.stdout.write(outcome.output);
        done.push(outcome);
      }
      return done;
    }),
  )
).flat();

let passed = 0;
let failed = 0;
let skipped = 0;
let missing = false;
console.log('');
for (const o of outcomes) {
  let counts = '';
  if (o.step.report) {
    if (existsSync(o.step.report)) {
      const r = JSON.parse(readFileSync(o.step.report, 'utf8')) as VitestReport;
      passed += r.numPassedTests;
      failed += r.numFailedTests;
      skipped += r.numPendingTests + r.numTodoTests;
      counts = `, ${r.numPassedTests} passed, ${r.numFailedTests} failed`;
    } else {
      missing = true;
      counts = ', no test report (the step did not finish)';
    }
  }
  console.log(
    `${o.step.name}: ${o.code === 0 ? 'passed' : 'FAILED'} in ${o.seconds.toFixed(0)} s${counts}`,
  );
}
console.log(`wall: ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (!asked.length)
  console.log(
    withPostgres
      ? 'backend lanes: PGlite and PostgreSQL server (integration-postgres)'
      : 'backend lanes: PGlite only; the PostgreSQL server lane was NOT run ' +
          '(MISE_TEST_SET_UP=1 skipped the set-up that starts a server; or set MISE_TEST_DATABASE_URL)',
  );
const ranTests = lanes.some((l) => l.steps.some((st) => st.report));
const ok =
  outcomes.every((o) => o.code === 0) && !missing && failed === 0 && (passed > 0 || !ranTests);
process.exit(ok ? 0 : 1);
