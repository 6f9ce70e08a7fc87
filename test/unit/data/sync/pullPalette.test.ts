// The watchlist's films carry their palettes (the rows' colour strips): the pull asks the archive
// table for hex_codes and keeps them as a list; a row the server sends without its film takes the
// palette from the cached archive.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { MiseDb } from '../../../../src/data/db';
import { fetchServerWatchlist, reconcile } from '../../../../src/data/sync/pullWatchlist';
import type { TokenSource } from '../../../../src/data/sync/tokenSource';

const session = { sessionId: '6c0a3f4e-0000-4000-8000-000000000002' };
// An anonymous session's pull needs no token.
const tokens: TokenSource = { current: async () => null, refresh: async () => null };
const row = {
  movie_id: 'taxi-driver-1976',
  like_count: 1,
  first_liked_at: '2026-01-01T00:00:00.000Z',
  last_liked_at: '2026-01-01T00:00:00.000Z',
};

const dbs: MiseDb[] = [];
afterEach(async () => {
  for (const db of dbs.splice(0)) await db.delete();
});

describe('palettes of the watchlist films', () => {
  it('pulls hex_codes with the film and keeps them as a list', async () => {
    const urls: string[] = [];
    const fetchImpl = (async (input: string | URL | Request) => {
      const url = String(input);
      urls.push(url);
      const body = url.includes('anon_watchlist_items')
        ? [row]
        : url.includes('anon_watchlist_sources')
          ? []
          : [{ movie_id: row.movie_id, movie_title: 'Taxi Driver', hex_codes: '#1A1A1A,#C0392B' }];
      return new Response(JSON.stringify(body), {
        headers: { 'Content-Type': 'application/json' },
      });
    }) as typeof fetch;
    const { films } = await fetchServerWatchlist(
      {
        db: new MiseDb('unused'),
        supabaseUrl: 'http://db.test',
        anonKey: 'anon',
        tokens,
        fetch: fetchImpl,
      },
      session,
    );
    expect(urls.find((u) => u.includes('celluloid_film_data'))).toMatch(/select=[^&]*hex_codes/);
    expect(films.get(row.movie_id)?.hex_codes).toEqual(['#1A1A1A', '#C0392B']);
  });

  it('takes a palette from the cached archive when the server sends no film', async () => {
    const db = new MiseDb(`unit-palette-${Date.now()}`);
    dbs.push(db);
    await db.archive.put({
      movie_id: row.movie_id,
      movie_title: 'Taxi Driver',
      year: 1976,
      aesthetic_summary: null,
      synopsis: null,
      letterboxd_link: null,
      depicted_decade: null,
      hex_codes: ['#1A1A1A', '#C0392B', '#F1C40F', '#2C3E50', '#7F8C8D'],
    });
    await reconcile(db, session, {
      rows: [{ ...row, watched: false, sources: [] }],
      films: new Map(),
    });
    expect((await db.watchlist.get(row.movie_id))?.film?.hex_codes).toHaveLength(5);
  });
});
