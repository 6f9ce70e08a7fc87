// The server's start over a database an earlier release migrated (issue 27): no false alarm for
// the text of the schema migration that databases created between its edit and its restoration
// applied, and a message that says what to do when a released migration really was edited.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  migrate,
  migrationsDir,
  openDatabase,
  readMigrations,
  type Database,
} from '../../../server/db/database';
import { readReleased } from '../../../server/db/releasedMigrations';
import { testTemplateDir } from '../../support/backend';

const SCHEMA = '20261121000100_schema.sql';
let work: string;
let db: Database;

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mise-drift-'));
  cpSync(await testTemplateDir(), path.join(work, 'data'), { recursive: true });
  db = await openDatabase(path.join(work, 'data'));
});
afterAll(async () => {
  await db?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Records the hash `hash` as what this database applied for the schema migration. */
const applied = (hash: string) =>
  db.query('update local_host.migrations set hash = $1 where name = $2', [hash, SCHEMA]);

async function warningsOfStart(dir = migrationsDir): Promise<string[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    expect(await migrate(db, dir)).toEqual([]);
    return warn.mock.calls.map((c) => String(c[0]));
  } finally {
    warn.mockRestore();
  }
}

describe('starting over a migrated database', () => {
  it('is silent for the text the release applied and for the known comment-only edit', async () => {
    const entry = readReleased(migrationsDir).migrations.find((m) => m.name === SCHEMA)!;
    await applied(entry.sha256);
    expect(await warningsOfStart()).toEqual([]);
    // Databases created while the file carried the edited comment (29afc36).
    expect(entry.alsoApplied).toHaveLength(1);
    await applied(entry.alsoApplied[0]!.sha256);
    expect(await warningsOfStart()).toEqual([]);
  });

  it('names what to do when a released migration is edited', async () => {
    const dir = path.join(work, 'migrations');
    cpSync(migrationsDir, dir, { recursive: true });
    const file = path.join(dir, SCHEMA);
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n-- an edit after the release\n`);
    await applied(readMigrations().find((m) => m.name === SCHEMA)!.hash);
    expect(await warningsOfStart(dir)).toEqual([
      expect.stringMatching(
        /migration 20261121000100_schema\.sql changed after it was released: restore its released text .* put the change in a new migration/,
      ),
    ]);
  });
});
