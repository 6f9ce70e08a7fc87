// The k highest-scoring indices of a score array without sorting all of it (a bounded min-heap in
// a typed array, comparisons written out): at 100k films a full sort per query would cost more
// than the scoring itself, and so would a heap of boxed numbers compared through closures.

/** Whether item x ranks below item y: lower score, or the same score and a later index. */
function below(s: ArrayLike<number>, x: number, y: number): boolean {
  const a = s[x]!;
  const b = s[y]!;
  return a < b || (a === b && x > y);
}

/**
 * A bounded min-heap of item indices ranked by `scores` (read when compared, so an item's score
 * must be set before it is offered and not change after).
 */
export class TopK {
  private readonly heap: Int32Array;
  size = 0;

  constructor(
    private readonly scores: ArrayLike<number>,
    private readonly k: number,
  ) {
    this.heap = new Int32Array(Math.max(0, k));
  }

  /** Whether item i (score s) would be rejected: the heap is full and i ranks below its lowest. */
  rejects(s: number, i: number): boolean {
    if (this.size < this.k) return false;
    const low = this.scores[this.heap[0]!]!;
    return s < low || (s === low && i > this.heap[0]!);
  }

  /** The lowest score kept, when the heap is full (-Infinity until then). */
  floor(): number {
    return this.size < this.k ? -Infinity : this.scores[this.heap[0]!]!;
  }

  /** The lowest item kept (the first to go), when the heap is not empty. */
  lowest(): number {
    return this.heap[0]!;
  }

  /** Adds item i, which must not be rejected. */
  add(i: number): void {
    const { heap, scores } = this;
    if (this.size < this.k) {
      let at = this.size++;
      while (at > 0) {
        const p = (at - 1) >> 1;
        if (!below(scores, i, heap[p]!)) break;
        heap[at] = heap[p]!;
        at = p;
      }
      heap[at] = i;
      return;
    }
    // Replace the lowest and sift down.
    let at = 0;
    for (;;) {
      const l = 2 * at + 1;
      if (l >= this.size) break;
      const r = l + 1;
      const m = r < this.size && below(scores, heap[r]!, heap[l]!) ? r : l;
      if (!below(scores, heap[m]!, i)) break;
      heap[at] = heap[m]!;
      at = m;
    }
    heap[at] = i;
  }

  /** The kept items, highest first; ties by lower index (archive order) for stable answers. */
  sorted(): number[] {
    const s = this.scores;
    return Array.from(this.heap.subarray(0, this.size)).sort((x, y) => s[y]! - s[x]! || x - y);
  }
}

export function topK(
  scores: ArrayLike<number>,
  k: number,
  skip?: (i: number) => boolean,
): number[] {
  if (k <= 0) return [];
  const top = new TopK(scores, k);
  const n = scores.length;
  let i = 0;
  // Until the heap is full every item that passes the filter goes in.
  for (; i < n && top.size < k; i++) {
    const s = scores[i]!;
    if (s !== s) continue;
    if (skip && skip(i)) continue;
    top.add(i);
  }
  // Then the lowest kept item, held in locals (it changes only when an item goes in): most items
  // are rejected on one comparison, before the caller's filter, without reading the heap.
  let lowI = top.lowest();
  let low = scores[lowI]!;
  for (; i < n; i++) {
    const s = scores[i]!;
    // `s < low` is false for NaN too: a NaN is never kept (below).
    if (s < low || (s === low && i > lowI) || s !== s) continue;
    if (skip && skip(i)) continue;
    top.add(i);
    lowI = top.lowest();
    low = scores[lowI]!;
  }
  return top.sorted();
}
