// "More like this" and "For you" through the search function (docs/taste.md), against the real
// local backend (PGlite seeded with the archive, the functions served as the pages call them): the
// optional `like`, `taste` and `exclude` fields, answers for known films, and clear 400s for an
// unknown film, a wrong type or a request asking for two things at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Answer {
  success: boolean;
  error?: string;
  results: Array<{ movie_id: string; why: { terms: string[]; from?: string[] } }>;
}

async function search(body: unknown): Promise<{ status: number; json: Answer }> {
  const res = await fetch(`${backend.url}/.netlify/functions/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Answer };
}

describe('like: more like this', () => {
  it('answers the films closest to a film, never the film, each saying what it is like', async () => {
    const { status, json } = await search({ like: 'taxi-driver-1976', limit: 7 });
    expect(status).toBe(200);
    expect(json.success).toBe(true);
    expect(json.results).toHaveLength(7);
    expect(json.results.map((r) => r.movie_id)).not.toContain('taxi-driver-1976');
    for (const r of json.results) expect(r.why.from).toEqual(['Taxi Driver']);
  });

  it('pages with offset and leaves out excluded films', async () => {
    const first = (await search({ like: 'taxi-driver-1976', limit: 7 })).json.results;
    const next = (await search({ like: 'taxi-driver-1976', limit: 7, offset: 7 })).json.results;
    const firstIds = first.map((r) => r.movie_id);
    expect(next.some((r) => firstIds.includes(r.movie_id))).toBe(false);
    const without = await search({ like: 'taxi-driver-1976', limit: 7, exclude: [firstIds[0]] });
    expect(without.json.results.map((r) => r.movie_id)).not.toContain(firstIds[0]);
  });

  it('refuses a film the archive lacks with a 400 that names it', async () => {
    const { status, json } = await search({ like: 'no-such-film-1901' });
    expect(status).toBe(400);
    expect(json.success).toBe(false);
    expect(json.error).toBe('like: no film of the archive has the movie_id "no-such-film-1901".');
  });

  it('refuses a like that is not a movie_id, and a vibe sent with it', async () => {
    const number = await search({ like: 42 });
    expect(number.status).toBe(400);
    expect(number.json.error).toBe("like: like must be a film's movie_id.");
    const both = await search({ like: 'taxi-driver-1976', userInput: 'neon' });
    expect(both.status).toBe(400);
    expect(both.json.error).toMatch(/one of userInput, like or taste/);
  });
});

describe('taste: for you', () => {
  const taste = [
    { movieId: 'taxi-driver-1976', weight: 2 },
    { movieId: 'mean-streets-1973', weight: 1 },
    { movieId: 'do-the-right-thing-1989', weight: 1 },
  ];

  it('answers films from the watchlist’s look, never a kept or excluded film', async () => {
    const first = await search({ taste, limit: 10 });
    expect(first.status).toBe(200);
    const ids = first.json.results.map((r) => r.movie_id);
    expect(ids).toHaveLength(10);
    for (const t of taste) expect(ids).not.toContain(t.movieId);
    for (const r of first.json.results) expect(r.why.from?.length).toBeGreaterThan(0);
    const without = await search({ taste, limit: 10, exclude: [ids[0]] });
    expect(without.json.results.map((r) => r.movie_id)).not.toContain(ids[0]);
  });

  it('refuses weights that are not positive numbers and lists of unknown films', async () => {
    const zero = await search({ taste: [{ movieId: 'taxi-driver-1976', weight: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.json.error).toBe('taste.0.weight: Each taste weight must be a number above 0.');
    const text = await search({ taste: 'taxi-driver-1976' });
    expect(text.status).toBe(400);
    expect(text.json.error).toBe('taste: taste must be a list of { movieId, weight }.');
    const unknown = await search({ taste: [{ movieId: 'no-such-film-1901', weight: 1 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('taste: none of these films is in the archive.');
  });

  it('still answers a vibe, and still asks for one when nothing is sent', async () => {
    expect((await search({ userInput: 'neon rain', limit: 3 })).json.results).toHaveLength(3);
    const none = await search({});
    expect(none.status).toBe(400);
    expect(none.json.error).toBe('userInput: userInput must be the text of a vibe.');
  });
});
