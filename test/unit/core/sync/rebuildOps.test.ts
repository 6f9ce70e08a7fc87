// rebuildOps: folding the rebuilt writes with applyOp from nothing gives the row back, for rows made
// by any run of likes (repeat likes, several sources, dates out of order) and a Watched mark.
import { describe, expect, it } from 'vitest';
import { applyOp, type WatchRow } from '../../../../src/core/sync/applyOp';
import { rebuildOps } from '../../../../src/core/sync/rebuildOps';
import type { Op, SourceType } from '../../../../src/core/sync/types';

const owner = { userId: 'u1' };
let n = 0;
function fold(ops: Omit<Op, 'id' | 'owner' | 'movie_id'>[]): WatchRow | undefined {
  let row: WatchRow | undefined;
  for (const o of ops) row = applyOp(row, { ...o, id: `op-${n++}`, owner, movie_id: 'film' } as Op);
  return row;
}
const like = (source: SourceType, value: string, day: number) => ({
  kind: 'like' as const,
  at: new Date(Date.UTC(2026, 0, day)).toISOString(),
  payload: { source, source_value: value },
});

describe('rebuildOps', () => {
  it('gives back a row of one like', () => {
    const row = fold([like('vibe', 'rain', 3)])!;
    expect(fold(rebuildOps(row))).toEqual(row);
  });

  it('gives back repeat likes, several sources and dates out of order', () => {
    const runs = [
      [like('vibe', 'rain', 3), like('vibe', 'rain', 9)],
      [like('vibe', 'rain', 5), like('vibe', 'rain', 1), like('color', '#AABBCC', 3)],
      [like('color', '#AABBCC', 4), like('keywords', '["neon"]', 6), like('color', '#AABBCC', 2)],
      [
        like('surprise', 'x', 7),
        like('surprise', 'x', 2),
        like('surprise', 'x', 9),
        like('vibe', 'y', 5),
        like('surprise', 'x', 4),
      ],
    ];
    for (const run of runs) {
      const row = fold(run)!;
      expect(fold(rebuildOps(row))).toEqual(row);
    }
  });

  it('gives back the Watched mark', () => {
    const row = fold([
      like('vibe', 'rain', 3),
      { kind: 'watched', at: like('vibe', 'rain', 4).at, payload: { watched: true } },
    ])!;
    expect(row.watched).toBe(true);
    expect(fold(rebuildOps(row))).toEqual(row);
  });
});
