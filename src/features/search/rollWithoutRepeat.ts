// The surprise dice (docs/product.md#route-surprise): rolls never repeat until every preset has
// been shown, then the cycle restarts, excluding the one on screen so it never rolls the same
// sentence twice in a row.

export interface RollState {
  current: number;
  used: ReadonlySet<number>;
}

export function firstRoll(count: number, random: () => number = Math.random): RollState {
  const current = Math.floor(random() * count);
  return { current, used: new Set([current]) };
}

export function nextRoll(
  state: RollState,
  count: number,
  random: () => number = Math.random,
): RollState {
  let pool = [...Array(count).keys()].filter((i) => !state.used.has(i));
  let used = new Set(state.used);
  if (pool.length === 0) {
    pool = [...Array(count).keys()].filter((i) => i !== state.current);
    used = new Set();
  }
  const current = pool[Math.floor(random() * pool.length)] ?? 0;
  used.add(current);
  return { current, used };
}
