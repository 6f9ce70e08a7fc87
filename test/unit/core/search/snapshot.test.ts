// A saved engine loaded back answers exactly as a freshly built one (the real archive and a
// synthetic one), and bytes that are not a sound snapshot of this archive and engine are refused
// with a reason, so the caller builds from rows instead.
import { describe, expect, it } from 'vitest';
import { syntheticArchive } from '../../../../bench/syntheticArchive';
import {
  buildSearchIndex,
  buildSearchSnapshot,
  fingerprintText,
  loadSearchIndex,
  SnapshotError,
  snapshotMeta,
} from '../../../../src/core/search/index';
import type { FilmRecord, SearchIndex } from '../../../../src/core/search/index';
import { buildEngine } from '../../../../src/core/search/engine';
import { loadEngine, serializeEngine } from '../../../../src/core/search/snapshot';
import { readSnapshot, writeSnapshot } from '../../../../src/core/search/snapshotFormat';
import { toResult } from '../../../../src/core/search/results';
import { buildOf, indexForFilms, savedIndexFor } from '../../../../src/core/search/savedIndex';
import { loadArchive, syntheticFilm } from './archiveFixture';

const real = loadArchive();

/** Queries of every kind: words, phrases, typos, colours, tones, decades, boroughs, named films. */
function answers(ix: SearchIndex, films: readonly FilmRecord[]): unknown[] {
  const vibes = [
    'sodium-lit wet streets at night with neon diners',
    'pastel pink apartments in the 1950s',
    'something like Taxi Driver but in winter',
    'Scorsese grit in the seventies',
    'black and white Brooklyn rooftops',
    'colourful warm bright summer in Queens',
    'grafitti subway 1980s',
    'a silver zorblatt',
    '"Manhattan" vibes',
  ];
  const ids = [0, 7, 100, films.length - 1].map((i) => films[i]!.movie_id);
  return [
    ...vibes.map((v) => ix.vibe(v, 10)),
    ix.words(['grainy', 'subway', '1970s']),
    ix.words(['snow', 'brownstone', 'warm'], 10),
    ...['#E38A2C', '#1F6F6F', '#F2B8C6', '#2A2A2A'].map((c) => ix.color(c)),
    ...ids.map((movieId) => ix.palette({ movieId })),
    ix.palette({ hexCodes: ['#112233', '#AA4400', '#EEDDCC'] }),
  ];
}

describe.each([
  ['the real archive', real],
  ['a synthetic archive', syntheticArchive(1500)],
])('a snapshot of %s', (_, films) => {
  const built = buildSearchIndex(films);
  const bytes = buildSearchSnapshot(films, 'fp');

  it('loads into an engine that answers exactly like the built one', () => {
    const loaded = loadSearchIndex(bytes, 'fp');
    if (loaded instanceof Error) throw loaded;
    expect(loaded.size).toBe(built.size);
    expect(answers(loaded, films)).toEqual(answers(built, films));
  });

  it('holds the look profiles the built engine holds, saved as numbers', () => {
    const engine = buildEngine(films);
    const loaded = loadEngine(serializeEngine(engine)).profile;
    const profile = engine.profile;
    expect([...loaded.postings.keys()]).toEqual([...profile.postings.keys()]);
    for (const [id, p] of profile.postings) expect(loaded.postings.get(id)).toEqual(p);
    expect(loaded.films).toBe(films.length);
    for (let d = 0; d < films.length; d++)
      expect([...loaded.central(d)]).toEqual([...profile.central(d)]);
    // Saved again from the loaded engine (whose films carry no profile fields), still whole.
    const again = loadEngine(serializeEngine(loadEngine(serializeEngine(engine)))).profile;
    expect([...again.postings.keys()]).toEqual([...profile.postings.keys()]);
  });

  it('says what it was built from', () => {
    expect(snapshotMeta(bytes)).toMatchObject({ films: films.length, fingerprint: 'fp' });
  });
});

