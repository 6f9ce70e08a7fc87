// The sequential model for concurrent deliveries: the set of watchlist states the server may be in
// if it applied each round's deliveries one after the other, as wholes, in some order (rounds in
// sequence). The server passes when its state is one of them: it behaved like a sequential server.
import { applyOp, mergeRows, type WatchRow } from '../../../../src/core/sync/applyOp';
import type { Op } from '../../../../src/core/sync/types';
import { observable } from '../model';
import type { Delivery, WireOp } from './deliveries';

/** Owner key (`user:<id>` / `session:<id>`) → movie → row. */
export type State = Map<string, Map<string, WatchRow>>;

function toOp(o: WireOp): Op {
  const base = { id: o.id, movie_id: o.movie_id, at: o.at, owner: { sessionId: '' } };
  if (o.kind === 'like')
    return {
      ...base,
      kind: 'like',
      payload: {
        source: o.source as 'color' | 'vibe' | 'keywords' | 'surprise',
        source_value: o.source_value ?? '',
      },
    };
  if (o.kind === 'remove') return { ...base, kind: 'remove', payload: {} };
  return { ...base, kind: 'watched', payload: { watched: o.watched === true } };
}

function apply(state: State, d: Delivery): State {
  const next: State = new Map([...state].map(([k, t]) => [k, new Map(t)]));
  const table = (k: string) => {
    let t = next.get(k);
    if (!t) next.set(k, (t = new Map()));
    return t;
  };
  if (d.type === 'merge') {
    const account = table(`user:${d.userId}`);
    for (const row of next.get(`session:${d.sessionId}`)?.values() ?? [])
      account.set(row.movie_id, mergeRows(account.get(row.movie_id), row));
    next.delete(`session:${d.sessionId}`);
    return next;
  }
  const t = table(d.owner);
  for (const o of d.applied) {
    const row = applyOp(t.get(o.movie_id), toOp(o));
    if (row) t.set(o.movie_id, row);
    else t.delete(o.movie_id);
  }
  return next;
}

export function stateKey(state: State): string {
  const owners = [...state]
    .filter(([, t]) => t.size > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, t]) => [k, observable(t.values())]);
  return JSON.stringify(owners);
}

function* permutations<T>(items: T[]): Generator<T[]> {
  if (items.length <= 1) yield items;
  else
    for (let i = 0; i < items.length; i += 1)
      for (const rest of permutations([...items.slice(0, i), ...items.slice(i + 1)]))
        yield [items[i]!, ...rest];
}

/** The states reachable from `states` by the round's deliveries in every order. */
export function afterRound(states: Map<string, State>, round: Delivery[]): Map<string, State> {
  const out = new Map<string, State>();
  for (const s of states.values())
    for (const order of permutations(round)) {
      const end = order.reduce(apply, s);
      out.set(stateKey(end), end);
    }
  return out;
}
