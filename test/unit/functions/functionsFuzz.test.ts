// The three search functions called directly with random and malformed requests: every answer is
// a 4xx JSON error or a valid answer, never a 500 or a throw. The archive is the real seed file.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import colorSearch from '../../../functions/colorSearch';
import search from '../../../functions/search';
import wordSearch from '../../../functions/wordSearch';
import { useFilmSource } from '../../../functions/_lib/filmArchive';
import { loadArchive } from '../core/search/archiveFixture';

type Handler = (req: Request) => Promise<Response>;
const handlers: Array<[string, Handler]> = [
  ['colorSearch', colorSearch],
  ['wordSearch', wordSearch],
  ['search', search],
];

beforeAll(() => {
  const films = loadArchive();
  useFilmSource({ load: () => Promise.resolve(films), version: () => Promise.resolve('seed') });
});
afterAll(() => useFilmSource(null));

function post(body: string, method = 'POST', headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/.netlify/functions/x', {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : body,
  });
}

async function check(res: Response): Promise<Record<string, unknown>> {
  expect(
    res.status === 200 || (res.status >= 400 && res.status < 500),
    `status ${res.status}`,
  ).toBe(true);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const json = (await res.json()) as Record<string, unknown>;
  if (res.status === 200) {
    expect(json.success).toBe(true);
    const results = json.results as Array<{ movie_id: string; similarity_score: number }>;
    expect(Array.isArray(results)).toBe(true);
    expect(new Set(results.map((r) => r.movie_id)).size).toBe(results.length);
    for (const r of results) expect(r.similarity_score).toBeGreaterThanOrEqual(0);
  } else {
    expect(json.success).toBe(false);
    expect(typeof json.error).toBe('string');
  }
  return json;
}

const anyJson = fc.jsonValue();
const bodies = fc.oneof(
  anyJson.map((v) => JSON.stringify(v)),
  fc.string(),
  fc
    .record({
      searchType: fc.constantFrom('color', 'palette', 'nope', 3),
      color: fc.oneof(fc.string(), fc.constant('#1F6F6F'), anyJson),
      movieId: fc.oneof(fc.string(), fc.constant('taxi-driver-1976'), anyJson),
      hexCodes: fc.oneof(fc.array(fc.string()), fc.constant(['#112233', '#AABBCC']), anyJson),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      keywords: fc.oneof(fc.array(fc.string(), { maxLength: 9 }), anyJson),
      timestamp: fc.oneof(fc.integer(), anyJson),
    })
    .map((v) => JSON.stringify(v)),
  fc
    .record({
      userInput: fc.oneof(fc.string({ maxLength: 600 }), anyJson),
      limit: fc.oneof(fc.integer({ min: -5, max: 20 }), anyJson),
    })
    .map((v) => JSON.stringify(v)),
);

describe.each(handlers)('%s', (_name, handler) => {
  it('answers random and malformed bodies with 4xx JSON or a valid answer', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        await check(await handler(post(body)));
      }),
      { numRuns: 150 },
    );
  });

  it('refuses other methods with 405 and Allow: POST', async () => {
    for (const m of ['GET', 'PUT', 'DELETE']) {
      const res = await handler(post('{}', m));
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      await check(res);
    }
  });

  it('refuses bodies over 16 KB with 413, whatever Content-Length says', async () => {
    const big = JSON.stringify({ userInput: 'x'.repeat(20_000), keywords: ['a'] });
    expect((await handler(post(big))).status).toBe(413);
    expect((await handler(post(big, 'POST', { 'content-length': '10' }))).status).toBe(413);
  });
});

describe('valid requests', () => {
  it('search answers results and query_info per spec', async () => {
    const json = await check(
      await search(post(JSON.stringify({ userInput: '1970s graffiti', limit: 10 }))),
    );
    expect(json.query_info).toMatchObject({
      search_type: 'aesthetic',
      time_filters: { mentioned_decades: ['1970s'] },
    });
    expect((json.results as unknown[]).length).toBeGreaterThan(0);
  });

  it('validation errors say what to fix', async () => {
    const long = await search(post(JSON.stringify({ userInput: 'x'.repeat(501) })));
    expect(long.status).toBe(400);
    expect(((await long.json()) as { error: string }).error).toMatch(/500 characters/);
    const many = await wordSearch(
      post(JSON.stringify({ keywords: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] })),
    );
    expect(((await many.json()) as { error: string }).error).toMatch(/at most 7/);
    const hex = await colorSearch(post(JSON.stringify({ searchType: 'color', color: 'teal' })));
    expect(hex.status).toBe(400);
    expect(((await hex.json()) as { error: string }).error).toMatch(/hex colour/);
  });

  it('colour and palette searches answer 7 results, the chosen film first', async () => {
    const c = await check(
      await colorSearch(
        post(JSON.stringify({ searchType: 'color', color: '#1f6f6f', timestamp: 1 })),
      ),
    );
    expect((c.results as unknown[]).length).toBe(7);
    const p = await check(
      await colorSearch(
        post(
          JSON.stringify({
            searchType: 'palette',
            movieId: 'taxi-driver-1976',
            hexCodes: ['#000000'],
          }),
        ),
      ),
    );
    expect((p.results as Array<{ movie_id: string }>)[0]!.movie_id).toBe('taxi-driver-1976');
  });
});
