// `npm run requests:list [-- --json] [-- --limit N]`: the film requests people sent ("Missing a
// film?", docs/product.md#film-requests), grouped by film and ranked by how often each title was
// asked (case, punctuation, accents and a leading "The"/"A"/"An" ignored: src/core/requests).
// Reads as the service role, which alone may read the table:
//   - DATABASE_URL set: straight from that PostgreSQL server, as the role service_role;
//   - else over the REST API of the local backend (`npm start`, http://localhost:$PORT, the
//     service-role key made from the data directory's JWT secret, MISE_DATA_DIR or .data), or of
//     SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  formatRanking,
  rankFilmRequests,
  type StoredFilmRequest,
} from '../src/core/requests/rankRequests';
import { openDatabase } from '../server/db/database';
import { apiKeys, loadOrCreateJwtSecret } from '../server/keys';
import { defaultDataDir } from '../server/paths';

const PAGE = 1000;

export class RequestsListError extends Error {
  override readonly name = 'RequestsListError';
}

/** Every request, from a PostgreSQL server, read as service_role (row-level security applies). */
export async function readFromDatabase(databaseUrl: string): Promise<StoredFilmRequest[]> {
  const db = await openDatabase('', databaseUrl);
  try {
    return await db.transaction(async (tx) => {
      await tx.query('set local role service_role');
      const { rows } = await tx.query<{ title: string; year: number; created_at: Date | string }>(
        'select title, year, created_at from public.film_requests order by id',
      );
      return rows.map((r) => ({
        title: r.title,
        year: r.year,
        created_at: new Date(r.created_at).toISOString(),
      }));
    });
  } finally {
    await db.close();
  }
}

/** Every request over PostgREST with the service-role key, a page at a time. */
export async function readFromRest(url: string, serviceKey: string): Promise<StoredFilmRequest[]> {
  const rows: StoredFilmRequest[] = [];
  for (let offset = 0; ; offset += PAGE) {
    let res: Response;
    try {
      res = await fetch(
        `${url.replace(/\/$/, '')}/rest/v1/film_requests?select=title,year,created_at&order=id&limit=${PAGE}&offset=${offset}`,
        { headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}` } },
      );
    } catch (err) {
      throw new RequestsListError(
        `Could not reach ${url} (${err instanceof Error ? err.message : String(err)}). Start the backend with \`npm start\`, or set DATABASE_URL.`,
      );
    }
    if (!res.ok) {
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      throw new RequestsListError(
        `${url} answered ${res.status}: ${body.message ?? res.statusText}. Is the key the project's service-role key?`,
      );
    }
    const page = (await res.json()) as StoredFilmRequest[];
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** Where to read from, by the environment (see the header). */
export async function readRequests(env: NodeJS.ProcessEnv): Promise<StoredFilmRequest[]> {
  const databaseUrl = env.DATABASE_URL?.trim();
  if (databaseUrl) return readFromDatabase(databaseUrl);
  if (env.SUPABASE_URL) {
    const key = env.SUPABASE_SERVICE_ROLE_KEY;
    if (!key) throw new RequestsListError('Set SUPABASE_SERVICE_ROLE_KEY with SUPABASE_URL.');
    return readFromRest(env.SUPABASE_URL, key);
  }
  const dataDir = path.resolve(env.MISE_DATA_DIR ?? defaultDataDir);
  // Never make a secret here: a new one would sign a key the running backend does not know.
  if (!existsSync(path.join(dataDir, 'jwt-secret')))
    throw new RequestsListError(
      `No local backend data in ${dataDir}: run \`npm start\` first, or set DATABASE_URL.`,
    );
  const { serviceRoleKey } = await apiKeys(loadOrCreateJwtSecret(dataDir));
  return readFromRest(`http://localhost:${env.PORT ?? 8888}`, serviceRoleKey);
}

export function parseArgs(argv: string[]): { json: boolean; limit: number | null } {
  let json = false;
  let limit: number | null = null;
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--limit') {
      const n = Number(argv[(i += 1)]);
      if (!Number.isInteger(n) || n < 1)
        throw new RequestsListError('--limit takes a whole number of films, 1 or more.');
      limit = n;
    } else throw new RequestsListError(`Unknown option ${a}. Options: --json, --limit N.`);
  }
  return { json, limit };
}

async function main() {
  try {
    const args = parseArgs(process.argv.slice(2));
    const ranked = rankFilmRequests(await readRequests(process.env));
    const shown = args.limit ? ranked.slice(0, args.limit) : ranked;
    console.log(args.json ? JSON.stringify(shown, null, 2) : formatRanking(shown));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(err instanceof RequestsListError ? 2 : 1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main();
