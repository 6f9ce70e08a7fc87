// The profile channel of ranking: per film, the mean strength with which it holds the values a
// query asks for (1 centred on it, less when merely present, 0 not at all), so a film whose
// profile holds "winter" and "diner" centrally ranks above one that only shows a diner.
import type { ProfileIndex } from './profileIndex';

/**
 * Adds each film's score in [0, 1] into `out` (zeroed by the caller's scratch). Returns false when
 * no asked value is held by any film (the channel then says nothing and takes no weight).
 */
export function profileScores(
  ix: ProfileIndex,
  ids: readonly string[],
  out: Float64Array,
): boolean {
  const asked = [...new Set(ids)];
  let any = false;
  for (const id of asked) {
    const p = ix.postings.get(id);
    if (!p) continue;
    any = true;
    for (let i = 0; i < p.films.length; i++) out[p.films[i]!]! += p.strength[i]! / asked.length;
  }
  return any;
}
