// Lookups in string tables kept sorted (a snapshot's terms, word families, title first words): a
// binary search instead of a map built on every load. Strings compare by UTF-16 code units, as
// `<` does, the same order on the machine that sorted them and the one that searches.

/** Strings by position, each read when asked for (a snapshot's string section, or an array). */
export interface StringList {
  readonly length: number;
  get(i: number): string | null;
}

/** Code-unit order (`Array.prototype.sort`'s comparator for a sorted table). */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Position of `key` among `count` strings sorted by code units (`at(i)` the i-th), or -1. */
export function sortedIndexOf(count: number, at: (i: number) => string, key: string): number {
  let lo = 0;
  let hi = count - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = at(mid);
    if (s === key) return mid;
    if (s < key) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
