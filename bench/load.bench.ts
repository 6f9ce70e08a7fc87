// Load figure (`npm run bench -- load`): 50 concurrent clients (25 accounts, each signed in on two
// devices) against the local backend, first on PGlite (one connection: requests take turns), then
// on a PostgreSQL server through the pool (truly concurrent transactions). Each client alternates a
// sync batch (apply_watchlist_ops, 5 likes/removes) and an archive search through REST (title or
// summary ilike, 20 rows). Throughput, p50/p95 per kind and errors, side by side with ratios;
// medians of 3 rounds per engine. The server is MISE_TEST_DATABASE_URL, or a throwaway one started
// by scripts/withTestPostgres.sh when PostgreSQL's binaries are installed.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startLocalServer, type LocalServer } from '../server/localServer';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const CLIENTS = 50;
const ITERATIONS = 10;
const ROUNDS = 3;
const words = ['night', 'rain', 'neon', 'subway', 'winter', 'red', 'city', 'light', 'street'];

interface RoundResult {
  seconds: number;
  sync: number[];
  search: number[];
  errors: number;
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const median = (xs: number[]) => percentile(xs, 50);

async function json(url: string, init: RequestInit): Promise<unknown> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`HTTP ${res.status}: ${await res.text()}`);
  return res.json() as Promise<unknown>;
}

async function signIn(s: LocalServer, email: string): Promise<string> {
  const headers = { apikey: s.anonKey, 'Content-Type': 'application/json' };
  const body = JSON.stringify({ email, password: 'bench password' });
  const session = (await json(`${s.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body,
  })) as { access_token: string };
  return session.access_token;
}

async function round(s: LocalServer, tokens: string[], films: string[]): Promise<RoundResult> {
  const out: RoundResult = { seconds: 0, sync: [], search: [], errors: 0 };
  const client = async (token: string) => {
    const headers = { apikey: s.anonKey, Authorization: `Bearer ${token}` };
    for (let i = 0; i < ITERATIONS; i += 1) {
      const ops = Array.from({ length: 5 }, (_, k) => ({
        id: crypto.randomUUID(),
        kind: k === 4 ? 'remove' : 'like',
        movie_id: films[Math.floor(Math.random() * films.length)]!,
        at: new Date().toISOString(),
        source: 'color',
        source_value: `#${randomBytes(3).toString('hex')}`,
      }));
      let t = performance.now();
      try {
        const answer = (await json(`${s.url}/rest/v1/rpc/apply_watchlist_ops`, {
          method: 'POST',
          headers: { ...headers, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ops }),
        })) as { status: string }[];
        if (answer.some((r) => r.status !== 'applied')) out.errors += 1;
        out.sync.push(performance.now() - t);
      } catch {
        out.errors += 1;
      }
      const w = words[(i + tokens.indexOf(token)) % words.length]!;
      t = performance.now();
      try {
        await json(
          `${s.url}/rest/v1/celluloid_film_data?select=movie_id,movie_title,hex_codes` +
            `&or=(movie_title.ilike.*${w}*,aesthetic_summary.ilike.*${w}*)&limit=20`,
          { headers },
        );
        out.search.push(performance.now() - t);
      } catch {
        out.errors += 1;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(tokens.map(client));
  out.seconds = (performance.now() - t0) / 1000;
  return out;
}

