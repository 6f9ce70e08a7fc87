// Film requests on the server (supabase/migrations/20261128000800_film_requests.sql), on both backend
// lanes: row-level security for every role (anon with no session, anonymous sessions S1 and S2,
// accounts A and B, the service role), the limits refused with a message a person can act on, over
// REST and through the outbox's RPC, the hourly limit (the 21st refused, nothing lost: it applies
// once the hour has passed), and each request applied once per owner, across a sign-in's merge.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

type Role = 'anon' | 'S1' | 'S2' | 'A' | 'B';
interface Answer {
  id: string;
  status: 'applied' | 'duplicate' | 'rejected';
  code?: string;
  message?: string;
}
interface StoredRequest {
  id: number;
  op_id: string | null;
  user_id: string | null;
  session_id: string | null;
  title: string;
  year: number;
  note: string | null;
  created_at: string;
}

let b: TestBackend;
let admin: SupabaseClient;
const clients = {} as Record<Role, SupabaseClient>;
const session: Partial<Record<Role, string>> = {};
const user: Partial<Record<Role, string>> = {};
const token: Partial<Record<Role, string>> = {};
const thisYear = new Date().getUTCFullYear();

async function all(): Promise<StoredRequest[]> {
  const { data, error } = await admin.from('film_requests').select('*').order('id');
  expect(error).toBeNull();
  return data as StoredRequest[];
}

/** The owner columns a role's own row carries. */
const ownerOf = (role: Role) =>
  user[role] ? { user_id: user[role] } : { session_id: session[role] ?? crypto.randomUUID() };

