// `npm run migrations:release`: freezes the migrations of a release. Adds every migration in
// supabase/migrations/ that the manifest (released.json) does not hold yet, with its SHA-256; from
// then on the unit test test/unit/server/releasedMigrations.test.ts fails if its text changes.
// Refuses, naming the file, when a released migration was edited. Run it when cutting a release
// (docs/architecture.md#migrations).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir, readMigrations } from '../server/db/database';
import { readReleased, releaseAll, releasedFileName } from '../server/db/releasedMigrations';

const about =
  'Migrations a release has applied to databases: frozen. Their text must hash to sha256; ' +
  'change the schema with a new migration. `npm run migrations:release` adds the new ones ' +
  '(docs/architecture.md#migrations).';

try {
  const { manifest, added } = releaseAll(readReleased(migrationsDir), readMigrations());
  writeFileSync(
    path.join(migrationsDir, releasedFileName),
    `${JSON.stringify({ ...manifest, about }, null, 2)}\n`,
  );
  console.log(
    added.length
      ? `released (now frozen): ${added.join(', ')}`
      : 'every migration is already released; nothing added',
  );
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