describe('strings in a snapshot', () => {
  const list = ['plain', null, 'Amélie’s café — 東京', '', '🎞 grain', 'last'];
  const r = readSnapshot(writeSnapshot(new Map([['words', list]])));

  it('come back whole, read all at once or one at a time', () => {
    expect(r.strings('words')).toEqual(list);
    const column = r.lazyStrings('words');
    expect(column.length).toBe(list.length);
    // Any one, in any order, without the ones before it.
    for (const i of [4, 2, 0, 5, 1, 3]) expect(column.get(i)).toBe(list[i]);
    expect(column.get(list.length)).toBeNull();
  });

  it('decode a loaded engine’s films when asked for, as they were built', () => {
    const films = [
      syntheticFilm('amelie-2001', 'Saturated greens and reds, a café in Montmartre — warm.', {
        movie_title: 'Amélie',
        synopsis: 'Une fille timide…',
        boroughs: ['Manhattan', 'Brooklyn'],
      }),
      syntheticFilm('plain-1980', 'Grey streets.', { hex_codes: null }),
      ...real.slice(0, 20),
    ];
    const built = buildEngine(films);
    const loaded = loadEngine(serializeEngine(built));
    expect(loaded.films.length).toBe(films.length);
    // As a result shows them (the snapshot keeps the result fields, palette and boroughs parsed).
    const shown = (f: FilmRecord | undefined) => f && toResult(f, 1, { terms: [], swatches: [] });
    for (let i = films.length - 1; i >= 0; i--)
      expect(shown(loaded.films.at(i))).toEqual(shown(built.films.at(i)));
    expect(loaded.films.at(films.length)).toBeUndefined();
    expect(loaded.films.at(-1)).toBeUndefined();
  });
});

describe('refusing unsound bytes', () => {
  const films = real.slice(0, 200);
  const bytes = buildSearchSnapshot(films, 'fp');
  const refused = (b: Uint8Array, fingerprint = 'fp'): string => {
    const r = loadSearchIndex(b, fingerprint);
    expect(r).toBeInstanceOf(SnapshotError);
    return (r as SnapshotError).message;
  };

  it('refuses a snapshot of another archive', () => {
    expect(refused(bytes, 'other')).toMatch(/another archive/);
  });

  it('refuses truncated, corrupt, foreign and future-format bytes', () => {
    expect(refused(bytes.subarray(0, bytes.length - 8))).toMatch(/truncated/);
    const flipped = bytes.slice();
    flipped[flipped.length >> 1]! ^= 0x10;
    expect(refused(flipped)).toMatch(/corrupt/);
    expect(refused(new TextEncoder().encode('{"films": []}'))).toMatch(/not a search snapshot/);
    const future = bytes.slice();
    new DataView(future.buffer).setUint32(8, 99, true);
    expect(refused(future)).toMatch(/format 99/);
  });

  it('refuses a snapshot whose engine answered differently (other engine code)', () => {
    const other = serializeEngine(buildEngine(films), { fingerprint: 'fp', probe: '[]' });
    expect(refused(other)).toMatch(/another version of the engine/);
  });

  it('skips the probe only for a snapshot saved by the same content-hashed build', () => {
    // A probe no engine answers: only the build's name can make this snapshot load.
    const build = 'https://mise.example/assets/search.worker-yP6n80dN.js';
    const other = serializeEngine(buildEngine(films), { fingerprint: 'fp', probe: '[]', build });
    expect(loadSearchIndex(other, 'fp', { build })).not.toBeInstanceOf(SnapshotError);
    expect(
      (loadSearchIndex(other, 'fp', { build: build.replace('yP6n80dN', 'Q2x9aB7c') }) as Error)
        .message,
    ).toMatch(/another version of the engine/);
    expect((loadSearchIndex(other, 'fp', { build: '' }) as Error).message).toMatch(
      /another version of the engine/,
    );
    // A dev server's unhashed module has no build name; a hashed script has its URL.
    expect(
      buildOf('http://localhost:5173/src/workers/search.worker.ts?worker_file&type=module'),
    ).toBe('');
    expect(buildOf(`${build}?v=1`)).toBe(build);
  });
});

