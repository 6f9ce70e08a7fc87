// The ledger migration over existing data (supabase/migrations/20261128000300_sync_ledger_owner.sql):
// a database migrated by the previous release, with ledger rows of accounts and anonymous sessions,
// is upgraded in place; every row keeps its owner, and afterwards an operation id one owner used is
// no duplicate for another (the collision that lost writes), while each owner's own ids still are.
import { cpSync, mkdtempSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase } from '../../../server/db/database';
import type { Database } from '../../../server/db/database';
import { projectRoot } from '../../../server/paths';

const LEDGER_MIGRATION = '20261128000300_sync_ledger_owner.sql';
const migrations = path.join(projectRoot, 'supabase', 'migrations');

let work: string;
let db: Database;
const userA = crypto.randomUUID();
const userB = crypto.randomUUID();
const session = crypto.randomUUID();
const shared = crypto.randomUUID();

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'mise-ledger-mig-'));
  const before = path.join(work, 'before');
  mkdirSync(before);
  for (const f of readdirSync(migrations).filter((f) => f.endsWith('.sql') && f < LEDGER_MIGRATION))
    cpSync(path.join(migrations, f), path.join(before, f));
  db = await openDatabase(path.join(work, 'data'));
  await migrate(db, before);
  for (const [id, email] of [
    [userA, 'a@example.test'],
    [userB, 'b@example.test'],
  ])
    await db.query('insert into auth.users (id, email) values ($1, $2)', [id, email]);
  // The previous release's ledger: ids unique across everyone.
  await db.query(
    `insert into public.sync_applied_ops (op_id, user_id, session_id, kind) values
       ($1, $2, null, 'like'), (gen_random_uuid(), $3, null, 'remove'),
       (gen_random_uuid(), null, $4, 'like')`,
    [shared, userA, userB, session],
  );
  // The ledger migration is the first one the upgrade applies (later ones may follow).
  expect((await migrate(db, migrations))[0]).toBe(LEDGER_MIGRATION);
});
afterAll(async () => {
  await db?.close();
  rmSync(work, { recursive: true, force: true });
});

/** claim_watchlist_op as the API would call it for `who` (PostgREST's request settings). */
async function claim(who: { user?: string; session?: string }, op: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify(who.user ? { sub: who.user, role: 'authenticated' } : { role: 'anon' }),
    ]);
    await tx.query(`select set_config('request.headers', $1, true)`, [
      JSON.stringify(who.session ? { 'x-session-id': who.session } : {}),
    ]);
    const r = await tx.query<{ ok: boolean }>(
      `select mise_private.claim_watchlist_op($1, 'like') as ok`,
      [op],
    );
    return r.rows[0]!.ok;
  });
}

describe('ledger migration over existing rows', () => {
  it('keeps every row with its owner', async () => {
    const r = await db.query<{ n: number; users: number; sessions: number }>(
      `select count(*)::int as n, count(user_id)::int as users, count(session_id)::int as sessions
       from public.sync_applied_ops`,
    );
    expect(r.rows[0]).toEqual({ n: 3, users: 2, sessions: 1 });
  });

  it('an id account A used is no duplicate for account B or a session; A still sees its own', async () => {
    expect(await claim({ user: userA }, shared)).toBe(false);
    expect(await claim({ user: userB }, shared)).toBe(true);
    expect(await claim({ session }, shared)).toBe(true);
    expect(await claim({ user: userB }, shared)).toBe(false);
  });
});
