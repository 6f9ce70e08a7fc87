// The profile channel of ranking: per film, a weighted mean of the strength with which it holds
// the values a query asks for (1 centred on it, less when merely present, 0 not at all), so a film
// whose profile holds "winter" and "diner" centrally ranks above one that only shows a diner. A
// value most films hold ("street") says less about a film than a rare one ("blizzard"): each asked
// value weighs by its specificity, raised to `specificity` (0: all alike).
import type { ProfileIndex } from './profileIndex';

/**
 * Adds each film's score in [0, 1] into `out` (zeroed by the caller's scratch). Returns false when
 * no asked value is held by any film (the channel then says nothing and takes no weight).
 */
export function profileScores(
  ix: ProfileIndex,
  ids: readonly string[],
  out: Float64Array,
  specificity: number,
): boolean {
  const asked = [...new Set(ids)];
  const n = Math.max(2, ix.films);
  const weight = asked.map((id) => {
    const df = ix.postings.get(id)?.films.length ?? 0;
    return df === 0 ? 0 : Math.pow(Math.log(1 + n / df) / Math.log(1 + n), specificity);
  });
  // Values no film holds still count in the mean: a film cannot match what nobody has.
  const total = asked.reduce((s, id, k) => s + (weight[k] || 1), 0);
  let any = false;
  asked.forEach((id, k) => {
    const p = ix.postings.get(id);
    if (!p) return;
    any = true;
    const w = weight[k]! / total;
    for (let i = 0; i < p.films.length; i++) out[p.films[i]!]! += w * p.strength[i]!;
  });
  return any;
}
