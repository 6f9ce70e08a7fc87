// `npm run requests:list` (scripts/requestsList.ts) against a real backend, on both lanes: the
// requests read as the service role over REST (and, on the PostgreSQL lane, straight from the
// database as service_role, as with DATABASE_URL), ranked by how often each title was asked with
// case, punctuation and a leading article ignored; a key that is not the service role's reads
// nothing and says so.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankFilmRequests } from '../../../src/core/requests/rankRequests';
import { projectRoot } from '../../../server/paths';
import { readFromDatabase, readFromRest, RequestsListError } from '../../../scripts/requestsList';
import { startTestBackend, testLane } from '../../support/backend';
import type { TestBackend } from '../../support/backend';

let b: TestBackend;

const ASKED: [string, number][] = [
  ['The King of Comedy', 1982],
  ['Mikey and Nicky', 1976],
  ['king of comedy!', 1983],
  ['Mikey & Nicky', 1976],
  ['King of Comedy, The', 1982],
  ['Wild Style', 1982],
];

beforeAll(async () => {
  b = await startTestBackend();
  // Each from its own anonymous session, through the outbox's RPC, as the app sends them.
  for (const [title, year] of ASKED) {
    const res = await fetch(`${b.url}/rest/v1/rpc/submit_film_requests`, {
      method: 'POST',
      headers: {
        apikey: b.anonKey,
        Authorization: `Bearer ${b.anonKey}`,
        'x-session-id': crypto.randomUUID(),
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ requests: [{ id: crypto.randomUUID(), title, year }] }),
    });
    expect(await res.json()).toMatchObject([{ status: 'applied' }]);
  }
});
afterAll(() => b?.close());

const expected = [
  {
    title: 'The King of Comedy',
    asked: 3,
    years: [
      { year: 1982, count: 2 },
      { year: 1983, count: 1 },
    ],
  },
  { title: 'Mikey and Nicky', asked: 2, years: [{ year: 1976, count: 2 }] },
  { title: 'Wild Style', asked: 1, years: [{ year: 1982, count: 1 }] },
];

describe('requests:list', () => {
  it('ranks the requests read over REST with the service-role key', async () => {
    const ranked = rankFilmRequests(await readFromRest(b.url, b.serviceRoleKey));
    expect(ranked).toMatchObject(expected);
  });

  it('reads nothing with the anon key, and says why', async () => {
    await expect(readFromRest(b.url, b.anonKey)).rejects.toThrow(RequestsListError);
    await expect(readFromRest(b.url, b.anonKey)).rejects.toThrow(/answered 401/);
  });

  // PGlite lives inside the server's process: there, REST is the way in.
  it.skipIf(testLane === 'pglite')(
    'reads the same from DATABASE_URL on the PostgreSQL lane',
    async () => {
      expect(rankFilmRequests(await readFromDatabase(b.databaseUrl!))).toMatchObject(expected);
    },
  );

  it('prints the table from the command line', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'scripts', 'requestsList.ts')],
      {
        cwd: projectRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          SUPABASE_URL: b.url,
          SUPABASE_SERVICE_ROLE_KEY: b.serviceRoleKey,
        },
      },
    );
    const lines = stdout.trim().split('\n');
    expect(lines[0]).toBe('6 requests for 3 films, most asked first:');
    expect(lines[2]).toMatch(
      /^ {4}3 {2}The King of Comedy {2}\(1982 ×2, 1983\) {2}last \d{4}-\d\d-\d\d$/,
    );
    expect(lines[3]).toMatch(/^ {4}2 {2}Mikey and Nicky {2}\(1976 ×2\)/);
  });
});
