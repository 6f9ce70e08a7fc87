// Released migrations are frozen: once a release has applied a migration to someone's database,
// its text never changes again (a later change, even to a comment, makes every upgraded install
// report drift, and nothing would stop the next edit from being a real one). The manifest
// supabase/migrations/released.json holds each released migration's SHA-256; a unit test fails
// when a file no longer matches it, and `npm run migrations:release` adds the migrations of a new
// release. docs/architecture.md#migrations has the rules.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in lower-case hex');

const entry = z.object({
  name: z
    .string()
    .regex(/^\d{14}_[a-z0-9_]+\.sql$/, 'a migration file name (<14 digits>_<name>.sql)'),
  sha256,
  /** Other texts of this migration some databases applied, the same SQL but for comments: the
   * server does not report them as drift. */
  alsoApplied: z.array(z.object({ sha256, why: z.string().min(1) })).default([]),
});

const manifestSchema = z.object({ about: z.string(), migrations: z.array(entry) });

export type ReleasedManifest = z.infer<typeof manifestSchema>;
export type ReleasedMigration = z.infer<typeof entry>;

export const releasedFileName = 'released.json';

/** The manifest in `dir`, or an empty one when there is none yet. Throws with the problem when it
 * is not a valid manifest. */
export function readReleased(dir: string): ReleasedManifest {
  const file = path.join(dir, releasedFileName);
  if (!existsSync(file)) return { about: '', migrations: [] };
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`${file} is not a valid manifest: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export interface MigrationText {
  name: string;
  hash: string;
}

/** Every way the migration files break the manifest, one sentence each (empty when frozen). */
export function releasedProblems(
  manifest: ReleasedManifest,
  files: readonly MigrationText[],
): string[] {
  const problems: string[] = [];
  const byName = new Map(files.map((f) => [f.name, f]));
  for (const r of manifest.migrations) {
    const f = byName.get(r.name);
    if (!f) problems.push(`released migration ${r.name} is missing: ${restoreHint(r.name)}`);
    else if (f.hash !== r.sha256)
      problems.push(`released migration ${r.name} was edited: ${restoreHint(r.name)}`);
  }
  // A new migration must sort after every released one: the server applies them in name order,
  // so one dated earlier would run after newer ones on upgraded databases and first on new ones.
  const lastReleased = manifest.migrations
    .map((r) => r.name)
    .sort()
    .at(-1);
  for (const f of files)
    if (
      lastReleased &&
      f.name < lastReleased &&
      !manifest.migrations.some((r) => r.name === f.name)
    )
      problems.push(
        `migration ${f.name} sorts before the released ${lastReleased}: rename it to a later timestamp`,
      );
  return problems;
}

function restoreHint(name: string): string {
  return (
    `restore its released text (\`git log -- supabase/migrations/${name}\` finds it; ` +
    `its SHA-256 is in supabase/migrations/${releasedFileName}) and put the change in a new migration`
  );
}

/** The server's message when a database applied a text of `name` other than the file's now, or
 * undefined when that text is a known equivalent (the same SQL but for comments). */
export function driftMessage(
  manifest: ReleasedManifest,
  name: string,
  appliedHash: string,
  fileHash: string,
): string | undefined {
  if (appliedHash === fileHash) return undefined;
  const released = manifest.migrations.find((r) => r.name === name);
  if (released) {
    const known = [released.sha256, ...released.alsoApplied.map((a) => a.sha256)];
    if (fileHash === released.sha256 && known.includes(appliedHash)) return undefined;
    if (fileHash !== released.sha256)
      return `migration ${name} changed after it was released: ${restoreHint(name)} (docs/architecture.md#migrations)`;
  }
  return (
    `migration ${name} differs from the text this database applied (a development copy?); ` +
    `the database keeps what it applied: put any change in a new migration (docs/architecture.md#migrations)`
  );
}

/** The manifest with every migration of `files` not yet in it added (a release). Refuses when a
 * released one was edited: the manifest never moves to an edited text. */
export function releaseAll(
  manifest: ReleasedManifest,
  files: readonly MigrationText[],
): { manifest: ReleasedManifest; added: string[] } {
  const problems = releasedProblems(manifest, files);
  if (problems.length) throw new Error(problems.join('\n'));
  const known = new Set(manifest.migrations.map((r) => r.name));
  const added = files.filter((f) => !known.has(f.name));
  return {
    manifest: {
      ...manifest,
      migrations: [
        ...manifest.migrations,
        ...added.map((f) => ({ name: f.name, sha256: f.hash, alsoApplied: [] })),
      ].sort((a, b) => a.name.localeCompare(b.name)),
    },
    added: added.map((f) => f.name),
  };
}
