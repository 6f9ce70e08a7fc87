// The k highest-scoring indices of a score array without sorting all of it (a bounded min-heap):
// at 100k films a full sort per query would cost more than the scoring itself.

export function topK(
  scores: ArrayLike<number>,
  k: number,
  skip?: (i: number) => boolean,
): number[] {
  const n = scores.length;
  if (k <= 0) return [];
  const heap: number[] = [];
  const less = (x: number, y: number): boolean =>
    scores[x]! < scores[y]! || (scores[x] === scores[y] && x > y);
  const up = (i: number): void => {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!less(heap[i]!, heap[p]!)) break;
      [heap[i], heap[p]] = [heap[p]!, heap[i]!];
      i = p;
    }
  };
  const down = (i: number): void => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(heap[l]!, heap[m]!)) m = l;
      if (r < heap.length && less(heap[r]!, heap[m]!)) m = r;
      if (m === i) return;
      [heap[i], heap[m]] = [heap[m]!, heap[i]!];
      i = m;
    }
  };
  for (let i = 0; i < n; i++) {
    const s = scores[i]!;
    if (s !== s) continue;
    // Cheap rejection before the caller's filter: most items never beat the current k-th.
    if (heap.length === k) {
      const low = scores[heap[0]!]!;
      if (s < low || (s === low && i > heap[0]!)) continue;
    }
    if (skip && skip(i)) continue;
    if (heap.length < k) {
      heap.push(i);
      up(heap.length - 1);
    } else if (less(heap[0]!, i)) {
      heap[0] = i;
      down(0);
    }
  }
  // Highest first; ties by lower index (archive order) for stable answers.
  return heap.sort((x, y) => scores[y]! - scores[x]! || x - y);
}
