// The set-up `npm test` does before its steps (scripts/testSetup/plan.ts): which tools the steps
// need, and for each what to do when this machine has it, lacks it and may install it, or lacks it
// and may not.
import { describe, expect, it } from 'vitest';
import {
  decide,
  installCommand,
  installLine,
  planSetup,
  toolsFor,
  type Machine,
  type Tool,
} from '../../../scripts/testSetup/plan';

const ALL = ['e2e', 'check', 'unit', 'integration', 'postgres', 'e2e-late'];
const EVERY: Tool[] = ['chromium', 'chromium-headless-shell', 'postgresql'];

const machine = (over: Partial<Machine> & { missing?: Tool[] } = {}): Machine => ({
  present: {
    chromium: !over.missing?.includes('chromium'),
    'chromium-headless-shell': !over.missing?.includes('chromium-headless-shell'),
    postgresql: !over.missing?.includes('postgresql'),
  },
  root: over.root ?? true,
  aptGet: over.aptGet ?? true,
});

describe('toolsFor', () => {
  it('the whole suite needs both browsers and the PostgreSQL server', () => {
    expect(toolsFor(ALL, { databaseUrl: false })).toEqual(EVERY);
  });

  it('a given server URL needs no PostgreSQL binaries', () => {
    expect(toolsFor(ALL, { databaseUrl: true })).toEqual(['chromium', 'chromium-headless-shell']);
  });

  it('steps without a browser or a server need nothing', () => {
    expect(toolsFor(['check', 'unit', 'integration'], { databaseUrl: false })).toEqual([]);
    expect(toolsFor(['e2e-late'], { databaseUrl: false })).toEqual([
      'chromium',
      'chromium-headless-shell',
    ]);
    expect(toolsFor(['postgres'], { databaseUrl: false })).toEqual(['postgresql']);
  });
});

describe('decide, for each tool', () => {
  it.each(EVERY)('%s present: nothing to do, root or not', (tool) => {
    expect(decide(tool, machine({ root: false, aptGet: false }))).toBe('present');
    expect(decide(tool, machine())).toBe('present');
  });

  it.each(EVERY)('%s missing, root with apt-get: install', (tool) => {
    expect(decide(tool, machine({ missing: [tool] }))).toBe('install');
  });

  it.each(EVERY)('%s missing, not root or no apt-get: stop', (tool) => {
    expect(decide(tool, machine({ missing: [tool], root: false }))).toBe('stop');
    expect(decide(tool, machine({ missing: [tool], aptGet: false }))).toBe('stop');
  });
});

describe('planSetup', () => {
  it('is ready when everything needed is there', () => {
    expect(planSetup(EVERY, machine())).toEqual({ kind: 'ready' });
    // What is missing but not needed does not matter.
    expect(planSetup([], machine({ missing: EVERY, root: false }))).toEqual({ kind: 'ready' });
  });

  it('installs the Debian packages of what is missing, for root with apt-get', () => {
    expect(planSetup(EVERY, machine({ missing: ['chromium', 'postgresql'] }))).toEqual({
      kind: 'install',
      tools: ['chromium', 'postgresql'],
      packages: ['chromium', 'fonts-dejavu-core', 'postgresql'],
    });
  });

  it('stops with the exact command when it may not install (sudo for a user)', () => {
    const plan = planSetup(EVERY, machine({ missing: EVERY, root: false }));
    expect(plan).toMatchObject({
      kind: 'stop',
      tools: EVERY,
      command:
        'sudo apt-get update && sudo apt-get install -y chromium fonts-dejavu-core ' +
        'chromium-headless-shell postgresql',
    });
    if (plan.kind !== 'stop') throw new Error('expected a stop');
    expect(plan.message).toContain(plan.command);
    expect(plan.message).toMatch(/chromium: for the end-to-end tests/);
  });

  it('names only what is missing in the command', () => {
    const plan = planSetup(EVERY, machine({ missing: ['chromium-headless-shell'], root: false }));
    expect(plan).toMatchObject({
      kind: 'stop',
      command: 'sudo apt-get update && sudo apt-get install -y chromium-headless-shell',
    });
  });

  it('without apt-get, still gives the Debian command and says how to point at a browser', () => {
    const plan = planSetup(['chromium'], machine({ missing: ['chromium'], aptGet: false }));
    if (plan.kind !== 'stop') throw new Error('expected a stop');
    expect(plan.command).toBe('apt-get update && apt-get install -y chromium fonts-dejavu-core');
    expect(plan.message).toMatch(/no apt-get/);
    expect(plan.message).toMatch(/CHROMIUM_PATH/);
  });
});

it('says one line per tool it installs', () => {
  expect(installLine('postgresql')).toBe(
    'setup: installing postgresql (Debian) for the backend tests on a PostgreSQL server (a throwaway cluster)',
  );
  expect(installCommand(['chromium'], true)).not.toMatch(/sudo/);
});
