// Names and concepts of several words in a query ("Upper West Side", "Times Square", "fire escape",
// "diamond district"): read as one concept, so a film that merely says "west" or "side" does not
// match "Upper West Side". A run of query words is a name when the archive writes its neighbouring
// pairs together far more often than chance (their lift, see tuning.ts), or when it is a known New
// York place name (the archive may write those words apart too: "Wall Street" next to "street").
import { docFreq } from './textIndex';
import type { TextIndex } from './textIndex';
import type { Token } from './tokenize';
import { contentTokens } from './tokenize';
import type { Tuning } from './tuning';
import { NAMED_PLACES } from './wordClasses';

/** The known places' words, as stems (stop words dropped). */
const PLACES = NAMED_PLACES.map((p) => contentTokens(p).map((t) => t.stem));

export interface NamedPhrase {
  /** Token indices [from, to) of the name in the query's tokens. */
  from: number;
  to: number;
  /** The name as written. */
  words: string;
  /** Index terms of its neighbouring pairs, all required. */
  pairs: number[];
  /** Index terms of its words, all required for a partial match. */
  parts: number[];
}

function pairTerm(ix: TextIndex, a: Token, b: Token): number | undefined {
  return b.pos - a.pos <= 2 ? ix.termId.get(`${a.stem}_${b.stem}`) : undefined;
}

/** Whether the archive writes two query words together as a phrase, not by chance. */
function cohesive(ix: TextIndex, a: Token, b: Token, t: Tuning['query']): boolean {
  const bg = pairTerm(ix, a, b);
  const ia = ix.termId.get(a.stem);
  const ib = ix.termId.get(b.stem);
  if (bg === undefined || ia === undefined || ib === undefined) return false;
  const df = docFreq(ix, bg);
  const lift = (df * ix.n) / (docFreq(ix, ia) * docFreq(ix, ib));
  return df >= t.phraseMinFilms && lift >= t.phraseLift;
}

/** Names in the query's content tokens (negated ones left out by the caller), longest first. */
export function findNamedPhrases(
  tokens: Token[],
  ix: TextIndex,
  t: Tuning['query'],
): NamedPhrase[] {
  const out: NamedPhrase[] = [];
  const linked = tokens.map((tok, i) => {
    const next = tokens[i + 1];
    return next !== undefined && cohesive(ix, tok, next, t);
  });
  // Known places link their words whatever the archive's counts.
  for (let i = 0; i < tokens.length; i++) {
    for (const place of PLACES) {
      if (i + place.length > tokens.length || place.length < 2) continue;
      let ok = true;
      for (let j = 0; j < place.length && ok; j++) {
        ok =
          tokens[i + j]!.stem === place[j] &&
          (j === 0 || tokens[i + j]!.pos - tokens[i + j - 1]!.pos <= 2);
      }
      if (ok) for (let j = i; j < i + place.length - 1; j++) linked[j] = true;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    if (!linked[i]) continue;
    let j = i;
    while (linked[j]) j++;
    const run = tokens.slice(i, j + 1);
    const pairs: number[] = [];
    for (let k = 1; k < run.length; k++) {
      const id = pairTerm(ix, run[k - 1]!, run[k]!);
      if (id !== undefined) pairs.push(id);
    }
    const parts = run.map((tok) => ix.termId.get(tok.stem));
    out.push({
      from: i,
      to: j + 1,
      words: run.map((tok) => tok.word).join(' '),
      pairs: pairs.length === run.length - 1 ? pairs : [],
      parts: parts.every((p) => p !== undefined) ? (parts as number[]) : [],
    });
    i = j;
  }
  return out;
}