async function measure(databaseUrl?: string): Promise<RoundResult[]> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'mise-bench-load-'));
  const s = await startLocalServer({
    dataDir: path.join(work, 'data'),
    mailDir: path.join(work, 'mail'),
    quiet: true,
    bcryptCost: 4,
    ...(databaseUrl ? { databaseUrl } : {}),
  });
  try {
    const headers = { apikey: s.anonKey, 'Content-Type': 'application/json' };
    const emails = Array.from({ length: CLIENTS / 2 }, (_, i) => `load-${i}@example.test`);
    for (const email of emails)
      await json(`${s.url}/auth/v1/signup`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: 'bench password' }),
      });
    // Two devices per account: two sessions of the same user sending at the same moment.
    const tokens = await Promise.all([...emails, ...emails].map((e) => signIn(s, e)));
    const films = (
      (await json(`${s.url}/rest/v1/celluloid_film_data?select=movie_id&limit=40`, {
        headers: { apikey: s.anonKey },
      })) as { movie_id: string }[]
    ).map((f) => f.movie_id);
    await round(s, tokens.slice(0, 5), films); // warm-up
    const rounds: RoundResult[] = [];
    for (let r = 0; r < ROUNDS; r += 1) rounds.push(await round(s, tokens, films));
    return rounds;
  } finally {
    await s.close();
    rmSync(work, { recursive: true, force: true });
  }
}

async function withServerDatabase<T>(adminUrl: string, fn: (url: string) => Promise<T>) {
  const name = `mise_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

function summary(rounds: RoundResult[]) {
  const requests = CLIENTS * ITERATIONS * 2;
  return {
    throughput: median(rounds.map((r) => requests / r.seconds)),
    syncP50: median(rounds.map((r) => percentile(r.sync, 50))),
    syncP95: median(rounds.map((r) => percentile(r.sync, 95))),
    searchP50: median(rounds.map((r) => percentile(r.search, 50))),
    searchP95: median(rounds.map((r) => percentile(r.search, 95))),
    errors: rounds.reduce((n, r) => n + r.errors, 0),
  };
}

function print(lite: ReturnType<typeof summary>, server: ReturnType<typeof summary> | null) {
  const rows: [string, (x: ReturnType<typeof summary>) => number, string][] = [
    ['throughput (requests/s)', (x) => x.throughput, ''],
    ['sync batch p50', (x) => x.syncP50, ' ms'],
    ['sync batch p95', (x) => x.syncP95, ' ms'],
    ['search p50', (x) => x.searchP50, ' ms'],
    ['search p95', (x) => x.searchP95, ' ms'],
    ['errors (all rounds)', (x) => x.errors, ''],
  ];
  console.log(
    `load: ${CLIENTS} concurrent clients (${CLIENTS / 2} accounts x 2 devices), ` +
      `${ITERATIONS} sync batches + ${ITERATIONS} searches each; medians of ${ROUNDS} rounds`,
  );
  console.log(`  ${''.padEnd(24)}  ${'PGlite'.padStart(10)}  ${'PostgreSQL'.padStart(10)}  ratio`);
  for (const [name, get, unit] of rows) {
    const a = get(lite);
    const b = server ? get(server) : NaN;
    const digits = name.startsWith('errors') ? 0 : 1;
    const fmt = (x: number) => (Number.isNaN(x) ? '-' : `${x.toFixed(digits)}${unit}`);
    const ratio = server && a > 0 ? `${(b / a).toFixed(2)}x` : '';
    console.log(`  ${name.padEnd(24)}  ${fmt(a).padStart(10)}  ${fmt(b).padStart(10)}  ${ratio}`);
  }
}

const adminUrl = process.env.MISE_TEST_DATABASE_URL;
if (!adminUrl && process.env.MISE_BENCH_NO_SERVER !== '1') {
  // Re-run under a throwaway PostgreSQL server; without one, measure PGlite alone.
  const run = spawnSync(
    path.join(root, 'scripts', 'withTestPostgres.sh'),
    [process.execPath, '--import', 'tsx', here],
    { stdio: 'inherit', env: { ...process.env, MISE_BENCH_NO_SERVER: '1' } },
  );
  process.exit(run.status ?? 1);
}
const lite = summary(await measure());
const server = adminUrl ? summary(await withServerDatabase(adminUrl, measure)) : null;
print(lite, server);
if (!server) console.log('  (no PostgreSQL server: install it, or set MISE_TEST_DATABASE_URL)');