describe('the offline worker’s choice', () => {
  const films = real.slice(0, 300);
  const sha256Hex = async (text: string): Promise<string> => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Buffer.from(digest).toString('hex');
  };

  it('loads the snapshot of the same films, and builds from the films otherwise', async () => {
    const bytes = buildSearchSnapshot(films, await sha256Hex(fingerprintText(films)));
    const same = await indexForFilms(films, { snapshot: async () => bytes, sha256Hex });
    expect(same.from).toBe('snapshot');

    const changed = [...films.slice(1), syntheticFilm('zorblatt-1980', 'A silver zorblatt.')];
    const stale = await indexForFilms(changed, { snapshot: async () => bytes, sha256Hex });
    expect(stale).toMatchObject({ from: 'rows', reason: expect.stringMatching(/another archive/) });
    expect(stale.index.vibe('zorblatt').results[0]!.movie_id).toBe('zorblatt-1980');

    const missing = await indexForFilms(films, {
      snapshot: () => Promise.reject(new Error('offline')),
      sha256Hex,
    });
    expect(missing).toMatchObject({ from: 'rows', reason: 'offline' });
    expect(answers(missing.index, films)).toEqual(answers(same.index, films));
  });

  it('saves the index it built on the device, and the next start loads it with the same answers', async () => {
    let stored: Uint8Array | null = null;
    const device = {
      snapshot: async () => stored,
      sha256Hex,
      save: async (bytes: Uint8Array) => {
        stored = bytes;
      },
    };
    const first = await indexForFilms(films, device);
    expect(first).toMatchObject({ from: 'rows', reason: 'no snapshot', saved: true });
    const next = await indexForFilms(films, device);
    expect(next.from).toBe('snapshot');
    expect(answers(next.index, films)).toEqual(answers(first.index, films));
    // Saved and loaded by the same hashed build (the probe skipped): the same answers.
    const build = 'https://mise.example/assets/search.worker-yP6n80dN.js';
    stored = null;
    await indexForFilms(films, device, { build });
    const trusted = await indexForFilms(films, device, { build });
    expect(trusted.from).toBe('snapshot');
    expect(answers(trusted.index, films)).toEqual(answers(first.index, films));
    stored = null;

    // Another archive: the saved index is refused, rebuilt and saved again.
    const changed = [...films.slice(1), syntheticFilm('zorblatt-1980', 'A silver zorblatt.')];
    const rebuilt = await indexForFilms(changed, device);
    expect(rebuilt).toMatchObject({ from: 'rows', saved: true });
    expect((await indexForFilms(changed, device)).from).toBe('snapshot');

    // Storage that refuses the write changes nothing but the next start.
    const full = await indexForFilms(films, {
      ...device,
      save: () => Promise.reject(new Error('quota')),
    });
    expect(full).toMatchObject({ from: 'rows', saved: false });
  });
});

describe('a cold start by archive version', () => {
  const films = real.slice(0, 300);

  it('loads the index saved for the same version without the films, and nothing for another', async () => {
    const bytes = buildSearchSnapshot(films, 'fp');
    const saved = async () => ({ bytes, version: '300|2026-11-20' });
    const same = await savedIndexFor('300|2026-11-20', saved);
    expect(same).not.toBeNull();
    expect(answers(same!, films)).toEqual(answers(buildSearchIndex(films), films));
    expect(await savedIndexFor('301|2026-11-21', saved)).toBeNull();
    // Saved before versions travelled with it, none saved, unreadable: the films are needed.
    expect(
      await savedIndexFor('300|2026-11-20', async () => ({ bytes, version: null })),
    ).toBeNull();
    expect(await savedIndexFor('300|2026-11-20', async () => null)).toBeNull();
    expect(
      await savedIndexFor('300|2026-11-20', () => Promise.reject(new Error('storage gone'))),
    ).toBeNull();
    const flipped = bytes.slice();
    flipped[flipped.length >> 1]! ^= 0x10;
    expect(
      await savedIndexFor('300|2026-11-20', async () => ({
        bytes: flipped,
        version: '300|2026-11-20',
      })),
    ).toBeNull();
  });
});

describe('the archive fingerprint text', () => {
  it('does not depend on row order or on how hex codes and boroughs are held', () => {
    const rows = real.slice(0, 50);
    const asLists = rows.map((f) => ({
      ...f,
      hex_codes: String(f.hex_codes).split(','),
      boroughs: Array.isArray(f.boroughs) ? `{${f.boroughs.join(',')}}` : f.boroughs,
    }));
    expect(fingerprintText([...asLists].reverse())).toBe(fingerprintText(rows));
    const edited = rows.map((f, i) => (i === 3 ? { ...f, synopsis: `${f.synopsis} ` } : f));
    expect(fingerprintText(edited)).not.toBe(fingerprintText(rows));
  });
});
