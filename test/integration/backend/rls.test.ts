// Row-level security, cell by cell, through supabase-js as each kind of caller. The matrix below is
// the specification: `all` = every row, `own` = allowed on the caller's own rows only (and the
// same operation on someone else's row fails), `-` = forbidden (no rows or a permission error,
// nothing changed). Roles: anon without x-session-id, anonymous sessions S1 and S2, users A and B.
// Child tables come before their parents because a delete of own likes cascades to their sources.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

const MATRIX = `
  table                   op       anon  S1    S2    A     B
  celluloid_film_data     select   all   all   all   all   all
  celluloid_film_data     insert   -     -     -     -     -
  celluloid_film_data     update   -     -     -     -     -
  celluloid_film_data     delete   -     -     -     -     -
  profiles                select   -     -     -     own   own
  profiles                insert   -     -     -     own   own
  profiles                update   -     -     -     own   own
  profiles                delete   -     -     -     -     -
  liked_movie_sources     select   -     -     -     own   own
  liked_movie_sources     insert   -     -     -     own   own
  liked_movie_sources     update   -     -     -     own   own
  liked_movie_sources     delete   -     -     -     own   own
  liked_movies            select   -     -     -     own   own
  liked_movies            insert   -     -     -     own   own
  liked_movies            update   -     -     -     own   own
  liked_movies            delete   -     -     -     own   own
  anon_watchlist_sources  select   -     own   own   -     -
  anon_watchlist_sources  insert   -     own   own   -     -
  anon_watchlist_sources  update   -     own   own   -     -
  anon_watchlist_sources  delete   -     own   own   -     -
  anon_watchlist_items    select   -     own   own   -     -
  anon_watchlist_items    insert   -     own   own   -     -
  anon_watchlist_items    update   -     own   own   -     -
  anon_watchlist_items    delete   -     own   own   -     -
  sync_applied_ops        select   -     own   own   own   own
  sync_applied_ops        insert   -     -     -     -     -
  sync_applied_ops        update   -     -     -     -     -
  sync_applied_ops        delete   -     -     -     -     -
  film_requests           select   -     -     -     -     -
  film_requests           insert   -     own   own   own   own
  film_requests           update   -     -     -     -     -
  film_requests           delete   -     -     -     -     -
`;

type RoleName = 'anon' | 'S1' | 'S2' | 'A' | 'B';
type Op = 'select' | 'insert' | 'update' | 'delete';
type Expect = 'all' | 'own' | '-';
type Row = Record<string, unknown>;

const roles: RoleName[] = ['anon', 'S1', 'S2', 'A', 'B'];
const cells = MATRIX.trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [table, op, ...marks] = line.trim().split(/\s+/);
    return {
      table: table!,
      op: op as Op,
      expect: Object.fromEntries(roles.map((r, i) => [r, marks[i] as Expect])),
    };
  });

const other: Record<RoleName, RoleName> = { anon: 'S1', S1: 'S2', S2: 'S1', A: 'B', B: 'A' };
const sessionOf: Partial<Record<RoleName, string>> = {
  S1: crypto.randomUUID(),
  S2: crypto.randomUUID(),
};
const userOf: Partial<Record<RoleName, string>> = {};
const likeIdsOf: Partial<Record<RoleName, number[]>> = {};
const clients = {} as Record<RoleName, SupabaseClient>;
let b: TestBackend;
let admin: SupabaseClient;
let films: string[];

/** Primary key column per table (used for a match-all filter and for snapshots). */
const keyOf: Record<string, string> = {
  celluloid_film_data: 'movie_id',
  profiles: 'user_id',
  liked_movies: 'id',
  liked_movie_sources: 'id',
  anon_watchlist_items: 'movie_id',
  anon_watchlist_sources: 'id',
  sync_applied_ops: 'op_id',
  film_requests: 'id',
};

