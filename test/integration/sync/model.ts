// The sequential model the property tests compare the server with: the operations, applied one
// after the other in the order the server applied them, with merges, by the same rules
// (applyOp/mergeRows mirror apply_watchlist_ops and merge_anon_watchlist).
import { applyOp, mergeRows, type WatchRow } from '../../../src/core/sync/applyOp';
import type { LogEntry } from './device';

export interface ModelState {
  users: Map<string, Map<string, WatchRow>>;
  sessions: Map<string, Map<string, WatchRow>>;
}

function table(map: Map<string, Map<string, WatchRow>>, key: string) {
  let t = map.get(key);
  if (!t) map.set(key, (t = new Map()));
  return t;
}

export function runModel(log: LogEntry[]): ModelState {
  const state: ModelState = { users: new Map(), sessions: new Map() };
  for (const e of log) {
    if (e.type === 'merge') {
      const anon = state.sessions.get(e.sessionId);
      const account = table(state.users, e.userId);
      for (const row of anon?.values() ?? [])
        account.set(row.movie_id, mergeRows(account.get(row.movie_id), row));
      state.sessions.delete(e.sessionId);
      continue;
    }
    const t =
      'userId' in e.op.owner
        ? table(state.users, e.op.owner.userId)
        : table(state.sessions, e.op.owner.sessionId);
    const next = applyOp(t.get(e.op.movie_id), e.op);
    if (next) t.set(e.op.movie_id, next);
    else t.delete(e.op.movie_id);
  }
  return state;
}

/** A comparable form of a watchlist: what the user can observe of each film. */
export function observable(rows: Iterable<WatchRow>) {
  return [...rows]
    .map((r) => ({
      movie_id: r.movie_id,
      like_count: r.like_count,
      watched: r.watched,
      first_liked_at: Date.parse(r.first_liked_at),
      last_liked_at: Date.parse(r.last_liked_at),
      sources: r.sources.map((s) => `${s.source}:${s.source_value}`).sort(),
    }))
    .sort((a, b) => a.movie_id.localeCompare(b.movie_id));
}