/** POST /rest/v1/<path> as a role, as the app's sync engine sends it (fetch, no supabase-js). */
async function post(role: Role, path: string, body: unknown) {
  const headers: Record<string, string> = {
    apikey: b.anonKey,
    Authorization: `Bearer ${token[role] ?? b.anonKey}`,
    'Content-Type': 'application/json',
    Prefer: 'return=minimal',
  };
  if (session[role]) headers['x-session-id'] = session[role];
  const res = await fetch(`${b.url}/rest/v1/${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const submit = async (role: Role, requests: object[]) => {
  const r = await post(role, 'rpc/submit_film_requests', { requests });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as Answer[];
};
const request = (title: string, extra: object = {}) => ({
  id: crypto.randomUUID(),
  title,
  year: 1999,
  at: new Date().toISOString(),
  ...extra,
});

beforeAll(async () => {
  b = await startTestBackend();
  admin = b.client({ serviceRole: true });
  clients.anon = b.client();
  for (const r of ['S1', 'S2'] as const) {
    session[r] = crypto.randomUUID();
    clients[r] = b.client({ sessionId: session[r] });
  }
  for (const r of ['A', 'B'] as const) {
    const c = b.client();
    const { data, error } = await c.auth.signUp({
      email: `requests-${r}-${crypto.randomUUID().slice(0, 6)}@example.test`,
      password: 'password1',
    });
    expect(error).toBeNull();
    user[r] = data.user!.id;
    token[r] = data.session!.access_token;
    clients[r] = c;
  }
  // One request of each owner, written by the service role, for the read and write checks.
  const { error } = await admin.from('film_requests').insert(
    (['S1', 'S2', 'A', 'B'] as const).map((r) => ({
      ...ownerOf(r),
      title: `Seeded for ${r}`,
      year: 1984,
    })),
  );
  expect(error).toBeNull();
});
afterAll(() => b?.close());

describe('row-level security of film_requests, role by role', () => {
  it('anon with no session can write nothing: there is nobody to own the request', async () => {
    const before = await all();
    const { error } = await clients.anon
      .from('film_requests')
      .insert({ title: 'Nobody', year: 1990 });
    expect(error).not.toBeNull();
    expect(await all()).toEqual(before);
  });

  for (const role of ['S1', 'A'] as const) {
    const other: Role = role === 'S1' ? 'S2' : 'B';
    it(`${role} inserts its own request, the owner taken from the caller`, async () => {
      const { error } = await clients[role]
        .from('film_requests')
        .insert({ title: `  Own   of ${role} `, year: 1977, note: ' kept ' });
      expect(error).toBeNull();
      const mine = (await all()).filter((r) => r.title === `Own of ${role}`);
      expect(mine).toHaveLength(1);
      expect(mine[0]).toMatchObject({ ...ownerOf(role), year: 1977, note: 'kept' });
    });

    it(`${role} cannot insert a request as ${other} or as anyone else`, async () => {
      const before = await all();
      for (const owner of [ownerOf(other), { user_id: user.A, session_id: null }, ownerOf('S2')]) {
        if (owner.user_id === user[role] || owner.session_id === session[role]) continue;
        const { error } = await clients[role]
          .from('film_requests')
          .insert({ ...owner, title: 'Forged', year: 1990 });
        expect(error, JSON.stringify(owner)).not.toBeNull();
      }
      expect(await all()).toEqual(before);
    });

    it(`${role} can set neither the time nor the id of a request`, async () => {
      const { error } = await clients[role]
        .from('film_requests')
        .insert({ title: 'Backdated', year: 1990, created_at: '2000-01-01T00:00:00Z' });
      expect(error).not.toBeNull();
      expect((await all()).some((r) => r.title === 'Backdated')).toBe(false);
    });
  }

  for (const role of ['anon', 'S1', 'S2', 'A', 'B'] as const) {
    it(`${role} reads no request, not even its own, and can change or delete none`, async () => {
      const before = await all();
      const read = await clients[role].from('film_requests').select('*');
      expect(read.error !== null || read.data!.length === 0).toBe(true);
      const patched = await clients[role]
        .from('film_requests')
        .update({ title: 'Changed' })
        .gte('id', 0);
      const deleted = await clients[role].from('film_requests').delete().gte('id', 0);
      // Refused outright (no grant) or a no-op: either way nothing changed.
      expect(patched.error !== null || patched.count === null).toBe(true);
      expect(deleted.error !== null || deleted.count === null).toBe(true);
      expect(await all()).toEqual(before);
    });
  }

  it('the service role reads every owner’s requests, and may delete one', async () => {
    const rows = await all();
    for (const r of ['S1', 'S2', 'A', 'B'] as const)
      expect(rows.some((x) => x.title === `Seeded for ${r}`)).toBe(true);
    const seeded = rows.find((x) => x.title === 'Seeded for B')!;
    const { error } = await admin.from('film_requests').delete().eq('id', seeded.id);
    expect(error).toBeNull();
    expect((await all()).some((x) => x.id === seeded.id)).toBe(false);
  });
});

describe('bad input is refused with a message a person can act on', () => {
  const cases: [string, object, RegExp][] = [
    ['an empty title', { title: '   ' }, /Give the film's title/],
    ['a 201-character title', { title: 'x'.repeat(201) }, /200 characters \(this one has 201\)/],
    [
      'a 500-character note',
      { note: 'n'.repeat(500) },
      /note to 280 characters \(this one has 500\)/,
    ],
    ['the year 3000', { year: 3000 }, new RegExp(`between 1888 and ${thisYear + 2}`)],
    ['the year 1800', { year: 1800 }, /between 1888 and/],
  ];

  for (const [what, patch, message] of cases) {
    it(`over REST: ${what} is a 400 with the reason, nothing written`, async () => {
      const before = await all();
      const r = await post('S2', 'film_requests', { title: 'Fine', year: 1999, ...patch });
      expect(r.status).toBe(400);
      expect((r.body as { message: string }).message).toMatch(message);
      expect(await all()).toEqual(before);
    });

    it(`through the outbox's RPC: ${what} is rejected alone, the batch's others applied`, async () => {
      const before = (await all()).length;
      const good = request('The Warriors');
      const bad = request('Fine', patch);
      const answer = await submit('B', [good, bad]);
      expect(answer[0]).toEqual({ id: good.id, status: 'applied' });
      expect(answer[1]).toMatchObject({ id: bad.id, status: 'rejected' });
      expect(answer[1]!.message).toMatch(message);
      expect((await all()).length).toBe(before + 1);
      // The refused request left no ledger row: corrected and sent again with its id, it applies.
      expect(await submit('B', [{ ...bad, title: 'Fine', year: 1999, note: null }])).toEqual([
        { id: bad.id, status: 'applied' },
      ]);
    });
  }

  it('a year that is no whole number is refused by the RPC with the reason', async () => {
    for (const year of ['nineteen', 1999.5, null]) {
      const bad = request('Wrong year', { year });
      const [a] = await submit('B', [bad]);
      expect(a).toMatchObject({
        status: 'rejected',
        message: 'Give the year the film came out, as a whole number.',
      });
    }
  });
});

describe('each request applied once for its owner', () => {
  it('a replayed batch is a duplicate, not a second request', async () => {
    const r = request('Mikey and Nicky', { note: 'The Peter Falk one' });
    expect(await submit('A', [r])).toEqual([{ id: r.id, status: 'applied' }]);
    expect(await submit('A', [r])).toEqual([{ id: r.id, status: 'duplicate' }]);
    const stored = (await all()).filter((x) => x.op_id === r.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ user_id: user.A, title: 'Mikey and Nicky', year: 1999 });
  });

  it('the same id from another owner is that owner’s own request (the ledger is keyed by owner)', async () => {
    const r = request('Shared id');
    expect(await submit('S1', [r])).toEqual([{ id: r.id, status: 'applied' }]);
    expect(await submit('S2', [r])).toEqual([{ id: r.id, status: 'applied' }]);
    expect((await all()).filter((x) => x.op_id === r.id)).toHaveLength(2);
  });

  it('a request an anonymous session sent stays a duplicate when replayed after sign-in', async () => {
    const sid = crypto.randomUUID();
    session.S1 = sid; // a fresh session, so this test's limit count starts at zero
    const r = request('Before sign-in');
    expect(await submit('S1', [r])).toEqual([{ id: r.id, status: 'applied' }]);
    // The device signs in as A with that session: merge, then the re-tagged outbox replays.
    const merge = await fetch(`${b.url}/rest/v1/rpc/merge_anon_watchlist`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        Authorization: `Bearer ${token.A}`,
        'x-session-id': sid,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(merge.status).toBe(200);
    expect(await submit('A', [r])).toEqual([{ id: r.id, status: 'duplicate' }]);
    expect((await all()).filter((x) => x.op_id === r.id)).toHaveLength(1);
  });
});

describe('at most 20 requests an hour per owner', () => {
  it('the 21st in an hour is refused with when to send it again; nothing lost, it applies later', async () => {
    session.S2 = crypto.randomUUID();
    const twenty = Array.from({ length: 20 }, (_, i) => request(`Limit film ${i + 1}`));
    const answers = await submit('S2', twenty);
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill('applied'));

    const extra = request('The 21st');
    const [refused] = await submit('S2', [extra]);
    expect(refused).toMatchObject({ id: extra.id, status: 'rejected' });
    expect(refused!.message).toMatch(
      /Too many film requests: at most 20 an hour\. This one is kept; send it again after \d\d:\d\d UTC\./,
    );
    // Over REST too, as a JSON error with the same message.
    const direct = await post('S2', 'film_requests', { title: 'Direct 21st', year: 1999 });
    expect(direct.status).toBe(400);
    expect((direct.body as { message: string }).message).toMatch(/at most 20 an hour/);
    // Another owner is not limited by S2's requests.
    expect((await submit('S1', [request('Other owner')]))[0]!.status).toBe('applied');
    const stored = (await all()).filter((x) => x.session_id === session.S2);
    expect(stored).toHaveLength(20);

    // An hour later (the rows moved back), the same request, same id, applies once.
    const { error } = await admin
      .from('film_requests')
      .update({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() })
      .eq('session_id', session.S2!);
    expect(error).toBeNull();
    expect(await submit('S2', [extra])).toEqual([{ id: extra.id, status: 'applied' }]);
    expect(await submit('S2', [extra])).toEqual([{ id: extra.id, status: 'duplicate' }]);
    expect((await all()).filter((x) => x.op_id === extra.id)).toHaveLength(1);
  });

  it('an account is limited by its own count, whichever device sends', async () => {
    const c = await fetch(`${b.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: b.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email: `limit-${crypto.randomUUID().slice(0, 6)}@example.test`,
        password: 'password1',
      }),
    });
    const s = (await c.json()) as { access_token: string };
    token.B = s.access_token;
    const tooMany = Array.from({ length: 21 }, (_, i) => request(`Account film ${i + 1}`));
    // Sent as two batches, as two devices would.
    const first = await submit('B', tooMany.slice(0, 12));
    const second = await submit('B', tooMany.slice(12));
    expect([...first, ...second].map((a) => a.status)).toEqual([
      ...Array(20).fill('applied'),
      'rejected',
    ]);
  });
});
