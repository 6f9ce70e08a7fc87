// Query expansion: the related stems of a query stem, from the curated film-look groups and from
// the generated table (WordNet synonyms and word-vector neighbours, see scripts/buildLexicon.ts).
import { CURATED_GROUPS } from './curatedSynonyms';
import lexiconData from './lexicon.generated.json';
import { bigrams, contentTokens } from './tokenize';
import { TUNING } from './tuning';
import type { Tuning } from './tuning';

interface LexiconFile {
  /** Space-separated target stems; entries below point into this list. */
  terms: string;
  /** Stem → "index:weight,index:weight" with weight in tenths. */
  rel: Record<string, string>;
}

let curated: Map<string, Set<string>> | null = null;
let targets: string[] | null = null;

/** The index term of a curated word: its stem, or the bigram of a hyphenated one. */
function termOf(word: string): string | null {
  const toks = contentTokens(word.replace(/-/g, ' '));
  if (toks.length === 0) return null;
  // "run-down" is not "run": a compound that loses a part to the stop list is no single word.
  if (toks.length === 1) return word.includes('-') ? null : toks[0]!.stem;
  return bigrams(toks)[0] ?? toks[0]!.stem;
}

function curatedMap(): Map<string, Set<string>> {
  if (curated) return curated;
  curated = new Map();
  for (const group of CURATED_GROUPS) {
    const stems = group.map(termOf).filter((t): t is string => t !== null);
    for (const s of stems) {
      let set = curated.get(s);
      if (!set) curated.set(s, (set = new Set()));
      for (const o of stems) if (o !== s) set.add(o);
    }
  }
  return curated;
}

/** The stems the generated table knows (common English words): correct spellings for typos. */
export function lexiconKeys(): string[] {
  return Object.keys((lexiconData as LexiconFile).rel);
}

/** Whether a stem is a known English word of the generated table. */
export function isLexiconKey(s: string): boolean {
  return Object.prototype.hasOwnProperty.call((lexiconData as LexiconFile).rel, s);
}

/** Related stems with weights in (0, 1), strongest first, the stem itself excluded. */
export function related(s: string, t: Tuning['lexicon'] = TUNING.lexicon): Array<[string, number]> {
  const out = new Map<string, number>();
  const data = lexiconData as LexiconFile;
  targets ??= data.terms ? data.terms.split(' ') : [];
  const entry = data.rel[s];
  if (entry) {
    for (const part of entry.split(',')) {
      const [i, w] = part.split(':');
      const r = targets[Number(i)];
      if (r && r !== s) out.set(r, (Number(w) / 10) * t.generated);
    }
  }
  for (const c of curatedMap().get(s) ?? []) out.set(c, Math.max(out.get(c) ?? 0, t.curated));
  return [...out].sort((a, b) => b[1] - a[1]);
}
