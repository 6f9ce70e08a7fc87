// What `npm test` needs from the machine before it starts, and what to do when something is
// missing: pure decisions, unit tested (test/unit/scripts/testSetup.test.ts). The probing and the
// installing are in ensureTools.ts. On a bare machine (Node and npm, nothing else) the end-to-end
// files would otherwise each stop at `chromium.launch`, and the PostgreSQL lane would not run.

/** A tool the tests use, installed from one or more Debian packages. */
export type Tool = 'chromium' | 'chromium-headless-shell' | 'postgresql';

export const TOOLS: Record<Tool, { packages: string[]; why: string }> = {
  // Fonts: a bare Debian has none, and pages would be laid out in no font at all.
  chromium: { packages: ['chromium', 'fonts-dejavu-core'], why: 'the end-to-end tests' },
  'chromium-headless-shell': {
    packages: ['chromium-headless-shell'],
    why: 'the end-to-end tests (about a fifth less CPU than chromium)',
  },
  postgresql: {
    packages: ['postgresql'],
    why: 'the backend tests on a PostgreSQL server (a throwaway cluster)',
  },
};

const E2E_STEPS = new Set(['e2e', 'e2e-late']);

/**
 * The tools the given steps need. `databaseUrl`: MISE_TEST_DATABASE_URL names a server already, so
 * the PostgreSQL lane needs no binaries of its own.
 */
export function toolsFor(steps: readonly string[], opts: { databaseUrl: boolean }): Tool[] {
  const tools: Tool[] = [];
  if (steps.some((s) => E2E_STEPS.has(s))) tools.push('chromium', 'chromium-headless-shell');
  if (steps.includes('postgres') && !opts.databaseUrl) tools.push('postgresql');
  return tools;
}

export interface Machine {
  present: Record<Tool, boolean>;
  /** Running as root (packages may be installed without asking anyone). */
  root: boolean;
  /** apt-get is on the PATH (a Debian-like system). */
  aptGet: boolean;
}

export type Decision = 'present' | 'install' | 'stop';

/** One tool: there, missing and installable here, or missing and not. */
export function decide(tool: Tool, m: Machine): Decision {
  if (m.present[tool]) return 'present';
  return m.root && m.aptGet ? 'install' : 'stop';
}

export type Plan =
  | { kind: 'ready' }
  | { kind: 'install'; tools: Tool[]; packages: string[] }
  | { kind: 'stop'; tools: Tool[]; command: string; message: string };

const packagesOf = (tools: readonly Tool[]) => tools.flatMap((t) => TOOLS[t].packages);

/** The exact command that installs `tools` on Debian, for a person to run. */
export function installCommand(tools: readonly Tool[], root: boolean): string {
  const sudo = root ? '' : 'sudo ';
  return `${sudo}apt-get update && ${sudo}apt-get install -y ${packagesOf(tools).join(' ')}`;
}

/** What to do before the steps start. Installs only when every missing tool can be installed. */
export function planSetup(needed: readonly Tool[], m: Machine): Plan {
  const missing = [...new Set(needed)].filter((t) => decide(t, m) !== 'present');
  if (missing.length === 0) return { kind: 'ready' };
  if (missing.every((t) => decide(t, m) === 'install'))
    return { kind: 'install', tools: missing, packages: packagesOf(missing) };
  const command = installCommand(missing, m.root);
  const lines = missing.map((t) => `  ${t}: for ${TOOLS[t].why}`);
  const where = m.aptGet
    ? `Run:\n  ${command}\nthen npm test again.`
    : `This machine has no apt-get. On Debian or Ubuntu:\n  ${command}\n` +
      'elsewhere install them with the system package manager (CHROMIUM_PATH and ' +
      'CHROMIUM_SHELL_PATH name browsers installed elsewhere), then npm test again.';
  return {
    kind: 'stop',
    tools: missing,
    command,
    message: `npm test needs what this machine lacks:\n${lines.join('\n')}\n${where}`,
  };
}

/** The one line said for each tool being installed. */
export function installLine(tool: Tool): string {
  return `setup: installing ${TOOLS[tool].packages.join(', ')} (Debian) for ${TOOLS[tool].why}`;
}
