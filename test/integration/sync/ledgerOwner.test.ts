// The sync ledger is keyed by owner and operation id (supabase/migrations/
// 20261128000300_sync_ledger_owner.sql): an operation id another account or session used first is
// no duplicate of ours, and clients cannot write ledger rows over REST (a forged row would turn one
// of their own later operations into a silent "duplicate"). Runs on both backend lanes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';
import { filmIds } from '../../support/accounts';

let b: TestBackend;
let films: string[];

beforeAll(async () => {
  b = await startTestBackend();
  films = await filmIds(b);
});
afterAll(() => b?.close());

async function account(tag: string): Promise<{ c: SupabaseClient; id: string }> {
  const c = b.client();
  const { data, error } = await c.auth.signUp({
    email: `ledger-${tag}-${crypto.randomUUID().slice(0, 8)}@example.test`,
    password: 'password1',
  });
  expect(error).toBeNull();
  return { c, id: data.user!.id };
}

const like = (id: string, movie_id: string) => ({
  id,
  kind: 'like',
  movie_id,
  at: new Date().toISOString(),
  source: 'color',
  source_value: '#102030',
});

async function apply(c: SupabaseClient, ops: object[]) {
  const { data, error } = await c.rpc('apply_watchlist_ops', { ops });
  expect(error).toBeNull();
  return data as { id: string; status: string }[];
}

async function likedFilms(c: SupabaseClient): Promise<string[]> {
  const { data, error } = await c.from('liked_movies').select('movie_id').order('movie_id');
  expect(error).toBeNull();
  return data!.map((r) => r.movie_id as string);
}

describe('sync ledger keyed by owner and operation id', () => {
  it('two accounts using one operation id both keep their writes', async () => {
    const A = await account('a');
    const B = await account('b');
    const opId = crypto.randomUUID();
    expect(await apply(B.c, [like(opId, films[0]!)])).toEqual([{ id: opId, status: 'applied' }]);
    // The same id from another account is that account's own first delivery, not a duplicate.
    expect(await apply(A.c, [like(opId, films[1]!)])).toEqual([{ id: opId, status: 'applied' }]);
    expect(await likedFilms(A.c)).toEqual([films[1]]);
    expect(await likedFilms(B.c)).toEqual([films[0]]);
    // Within one account, a replay is still a duplicate and changes nothing.
    expect(await apply(A.c, [like(opId, films[1]!)])).toEqual([{ id: opId, status: 'duplicate' }]);
    const counts = await A.c.from('liked_movies').select('like_count');
    expect(counts.data).toEqual([{ like_count: 1 }]);
  });

  it('an anonymous session and an account using one operation id both keep their writes', async () => {
    const sid = crypto.randomUUID();
    const S = b.client({ sessionId: sid });
    const A = await account('s');
    const opId = crypto.randomUUID();
    expect(await apply(A.c, [like(opId, films[2]!)])).toEqual([{ id: opId, status: 'applied' }]);
    expect(await apply(S, [like(opId, films[3]!)])).toEqual([{ id: opId, status: 'applied' }]);
    const items = await S.from('anon_watchlist_items').select('movie_id');
    expect(items.data).toEqual([{ movie_id: films[3] }]);
  });

  it('a merge moves the session ledger into the account, even where both used one id', async () => {
    const sid = crypto.randomUUID();
    const S = b.client({ sessionId: sid });
    const A = await account('m');
    const shared = crypto.randomUUID();
    const own = crypto.randomUUID();
    await apply(A.c, [like(shared, films[4]!)]);
    await apply(S, [like(shared, films[5]!), like(own, films[6]!)]);
    const signedIn = b.client({ sessionId: sid });
    const { data: session } = await A.c.auth.getSession();
    await signedIn.auth.setSession(session.session!);
    const merged = await signedIn.rpc('merge_anon_watchlist');
    expect(merged.error).toBeNull();
    expect(merged.data).toBe(2);
    expect(await likedFilms(A.c)).toEqual([films[4], films[5], films[6]].sort());
    // The device, now signed in, replays its anonymous batch: both are duplicates.
    expect(await apply(signedIn, [like(shared, films[5]!), like(own, films[6]!)])).toEqual([
      { id: shared, status: 'duplicate' },
      { id: own, status: 'duplicate' },
    ]);
    // A tab of that device still signed out replays it too: still duplicates, nothing doubled.
    expect(await apply(S, [like(shared, films[5]!), like(own, films[6]!)])).toEqual([
      { id: shared, status: 'duplicate' },
      { id: own, status: 'duplicate' },
    ]);
    expect((await S.from('anon_watchlist_items').select('movie_id')).data).toEqual([]);
    const ledger = await A.c.from('sync_applied_ops').select('op_id').order('op_id');
    expect(ledger.data!.map((r) => r.op_id as string)).toEqual([shared, own].sort());
  });

  it('clients read their ledger but cannot write it over REST', async () => {
    const A = await account('w');
    const sid = crypto.randomUUID();
    const S = b.client({ sessionId: sid });
    const forged = crypto.randomUUID();
    const ins = await A.c
      .from('sync_applied_ops')
      .insert({ op_id: forged, user_id: A.id, kind: 'like' });
    expect(ins.error).not.toBeNull();
    const insAnon = await S.from('sync_applied_ops').insert({
      op_id: forged,
      session_id: sid,
      kind: 'like',
    });
    expect(insAnon.error).not.toBeNull();
    // Had the row been written, this operation would be a silent duplicate.
    expect(await apply(A.c, [like(forged, films[7]!)])).toEqual([
      { id: forged, status: 'applied' },
    ]);
    const upd = await A.c
      .from('sync_applied_ops')
      .update({ kind: 'remove' })
      .eq('op_id', forged)
      .select();
    expect(upd.error !== null || upd.data!.length === 0).toBe(true);
    const del = await A.c.from('sync_applied_ops').delete().eq('op_id', forged).select();
    expect(del.error !== null || del.data!.length === 0).toBe(true);
    const rows = await A.c.from('sync_applied_ops').select('op_id, kind');
    expect(rows.data).toEqual([{ op_id: forged, kind: 'like' }]);
    // The helpers that write it live outside the exposed schema.
    const helper = await A.c.rpc('claim_watchlist_op', { p_op: forged, p_kind: 'like' });
    expect(helper.error).not.toBeNull();
    const viaSchema = await fetch(`${b.url}/rest/v1/rpc/claim_watchlist_op`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        'content-type': 'application/json',
        'content-profile': 'mise_private',
      },
      body: JSON.stringify({ p_op: forged, p_kind: 'like' }),
    });
    expect(viaSchema.status).toBeGreaterThanOrEqual(400);
  });
});
