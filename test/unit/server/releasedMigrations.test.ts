// Released migrations are frozen (server/db/releasedMigrations.ts): the files in
// supabase/migrations/ against the manifest of released ones, and the rules on made-up files.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readMigrations, migrationsDir } from '../../../server/db/database';
import {
  driftMessage,
  readReleased,
  releaseAll,
  releasedProblems,
  type ReleasedManifest,
} from '../../../server/db/releasedMigrations';

const hash = (s: string) => createHash('sha256').update(s).digest('hex');

describe('the released migrations in supabase/migrations', () => {
  it('each still has the text it was released with', () => {
    // On failure the message names the file and what to do instead of editing it.
    expect(releasedProblems(readReleased(migrationsDir), readMigrations())).toEqual([]);
  });

  it('the manifest holds at least the migrations of the release of 8cd1529', () => {
    const names = readReleased(migrationsDir).migrations.map((m) => m.name);
    expect(names).toEqual(
      expect.arrayContaining([
        '20261121000100_schema.sql',
        '20261121000200_security.sql',
        '20261121000300_sync.sql',
      ]),
    );
  });
});

const a = { name: '20260101000100_a.sql', hash: hash('create table a ();') };
const b = { name: '20260101000200_b.sql', hash: hash('create table b ();') };
const manifest: ReleasedManifest = {
  about: '',
  migrations: [{ name: a.name, sha256: a.hash, alsoApplied: [] }],
};

describe('releasedProblems', () => {
  it('accepts unchanged released files and new later ones', () => {
    expect(releasedProblems(manifest, [a, b])).toEqual([]);
  });

  it('names an edited released migration and how to restore it', () => {
    const edited = { ...a, hash: hash('create table a (); -- a comment') };
    const [problem] = releasedProblems(manifest, [edited]);
    expect(problem).toMatch(/released migration 20260101000100_a\.sql was edited/);
    expect(problem).toMatch(/restore its released text.*new migration/);
  });

  it('names a deleted released migration', () => {
    expect(releasedProblems(manifest, [])).toEqual([
      expect.stringMatching(/20260101000100_a\.sql is missing/),
    ]);
  });

  it('refuses a new migration dated before a released one', () => {
    const early = { name: '20251231000100_early.sql', hash: hash('x') };
    expect(releasedProblems(manifest, [a, early])).toEqual([
      expect.stringMatching(/20251231000100_early\.sql sorts before the released/),
    ]);
  });
});

describe('releaseAll (npm run migrations:release)', () => {
  it('adds the new migrations, in name order', () => {
    const { manifest: next, added } = releaseAll(manifest, [a, b]);
    expect(added).toEqual([b.name]);
    expect(next.migrations.map((m) => [m.name, m.sha256])).toEqual([
      [a.name, a.hash],
      [b.name, b.hash],
    ]);
  });

  it('refuses to freeze an edited released migration', () => {
    expect(() => releaseAll(manifest, [{ ...a, hash: hash('changed') }])).toThrow(/was edited/);
  });
});

describe("the server's drift message", () => {
  const withEquivalent: ReleasedManifest = {
    about: '',
    migrations: [
      { name: a.name, sha256: a.hash, alsoApplied: [{ sha256: hash('old'), why: 'comment' }] },
    ],
  };

  it('is silent when the database applied the file as it is', () => {
    expect(driftMessage(withEquivalent, a.name, a.hash, a.hash)).toBeUndefined();
  });

  it('is silent when the database applied a known equivalent text', () => {
    expect(driftMessage(withEquivalent, a.name, hash('old'), a.hash)).toBeUndefined();
  });

  it('tells to restore an edited released migration and add a new one', () => {
    expect(driftMessage(withEquivalent, a.name, a.hash, hash('edited'))).toMatch(
      /changed after it was released: restore its released text .* new migration/,
    );
  });

  it('says the database keeps what it applied for an unreleased migration', () => {
    expect(driftMessage(withEquivalent, b.name, hash('dev'), b.hash)).toMatch(
      /differs from the text this database applied.*new migration/,
    );
  });

  it('for the schema migration, every text a release applied is known (the issue 27 false alarm)', () => {
    const released = readReleased(migrationsDir);
    const schema = readMigrations().find((m) => m.name === '20261121000100_schema.sql');
    expect(schema).toBeDefined();
    // The text of 29afc36 (one comment line changed) that databases created since then applied.
    const entry = released.migrations.find((m) => m.name === schema?.name);
    for (const applied of [entry?.sha256, ...(entry?.alsoApplied ?? []).map((x) => x.sha256)])
      expect(driftMessage(released, schema!.name, applied!, schema!.hash)).toBeUndefined();
  });
});
