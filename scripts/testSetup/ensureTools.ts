// Before `npm test` runs its steps: finds the tools they need (plan.ts decides), installs the
// missing ones with apt-get when this user may (root), one line each, or stops at once with the
// exact command to run. Used by scripts/runTests.ts, so `npm test` and `.ci/run` set up the same way.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { TOOLS, installLine, planSetup, type Machine, type Tool } from './plan';

const executable = (file: string): boolean => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

const onPath = (name: string): string | undefined =>
  (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((d) => path.join(d, name))
    .find(executable);

/** The directory of PostgreSQL's server binaries (initdb, pg_ctl), as scripts/withTestPostgres.sh
 * finds them: on the PATH, else Debian's /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir(): string | undefined {
  const initdb = onPath('initdb');
  if (initdb) return path.dirname(initdb);
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  return readdirSync(base)
    .map((v) => path.join(base, v, 'bin'))
    .filter((d) => executable(path.join(d, 'initdb')))
    .sort()
    .at(-1);
}

export function probeMachine(): Machine {
  const present: Record<Tool, boolean> = {
    chromium: executable(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
    'chromium-headless-shell': executable(
      process.env.CHROMIUM_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    ),
    postgresql: postgresBinDir() !== undefined,
  };
  return {
    present,
    root: process.getuid?.() === 0,
    aptGet: onPath('apt-get') !== undefined,
  };
}

function apt(args: string[]): void {
  const r = spawnSync('apt-get', args, {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
  });
  if (r.status !== 0)
    throw new Error(`apt-get ${args.join(' ')} failed:\n${r.stdout ?? ''}${r.stderr ?? ''}`);
}

/** Makes sure `needed` is there. Returns false (after saying why) when the tests cannot start. */
export function ensureTools(needed: readonly Tool[]): boolean {
  const plan = planSetup(needed, probeMachine());
  if (plan.kind === 'ready') return true;
  if (plan.kind === 'stop') {
    console.error(plan.message);
    return false;
  }
  try {
    apt(['update', '-qq']);
    for (const tool of plan.tools) {
      console.log(installLine(tool));
      apt(['install', '-y', '-qq', ...TOOLS[tool].packages]);
    }
  } catch (err) {
    console.error((err as Error).message);
    return false;
  }
  const after = planSetup(needed, probeMachine());
  if (after.kind === 'ready') return true;
  console.error(`setup: still missing after apt-get: ${after.tools.join(', ')}`);
  return false;
}