/** Which role a row belongs to (null: nobody's in particular, e.g. a film). */
function ownerOf(table: string, row: Row): RoleName | null {
  const byUser = (id: unknown) => (['A', 'B'] as RoleName[]).find((r) => userOf[r] === id) ?? null;
  const bySession = (id: unknown) =>
    (['S1', 'S2'] as RoleName[]).find((r) => sessionOf[r] === id) ?? null;
  switch (table) {
    case 'profiles':
    case 'liked_movies':
      return byUser(row.user_id);
    case 'liked_movie_sources':
      return (
        (['A', 'B'] as RoleName[]).find((r) => likeIdsOf[r]?.includes(row.like_id as number)) ??
        null
      );
    case 'anon_watchlist_items':
    case 'anon_watchlist_sources':
      return bySession(row.session_id);
    case 'sync_applied_ops':
    case 'film_requests':
      return byUser(row.user_id) ?? bySession(row.session_id);
    default:
      return null;
  }
}

/** A new row owned by `owner` (for anon without a header: by a session it does not send). */
function newRow(table: string, owner: RoleName): Row {
  const sid = sessionOf[owner] ?? crypto.randomUUID();
  const uid = userOf[owner] ?? userOf.A;
  switch (table) {
    case 'celluloid_film_data':
      return {
        movie_id: `rls-film-${crypto.randomUUID().slice(0, 8)}`,
        movie_title: 'Injected',
        year: 1999,
        aesthetic_summary: 'x',
        synopsis: 'x',
        depicted_decade: '1990s',
        letterboxd_link: 'https://letterboxd.com/film/injected/',
        hex_codes: '#000000,#111111,#222222,#333333,#444444',
      };
    case 'profiles':
      return { user_id: uid, email: 'x@example.test', first_name: 'New' };
    case 'liked_movies':
      return { user_id: uid, movie_id: films[3] };
    case 'liked_movie_sources':
      return {
        like_id: (likeIdsOf[owner] ?? likeIdsOf.A)![0],
        source: 'vibe',
        source_value: `new ${crypto.randomUUID()}`,
      };
    case 'anon_watchlist_items':
      return { session_id: sid, movie_id: films[3] };
    case 'anon_watchlist_sources':
      return {
        session_id: sid,
        movie_id: films[0],
        source: 'keywords',
        source_value: `["${crypto.randomUUID()}"]`,
      };
    case 'film_requests':
      return owner === 'A' || owner === 'B'
        ? { user_id: uid, title: `Asked ${crypto.randomUUID()}`, year: 1981 }
        : { session_id: sid, title: `Asked ${crypto.randomUUID()}`, year: 1981 };
    default:
      return owner === 'A' || owner === 'B'
        ? { op_id: crypto.randomUUID(), user_id: uid, kind: 'like' }
        : { op_id: crypto.randomUUID(), session_id: sid, kind: 'like' };
  }
}

const patchOf: Record<string, Row> = {
  celluloid_film_data: { movie_title: 'Defaced' },
  profiles: { first_name: 'Changed' },
  liked_movies: { watched: true },
  liked_movie_sources: { source: 'surprise' },
  anon_watchlist_items: { like_count: 9 },
  anon_watchlist_sources: { source: 'surprise' },
  sync_applied_ops: { kind: 'remove' },
  film_requests: { title: 'Changed' },
};

async function snapshot(table: string): Promise<Row[]> {
  const { data, error } = await admin.from(table).select('*').order(keyOf[table]!);
  expect(error).toBeNull();
  return data as Row[];
}
const othersOnly = (table: string, rows: Row[], role: RoleName) =>
  rows.filter((r) => ownerOf(table, r) !== role);

