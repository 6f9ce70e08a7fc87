// The negation pass: "no neon", "without snow", "nothing festive" ask for a look to be absent.
// A negator marks the next content word within `tuning.query.negationReach` positions (never across a clause break) as
// negated, unless the negator starts a name or a compound ("no-budget", "the No Frills
// supermarket", "No Way Home"), restricts rather than refuses ("nothing but neon"), or is part of
// a named look ("no wave", read as one word of the curated vocabulary, curatedSynonyms.ts).
import { inTitle } from '../titles';
import type { TitleIndex } from '../titles';
import { stem } from '../tokenize';
import { NAMED_NEGATIONS, NEGATORS, NOT_NEGATING } from '../wordClasses';
import { isContent } from './tokens';
import type { QueryText, QueryToken } from './tokens';

/**
 * Whether the negator at `i` starts a name or a compound rather than negating: joined by a hyphen,
 * followed by a capitalised word in a text that is not capitalised throughout, or a phrase of an
 * archive title.
 */
function namesSomething(ws: readonly QueryToken[], i: number, titles: TitleIndex | null): boolean {
  const w = ws[i]!;
  const next = ws[i + 1];
  if (w.hyphenated) return true;
  if (!next || next.pos !== w.pos + 1) return false;
  // Capitals say "name" only when the text is not capitalised word after word.
  const capitals = ws.filter((x, k) => k > 0 && x.capitalised).length;
  const titleCase = capitals >= 2 && capitals > 0.6 * (ws.length - 1);
  if (next.capitalised && !titleCase) return true;
  return titles !== null && inTitle(titles, w.word, next.word, NEGATORS);
}

/** Marks negators, the words they negate, and named negations, in place. */
export function markNegation(q: QueryText, titles: TitleIndex | null, reach: number): void {
  const ws = q.tokens;
  ws.forEach((w, i) => {
    if (!NEGATORS.has(w.word)) return;
    const next = ws[i + 1];
    if (next && next.pos === w.pos + 1 && NAMED_NEGATIONS.has(`${w.word} ${next.word}`)) {
      const name = `${w.word} ${next.word}`;
      if (isContent(next)) next.joined = { word: name, stem: stem(name.replace(' ', '')) };
      return;
    }
    if (namesSomething(ws, i, titles)) return;
    if (NOT_NEGATING.has(next?.word ?? '')) return;
    const target = ws.find((t) => t.pos > w.pos && t.pos <= w.pos + reach && isContent(t));
    if (target) {
      target.negated = true;
      w.negator = true;
    }
  });
}
