// Scores a search system over a judgement set: mean nDCG@10 per kind of query. Shared by
// `npm run eval:search` and the quality-floor unit test, so both measure the same thing.
import type { Judgement } from './judgement';
import { ndcgAt } from './ndcg';

export const KINDS = ['vibe', 'keywords', 'reference'] as const;
export type Kind = (typeof KINDS)[number];

/** A system under evaluation: the ranked movie ids it answers a judgement's query with. */
export type Ranker = (j: Judgement) => string[];

export interface KindScore {
  kind: Kind | 'all';
  queries: number;
  /** Mean nDCG@10, 0 when there are no queries of the kind. */
  ndcg: number;
}

/** Mean nDCG@10 per kind, then over all queries. */
export function scoreSet(set: readonly Judgement[], rank: Ranker): KindScore[] {
  const perQuery = set.map((j) => ({ kind: j.kind, v: ndcgAt(rank(j), j.rel, 10) }));
  const mean = (vs: number[]): number =>
    vs.length ? vs.reduce((a, b) => a + b, 0) / vs.length : 0;
  const rows: KindScore[] = KINDS.map((kind) => {
    const vs = perQuery.filter((q) => q.kind === kind).map((q) => q.v);
    return { kind, queries: vs.length, ndcg: mean(vs) };
  });
  rows.push({ kind: 'all', queries: set.length, ndcg: mean(perQuery.map((q) => q.v)) });
  return rows;
}

/** The query as one text (a keyword list joined by spaces), for systems that take plain text. */
export function queryText(j: Judgement): string {
  return Array.isArray(j.query) ? j.query.join(' ') : j.query;
}
