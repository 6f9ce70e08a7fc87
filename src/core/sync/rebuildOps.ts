// The writes that rebuild a watchlist row from nothing, for undoing a write the server may already
// hold: the likes that give back its sources (each at the time it was first added), its like count
// and its first and last like dates, then its Watched mark. Folding them with applyOp from an empty
// row gives the row back (test/unit/core/sync/rebuildOps.test.ts), and the server follows applyOp's
// rules (docs/product.md#repeat-likes), so the account ends where it was.
import type { WatchRow } from './applyOp';
import type { LikePayload, WatchedPayload } from './types';

export type RebuildOp =
  | { kind: 'like'; at: string; payload: LikePayload }
  | { kind: 'watched'; at: string; payload: WatchedPayload };

export function rebuildOps(row: WatchRow): RebuildOp[] {
  const [first] = row.sources;
  if (!first) return [];
  const like = (s: LikePayload, at: string): RebuildOp => ({
    kind: 'like',
    at,
    payload: { source: s.source, source_value: s.source_value },
  });
  const ops = row.sources.map((s) => like(s, s.created_at));
  // The likes that added no source carry the first and last like dates where the sources' own
  // dates do not reach them; any others fall on the last date.
  const times = row.sources.map((s) => Date.parse(s.created_at));
  const needed: string[] = [];
  if (Math.min(...times) !== Date.parse(row.first_liked_at)) needed.push(row.first_liked_at);
  if (Math.max(...times) !== Date.parse(row.last_liked_at)) needed.push(row.last_liked_at);
  for (let i = row.sources.length; i < row.like_count; i += 1)
    ops.push(like(first, needed.shift() ?? row.last_liked_at));
  if (row.watched) ops.push({ kind: 'watched', at: row.last_liked_at, payload: { watched: true } });
  return ops;
}
