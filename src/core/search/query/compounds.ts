// The compounds pass: a hyphenated compound ("rain-soaked", "late-night", "wood-panelled") is one
// thing a person asks for, not two. Its words become one concept (either word, or both, matches
// it), so a film saying both is not counted twice over films that show the thing in other words.
import type { Concept } from '../analyseQuery';
import type { QueryToken } from './tokens';

/** Merges the concepts of hyphen-joined neighbours in place; `scale` is tuning.query.compound. */
export function mergeCompounds(
  concepts: Concept[],
  tokens: readonly QueryToken[],
  atPos: Map<number, Concept>,
  scale: number,
): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const w = tokens[i]!;
    if (!w.hyphenated || tokens[i + 1]!.pos !== w.pos + 1) continue;
    const a = atPos.get(w.pos);
    const b = atPos.get(w.pos + 1);
    if (!a || !b || a === b || a.alts.length === 0 || b.alts.length === 0) continue;
    for (const alt of b.alts) {
      const same = a.alts.find((x) => x.term === alt.term);
      if (!same) a.alts.push(alt);
      else same.w = Math.max(same.w, alt.w);
    }
    a.word = `${a.word}-${b.word}`;
    a.weight = scale * Math.max(a.weight, b.weight);
    a.light = a.light && b.light;
    atPos.set(w.pos + 1, a);
    concepts.splice(concepts.indexOf(b), 1);
  }
}
