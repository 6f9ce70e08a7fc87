// A film mostly in New York ranks above one partly there, other things equal, for every kind of
// search, and the share survives a snapshot and reaches the result (docs/archive.md).
import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  buildSearchSnapshot,
  fingerprintText,
  loadSearchIndex,
} from '../../../../src/core/search/index';
import type { FilmRecord, SearchIndex } from '../../../../src/core/search/index';
import { syntheticFilm } from './archiveFixture';

const SUMMARY = 'Neon rain on a wet avenue at night, a diner glowing red through the steam.';
const look = { look_central: ['format.live-action', 'time-of-day.night', 'setting.diner'] };
// "partly" sorts first by id, so a tie would put it first: only the share can put it second.
const films: FilmRecord[] = [
  syntheticFilm('a-partly-1978', SUMMARY, { ...look, new_york: 'part' }),
  syntheticFilm('b-mostly-1978', SUMMARY, { ...look, new_york: 'most' }),
  syntheticFilm('c-other-1978', 'A sunny beach, pale sand and a striped umbrella by the sea.'),
];
const order = (r: { results: { movie_id: string }[] }) =>
  r.results.map((x) => x.movie_id).filter((id) => id !== 'c-other-1978');

function expectMostFirst(ix: SearchIndex) {
  expect(order(ix.vibe('neon rain at night in a diner'))).toEqual([
    'b-mostly-1978',
    'a-partly-1978',
  ]);
  expect(order(ix.words(['neon', 'diner']))).toEqual(['b-mostly-1978', 'a-partly-1978']);
  expect(order(ix.color('#553322')).slice(0, 2)).toEqual(['b-mostly-1978', 'a-partly-1978']);
  expect(order(ix.palette({ hexCodes: ['#553322', '#AA8866'] })).slice(0, 2)).toEqual([
    'b-mostly-1978',
    'a-partly-1978',
  ]);
}

describe('a film partly in New York', () => {
  it('ranks below the same film mostly in New York, for every kind of search', () => {
    expectMostFirst(buildSearchIndex(films));
  });

  it('ties when both are mostly in New York (the share is what separates them)', () => {
    const same = buildSearchIndex(films.map((f) => ({ ...f, new_york: 'most' as const })));
    const r = same.vibe('neon rain at night in a diner').results;
    expect(r[0]!.similarity_score).toBe(r[1]!.similarity_score);
  });

  it('says so in its result, and keeps it through a snapshot', () => {
    const ix = buildSearchIndex(films);
    const byId = (x: SearchIndex) =>
      new Map(x.words(['neon']).results.map((r) => [r.movie_id, r.new_york]));
    expect(byId(ix).get('a-partly-1978')).toBe('part');
    expect(byId(ix).get('b-mostly-1978')).toBe('most');
    const fp = fingerprintText(films);
    const loaded = loadSearchIndex(buildSearchSnapshot(films, fp), fp);
    if (loaded instanceof Error) throw loaded;
    expect(byId(loaded).get('a-partly-1978')).toBe('part');
    expectMostFirst(loaded);
  });

  it('changes the archive fingerprint', () => {
    const flipped = films.map((f) =>
      f.new_york === 'part' ? { ...f, new_york: 'most' as const } : f,
    );
    expect(fingerprintText(flipped)).not.toBe(fingerprintText(films));
  });
});
