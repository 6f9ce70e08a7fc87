// The values pass: the look vocabulary's values the query names ("diner at night" → setting.diner,
// time-of-day.night), longest phrasing first, within a clause, negated words skipped ("no snow"
// asks for no winter). Matching is src/core/look/matchValues.ts; this pass runs it over the token
// array and marks each token with the values it is part of.
import { findValues } from '../../look/matchValues';
import type { ValueHit } from '../../look/matchValues';
import type { QueryText } from './tokens';

export function markValues(q: QueryText): ValueHit[] {
  const negated = new Set(q.tokens.filter((t) => t.negated).map((t) => t.pos));
  const hits = findValues(q.tokens, negated);
  for (const t of q.tokens) {
    const ids = hits.filter((h) => h.from <= t.pos && t.pos <= h.to && !t.negated).map((h) => h.id);
    if (ids.length) t.values = ids;
  }
  return hits;
}
