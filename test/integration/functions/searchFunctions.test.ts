// The search functions against the real local backend (PGlite with the migrations, seeded with the
// archive, Supabase REST): through HTTP as the pages call them, and called directly to show that a
// warm instance answers without the database and rebuilds its index when the archive changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import search from '../../../functions/search';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  archiveFingerprintOf,
  indexOrigin,
  searchIndexCache,
  useFilmSource,
} from '../../../functions/_lib/filmArchive';
import { getSearchIndex } from '../../../functions/_lib/filmArchive';
import { archiveFingerprint } from '../../../functions/_lib/searchSnapshot';
import { seedRecords, writeSearchSnapshot } from '../../../scripts/searchSnapshot';
import { buildSearchIndex } from '../../../src/core/search/index';
import { startTestBackend } from '../../support/backend';
import type { TestBackend } from '../../support/backend';
import { restoreEnvAfterAll } from '../../support/env';

restoreEnvAfterAll();

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close().catch(() => undefined);
});

const call = (name: string, body: unknown): Promise<Response> =>
  fetch(`${backend.url}/.netlify/functions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('through the local backend', () => {
  it('vibe search answers results and query_info', async () => {
    const res = await call('search', { userInput: 'something like Taxi Driver', limit: 10 });
    expect(res.status).toBe(200);
    const json = (await res.json()) as {
      success: boolean;
      results: Array<{ movie_id: string; similarity_score: number; why: unknown }>;
      query_info: { search_type: string; search_criteria: { recommended_movies: unknown[] } };
    };
    expect(json.success).toBe(true);
    expect(json.results.length).toBe(10);
    expect(json.query_info.search_type).toBe('thematic');
    expect(json.query_info.search_criteria.recommended_movies).toEqual([
      { title: 'Taxi Driver', year: 1976 },
    ]);
  });

  it('colour, palette and keyword searches answer 7 results', async () => {
    for (const [name, body] of [
      ['colorSearch', { searchType: 'color', color: '#E38A2C', timestamp: Date.now() }],
      ['colorSearch', { searchType: 'palette', movieId: 'the-warriors-1979', hexCodes: [] }],
      ['wordSearch', { keywords: ['grainy', 'subway', '1970s'], timestamp: Date.now() }],
    ] as const) {
      const res = await call(name, body);
      const json = (await res.json()) as { success: boolean; results: unknown[]; error?: string };
      if (name === 'colorSearch' && 'movieId' in body) {
        // An empty hexCodes list is a client error even when movieId is known.
        expect(res.status).toBe(400);
        continue;
      }
      expect(res.status, JSON.stringify(json)).toBe(200);
      expect(json.results).toHaveLength(7);
    }
    const palette = await call('colorSearch', {
      searchType: 'palette',
      movieId: 'the-warriors-1979',
    });
    const json = (await palette.json()) as { results: Array<{ movie_id: string }> };
    expect(json.results[0]!.movie_id).toBe('the-warriors-1979');
  });

  it('"Next films": an offset answers the films after the first page, and a bad one is a 400', async () => {
    type Answer = { results: Array<{ movie_id: string }> };
    for (const [name, body] of [
      ['search', { userInput: 'rain on neon streets at night', limit: 7 }],
      ['wordSearch', { keywords: ['neon', 'rain'] }],
      ['colorSearch', { searchType: 'color', color: '#E38A2C' }],
      ['colorSearch', { searchType: 'palette', movieId: 'taxi-driver-1976' }],
    ] as const) {
      const first = (await (await call(name, body)).json()) as Answer;
      const res = await call(name, { ...body, offset: 7 });
      expect(res.status).toBe(200);
      const next = ((await res.json()) as Answer).results.map((r) => r.movie_id);
      expect(next.length).toBeGreaterThan(0);
      for (const r of first.results) expect(next).not.toContain(r.movie_id);
      const bad = await call(name, { ...body, offset: -7 });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: string }).error).toMatch(/offset/);
    }
  });

  it('answers 405 and 400 as JSON', async () => {
    const get = await fetch(`${backend.url}/.netlify/functions/wordSearch`);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const bad = await call('wordSearch', { keywords: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { success: boolean }).success).toBe(false);
  });
});

describe('a cold instance and the saved index', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mise-snapshot-'));
  const file = path.join(dir, 'search-index.bin');
  const cold = async () => {
    process.env.SUPABASE_URL = backend.url;
    process.env.SUPABASE_ANON_KEY = backend.anonKey;
    process.env.SEARCH_SNAPSHOT_FILE = file;
    useFilmSource(null);
    return getSearchIndex();
  };
  const built = buildSearchIndex(seedRecords());
  const same = (ix: Awaited<ReturnType<typeof cold>>) => {
    expect(ix.vibe('something like Taxi Driver at night', 10)).toEqual(
      built.vibe('something like Taxi Driver at night', 10),
    );
    expect(ix.color('#E38A2C')).toEqual(built.color('#E38A2C'));
  };

  it('the database fingerprints the seeded archive as the build does', async () => {
    await cold();
    expect(await archiveFingerprintOf()).toBe(archiveFingerprint(seedRecords()));
  });

  it('loads the saved index of the same archive instead of reading rows', async () => {
    writeSearchSnapshot(file);
    same(await cold());
    expect(indexOrigin).toEqual({ from: 'snapshot' });
  });

  it('builds from rows when the snapshot is of another archive, corrupt or missing', async () => {
    const other = seedRecords().slice(1);
    const { buildSearchSnapshot } = await import('../../../src/core/search/index');
    writeFileSync(file, buildSearchSnapshot(other, archiveFingerprint(other)));
    same(await cold());
    expect(indexOrigin).toMatchObject({ from: 'rows', reason: expect.stringMatching(/another/) });

    writeSearchSnapshot(file);
    const bytes = readFileSync(file);
    bytes[bytes.length >> 1]! ^= 0x01;
    writeFileSync(file, bytes);
    same(await cold());
    expect(indexOrigin).toMatchObject({ from: 'rows', reason: expect.stringMatching(/corrupt/) });

    process.env.SEARCH_SNAPSHOT_FILE = path.join(dir, 'none.bin');
    useFilmSource(null);
    same(await getSearchIndex());
    expect(indexOrigin).toEqual({ from: 'rows', reason: 'no snapshot' });
    delete process.env.SEARCH_SNAPSHOT_FILE;
  });
});

describe('a warm instance', () => {
  it('rebuilds the index when the archive changes, then answers without the database', async () => {
    process.env.SUPABASE_URL = backend.url;
    process.env.SUPABASE_ANON_KEY = backend.anonKey;
    process.env.SEARCH_ARCHIVE_RECHECK_MS = '0';
    useFilmSource(null);
    const ask = async (text: string): Promise<string[]> => {
      const res = await search(
        new Request('http://local/.netlify/functions/search', {
          method: 'POST',
          body: JSON.stringify({ userInput: text, limit: 3 }),
        }),
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { results: Array<{ movie_id: string }> }).results.map(
        (r) => r.movie_id,
      );
    };
    expect(await ask('zorblatt')).toEqual([]);

    const admin = backend.client({ serviceRole: true });
    const { error } = await admin
      .from('celluloid_film_data')
      .update({ aesthetic_summary: 'A silver zorblatt moored to the spire of a tower at dawn.' })
      .eq('movie_id', 'the-warriors-1979');
    expect(error).toBeNull();
    await ask('warm up');
    await searchIndexCache.settled();
    expect((await ask('zorblatt'))[0]).toBe('the-warriors-1979');

    // With the database gone, a warm request is still answered from memory.
    await backend.close();
    const started = performance.now();
    expect((await ask('zorblatt'))[0]).toBe('the-warriors-1979');
    expect(performance.now() - started).toBeLessThan(5_000);
    await searchIndexCache.settled();
    process.env.SEARCH_ARCHIVE_RECHECK_MS = '';
  });
});
