// Finds the look vocabulary's values in a text: every phrasing of every value (vocabulary.ts) is
// read into a table keyed by its stemmed words, and a text's words are matched against it longest
// phrase first, so "fourth of july fireworks" is one holiday and "subway platform" one setting, not
// "subway" and "platform". Matching never crosses a clause break (the positions carry gaps there).
import { stem, words } from '../search/tokenize';
import { LOOK_FACETS } from './vocabulary';

/** A value found in the text: its id and the words (positions [from, to]) that named it. */
export interface ValueHit {
  id: string;
  from: number;
  to: number;
  /** The words as written, lower case ("night-time" → "night time"). */
  phrase: string;
}

interface PhraseTable {
  byKey: Map<string, string[]>;
  longest: number;
}

let table: PhraseTable | undefined;

const facetOf = (id: string): string => id.slice(0, id.indexOf('.'));

/** The stemmed key of a phrase's words ("Subway Platforms" → "subway platform"). */
export function phraseKey(phrase: string): string {
  return words(phrase.replace(/-/g, ' '))
    .map((w) => stem(w))
    .join(' ');
}

function phraseTable(): PhraseTable {
  if (table) return table;
  const byKey = new Map<string, string[]>();
  let longest = 1;
  for (const facet of LOOK_FACETS)
    for (const v of facet.values)
      for (const p of [v.label, ...v.phrasings]) {
        const key = phraseKey(p);
        if (!key) continue;
        longest = Math.max(longest, key.split(' ').length);
        const ids = byKey.get(key) ?? [];
        if (!ids.includes(v.id)) ids.push(v.id);
        byKey.set(key, ids);
      }
  table = { byKey, longest };
  return table;
}

/**
 * The values named by words at consecutive positions (clause breaks leave gaps), longest phrase
 * first; words at `skip` positions (negated ones) neither match nor join a phrase.
 */
export function findValues(
  written: ReadonlyArray<{ word: string; pos: number }>,
  skip: ReadonlySet<number> = new Set(),
): ValueHit[] {
  const { byKey, longest } = phraseTable();
  const hits: ValueHit[] = [];
  const toks = written.filter((w) => !skip.has(w.pos));
  for (let i = 0; i < toks.length;) {
    let matched = 0;
    for (let n = Math.min(longest, toks.length - i); n >= 1 && matched === 0; n--) {
      const run = toks.slice(i, i + n);
      if (run.some((t, k) => k > 0 && t.pos !== run[k - 1]!.pos + 1)) continue;
      const key = run.map((t) => stem(t.word)).join(' ');
      const ids = byKey.get(key);
      if (!ids) continue;
      const phrase = run.map((t) => t.word).join(' ');
      const add = (id: string): void => {
        if (!hits.some((h) => h.id === id))
          hits.push({ id, from: run[0]!.pos, to: run[n - 1]!.pos, phrase });
      };
      ids.forEach(add);
      // A phrasing that names two facets' values ("diner at night") gives both: the words inside
      // it that name a value of another facet count too; of the same facet, the longer one wins
      // ("subway platform" is not also "subway").
      const facets = new Set(ids.map(facetOf));
      for (let a = 0; a < n; a++)
        for (let b = a + 1; b <= n; b++) {
          if (b - a === n) continue;
          const inner = byKey.get(
            run
              .slice(a, b)
              .map((t) => stem(t.word))
              .join(' '),
          );
          for (const id of inner ?? []) if (!facets.has(facetOf(id))) add(id);
        }
      matched = n;
    }
    i += matched || 1;
  }
  return hits;
}
