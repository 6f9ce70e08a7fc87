// Two deployments of the client on one server, as a host deploys a new version over a running one:
// the server serves a directory that is a symbolic link, and a deploy swaps the link atomically
// (a request never sees half of each build). Build A is the run's product build
// (test/support/e2eBuilds.ts); build B is built here from the same source with one visible
// difference (the contact address), so every bundle that shows it, the precache manifest and the
// service worker script differ, as in a real release.
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { buildClient } from '../../scripts/build';
import { projectRoot } from '../../server/paths';

export const NEXT_CONTACT_EMAIL = 'next-release@mise.test';

export interface Deployments {
  /** The directory the server serves (a link to the live build). */
  dir: string;
  builds: readonly [string, string];
  /** Makes build `which` the live one. */
  deploy(which: 0 | 1): void;
  /** The page's entry script of build `which` (/assets/index-<hash>.js). */
  entryScript(which: 0 | 1): string;
  remove(): void;
}

export async function twoDeployments(first: string, anonKey: string): Promise<Deployments> {
  const work = mkdtempSync(path.join(projectRoot, '.cache', 'deployments-'));
  const second = path.join(work, 'next');
  // buildClient reads the client's settings from process.env; the run's other builds must not see
  // these, so they are put back at once.
  const saved = { ...process.env };
  try {
    await buildClient({
      outDir: second,
      quiet: true,
      env: {
        VITE_SUPABASE_URL: '',
        VITE_SUPABASE_ANON_KEY: anonKey,
        VITE_CONTACT_EMAIL: NEXT_CONTACT_EMAIL,
        VITE_STRIPE_PUBLISHABLE_KEY: '',
      },
    });
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
  const builds = [first, second] as const;
  const dir = path.join(work, 'live');
  const deploy = (which: 0 | 1) => {
    const tmp = path.join(work, `live-${which}-${Date.now()}`);
    symlinkSync(builds[which], tmp);
    renameSync(tmp, dir);
  };
  deploy(0);
  return {
    dir,
    builds,
    deploy,
    entryScript(which) {
      const html = readFileSync(path.join(builds[which], 'index.html'), 'utf8');
      const m = /src="(\/assets\/index-[^"]+\.js)"/.exec(html);
      if (!m) throw new Error(`no entry script in ${builds[which]}/index.html`);
      return m[1]!;
    },
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}
