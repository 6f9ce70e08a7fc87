// The search engine's quality floor on the development sets (test/eval/development.ts): nDCG@10 of
// vibe and keyword queries over the real archive may not fall below what was last measured minus
// 0.02. A change that costs more fails here, not silently in `npm run eval:search`. The floor check
// is also shown to fail when a weight is broken on purpose through the `tuning` option.
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { SearchIndex, TuningOverrides } from '../../../../src/core/search/index';
import { DEV_ALL } from '../../../eval/development';
import { scoreSet } from '../../../eval/evaluate';
import type { Judgement } from '../../../eval/judgement';
import { loadArchive, loadFilmMakers } from './archiveFixture';

/**
 * Development A-H and S nDCG@10 last measured (`npm run eval:search`: vibe 0.800, keywords 0.853,
 * with the look-profile channel and the pools it brought judged), minus 0.02.
 */
const FLOOR = { vibe: 0.8 - 0.02, keywords: 0.853 - 0.02 } as const;

const films = loadArchive();
const makers = loadFilmMakers();
const DEV: Judgement[] = DEV_ALL.filter((j) => j.kind in FLOOR);

function build(tuning?: TuningOverrides): SearchIndex {
  return buildSearchIndex(films, tuning ? { makers, tuning } : { makers });
}

/** Development nDCG@10 per kind of the floor. */
function measure(index: SearchIndex): Record<keyof typeof FLOOR, number> {
  const rows = scoreSet(DEV, (j) =>
    (Array.isArray(j.query) ? index.words(j.query, 10) : index.vibe(j.query, 10)).results.map(
      (r) => r.movie_id,
    ),
  );
  const of = (kind: string): number => rows.find((r) => r.kind === kind)!.ndcg;
  return { vibe: of('vibe'), keywords: of('keywords') };
}

/** Whether an engine is at or above the floor on every kind. */
function meetsFloor(index: SearchIndex): boolean {
  const got = measure(index);
  return (Object.keys(FLOOR) as Array<keyof typeof FLOOR>).every((k) => got[k] >= FLOOR[k]);
}

describe('search quality floor', () => {
  it('keeps development vibe and keyword nDCG@10 at the floor', () => {
    const got = measure(build());
    expect(got.vibe).toBeGreaterThanOrEqual(FLOOR.vibe);
    expect(got.keywords).toBeGreaterThanOrEqual(FLOOR.keywords);
  });

  it('fails the floor when a weight is broken on purpose', () => {
    // The prose channel nearly silenced: films that hold the asked values but not the look win.
    expect(meetsFloor(build({ rank: { text: 0.2 } }))).toBe(false);
  });

  it('fails the floor when a film merely showing a value counts as much as one centred on it', () => {
    expect(meetsFloor(build({ profile: { present: 1 } }))).toBe(false);
  });

  it('fails the floor without the look-profile channel', () => {
    expect(meetsFloor(build({ profile: { weight: 0, alone: 0 } }))).toBe(false);
  });
});
