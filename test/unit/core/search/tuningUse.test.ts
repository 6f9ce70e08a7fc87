// Every value of tuning.ts is read by the engine: the engine is built with the tuning behind a
// Proxy that records each leaf read, and answers every development query (vibe and keywords), the
// colour and palette queries, refined queries and a query naming a film; a value none of them
// reads is dead (or the code copies it and ignores overrides) and fails here, by its path.
import { describe, expect, it } from 'vitest';
import { buildEngine } from '../../../../src/core/search/engine';
import { searchIndexOf } from '../../../../src/core/search/index';
import { TUNING } from '../../../../src/core/search/tuning';
import type { Tuning } from '../../../../src/core/search/tuning';
import { answersOf, loadSeed } from '../../../../scripts/searchAnswers';
import { syntheticFilm } from './archiveFixture';
import { tasteSeeds } from '../../../../src/core/search/tasteSeeds';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Taste values the app reads, not the engine (how long a pass is remembered, when "For you" is
 * offered): each must be read from TUNING in the module named.
 */
const APP_READS: Record<string, string> = {
  'taste.passDays': 'src/data/taste/passes.ts',
  'taste.minKept': 'src/features/cards/forYou.ts',
};

/** Leaf paths of an object ("query.maxAlts"). */
function leaves(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? leaves(v as object, `${prefix}${k}.`) : [`${prefix}${k}`],
  );
}

/** `o` behind proxies that add each leaf path read to `read`. */
function tracked<T extends object>(o: T, read: Set<string>, prefix = ''): T {
  const inner = new Map<string, object>();
  return new Proxy(o, {
    get(target, key, receiver) {
      const v: unknown = Reflect.get(target, key, receiver);
      if (typeof key !== 'string') return v;
      const path = `${prefix}${key}`;
      if (v !== null && typeof v === 'object') {
        let p = inner.get(key);
        if (!p) inner.set(key, (p = tracked(v, read, `${path}.`)));
        return p;
      }
      read.add(path);
      return v;
    },
  });
}

describe('tuning', () => {
  it('has no value the engine never reads', () => {
    const read = new Set<string>();
    const tuning = tracked<Tuning>(structuredClone(TUNING), read);
    const { films, makers } = loadSeed();
    const index = searchIndexOf(buildEngine(films, tuning, makers));
    answersOf(index, films);
    index.vibe('like Taxi Driver, neon rain', 10);
    index.vibe('snowy brownstones', 10, { refine: { format: 'live-action', colorMode: 'colour' } });
    index.vibe('dark diner', 10, { offset: 10 });
    // Look values the text never says ("kaiju"), by themselves.
    for (const q of ['kaiju', 'mockumentary']) index.vibe(q, 10);
    // The coarse semantic scan runs only above `bruteForceMax` films: an engine whose limit is
    // below the archive's size takes it.
    const coarse = structuredClone(TUNING);
    coarse.semantic.bruteForceMax = 10;
    searchIndexOf(buildEngine(films, tracked(coarse, read), makers)).vibe('kaiju skyline', 10);
    // A colour or a tone alone, in an archive whose words say nothing related to them.
    const small = [
      syntheticFilm('a', 'Rooftops and fire escapes over a quiet street.', {
        hex_codes: '#1F6F6F,#141414',
      }),
      syntheticFilm('b', 'A diner counter, coffee cups and a jukebox.', {
        hex_codes: '#E8C832,#B3261E',
      }),
    ];
    const few = searchIndexOf(buildEngine(small, tracked(structuredClone(TUNING), read)));
    for (const q of ['teal', 'monochromatic']) few.vibe(q, 10);
    // "More like this" and "For you" (docs/taste.md), and the weights a watchlist gives its films.
    index.like('taxi-driver-1976', 10, { offset: 10 });
    const kept = ['taxi-driver-1976', 'mean-streets-1973', 'manhattan-1979'].map((movieId, i) => ({
      movieId,
      likeCount: i + 1,
      lastLikedAt: '2026-01-01T00:00:00Z',
    }));
    const { seeds } = tasteSeeds(kept, Date.parse('2026-06-01'), tuning.taste, 40);
    index.forYou(seeds, 10);
    for (const [key, file] of Object.entries(APP_READS))
      if (readFileSync(path.join(root, file), 'utf8').includes(key)) read.add(key);
    const unread = leaves(TUNING).filter((p) => !read.has(p));
    expect(unread).toEqual([]);
  });
});