beforeAll(async () => {
  b = await startTestBackend();
  admin = b.client({ serviceRole: true });
  const list = await admin
    .from('celluloid_film_data')
    .select('movie_id')
    .order('movie_id')
    .limit(4);
  films = list.data!.map((f) => f.movie_id as string);
  clients.anon = b.client();
  for (const r of ['S1', 'S2'] as const) clients[r] = b.client({ sessionId: sessionOf[r]! });
  for (const r of ['A', 'B'] as const) {
    const c = b.client();
    const { data, error } = await c.auth.signUp({
      email: `rls-${r}-${crypto.randomUUID().slice(0, 6)}@example.test`,
      password: 'password1',
      options: { data: { first_name: r } },
    });
    expect(error).toBeNull();
    userOf[r] = data.user!.id;
    clients[r] = c;
    const likes = await admin
      .from('liked_movies')
      .insert(films.slice(0, 2).map((movie_id) => ({ user_id: userOf[r], movie_id })))
      .select('id');
    likeIdsOf[r] = likes.data!.map((l) => l.id as number);
    await admin
      .from('liked_movie_sources')
      .insert(
        likeIdsOf[r].map((like_id) => ({ like_id, source: 'color', source_value: '#FF0000' })),
      );
    await admin
      .from('sync_applied_ops')
      .insert({ op_id: crypto.randomUUID(), user_id: userOf[r], kind: 'like' });
    await admin.from('film_requests').insert({ user_id: userOf[r], title: `Of ${r}`, year: 1980 });
  }
  for (const r of ['S1', 'S2'] as const) {
    const sid = sessionOf[r]!;
    await admin
      .from('anon_watchlist_items')
      .insert(films.slice(0, 2).map((movie_id) => ({ session_id: sid, movie_id })));
    await admin
      .from('anon_watchlist_sources')
      .insert(
        films
          .slice(0, 2)
          .map((movie_id) => ({ session_id: sid, movie_id, source: 'vibe', source_value: 'rain' })),
      );
    await admin
      .from('sync_applied_ops')
      .insert({ op_id: crypto.randomUUID(), session_id: sid, kind: 'like' });
    await admin.from('film_requests').insert({ session_id: sid, title: `Of ${r}`, year: 1980 });
  }
});
afterAll(() => b?.close());

async function runCell(table: string, op: Op, role: RoleName, expected: Expect) {
  const c = clients[role];
  const key = keyOf[table]!;
  const before = await snapshot(table);
  const ownBefore = before.filter((r) => ownerOf(table, r) === role);

  if (op === 'select') {
    const { data, error } = await c.from(table).select('*');
    if (expected === 'all') {
      expect(error).toBeNull();
      expect(data).toHaveLength(before.length);
    } else if (expected === 'own') {
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      expect(data!.length).toBe(ownBefore.length);
      for (const row of data!) expect(ownerOf(table, row as Row)).toBe(role);
    } else {
      expect(error !== null || data!.length === 0).toBe(true);
    }
    return;
  }

  if (op === 'insert') {
    if (table === 'profiles' && expected === 'own')
      await admin.from('profiles').delete().eq('user_id', userOf[role]!);
    const row = newRow(table, role);
    const { error } = await c.from(table).insert(row);
    const after = await snapshot(table);
    if (expected === 'own') {
      expect(error).toBeNull();
      expect(
        after.some((r) => r[key] !== undefined && ownerOf(table, r) === role && matches(r, row)),
      ).toBe(true);
      // The same insert on behalf of someone else is refused.
      const foreign = newRow(table, other[role]);
      const refused = await c.from(table).insert(foreign);
      expect(refused.error).not.toBeNull();
      expect(await snapshot(table)).toEqual(after);
    } else {
      expect(error).not.toBeNull();
      expect(after).toEqual(before);
    }
    return;
  }

  const query =
    op === 'update'
      ? c.from(table).update(patchOf[table]!).not(key, 'is', null).select('*')
      : c.from(table).delete().not(key, 'is', null).select('*');
  const { data, error } = await query;
  const after = await snapshot(table);
  // Nobody else's rows change, whatever the cell says.
  expect(othersOnly(table, after, role)).toEqual(othersOnly(table, before, role));
  if (expected === 'own') {
    expect(error).toBeNull();
    expect(data!.length).toBe(ownBefore.length);
    expect(data!.length).toBeGreaterThan(0);
    const ownAfter = after.filter((r) => ownerOf(table, r) === role);
    if (op === 'delete') expect(ownAfter).toHaveLength(0);
    else for (const r of ownAfter) expect(matches(r, patchOf[table]!)).toBe(true);
  } else {
    expect(error !== null || data!.length === 0).toBe(true);
    expect(after).toEqual(before);
  }
}

const matches = (row: Row, fields: Row) => Object.entries(fields).every(([k, v]) => row[k] === v);

describe('row-level security matrix', () => {
  for (const cell of cells)
    for (const role of roles)
      it(`${cell.table} ${cell.op} as ${role}: ${cell.expect[role]}`, () =>
        runCell(cell.table, cell.op, role, cell.expect[role]!));
});
