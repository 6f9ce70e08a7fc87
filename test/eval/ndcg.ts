// nDCG@k with graded gains (2^rel - 1) and the ideal ranking taken from the judgements.
export function ndcgAt(ranked: string[], rel: Record<string, number>, k: number): number {
  const dcg = (gains: number[]): number =>
    gains.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg(Object.values(rel).sort((a, b) => b - a));
  if (ideal === 0) return 0;
  const seen = new Set<string>();
  const gains = ranked
    .filter((id) => (seen.has(id) ? false : (seen.add(id), true)))
    .map((id) => rel[id] ?? 0);
  return dcg(gains) / ideal;
}
