// The one annotated token array a query is read through (docs/architecture.md, "Reading a query").
// The tokeniser writes each word once with how it was written (case, hyphen, clause), and the
// named passes after it annotate the same tokens: the spelling pass corrects words, the negation
// pass marks negators and what they negate, the values pass the look-vocabulary values a word names.
import { BREAK, BREAK_GAP, foldText, isFiller, isStopword, stem } from '../tokenize';

/** Punctuation that ends a clause (tokenize.ts): no phrase, compound or value is read across it. */
const CLAUSE_BREAK = new RegExp(BREAK.source, 'g');
export { BREAK_GAP };

export interface QueryToken {
  /** As written, accents folded ("Rain" in "Rain-soaked"). */
  raw: string;
  /** Lower case, a possessive "'s" dropped; the spelling pass may correct it. */
  word: string;
  stem: string;
  /** Word order with a gap of BREAK_GAP at every clause break. */
  pos: number;
  /** Where the raw word stands in the folded text, [from, to). */
  from: number;
  to: number;
  /** Written with a capital first letter ("Wave" in "the No Wave scene"). */
  capitalised: boolean;
  /** Joined to the next word by a hyphen ("rain-soaked"). */
  hyphenated: boolean;
  /** The last word before a clause break (or of the text). */
  clauseEnd: boolean;
  /** A stop word or query filler ("the", "movie"): no content of its own. */
  stop: boolean;
  filler: boolean;
  /** Replaced by the spelling pass (what replaced it is in `word`). */
  corrected?: boolean;
  /** Negates a word after it ("no", "without"), set by the negation pass. */
  negator?: boolean;
  /** Negated by a negator before it ("no neon"): asked to be absent. */
  negated?: boolean;
  /** A negator phrase read as one word of the vocabulary ("no wave"), on its second word. */
  joined?: { word: string; stem: string };
  /** Look-vocabulary values this word is part of (`setting.diner`), set by the values pass. */
  values?: string[];
}

export interface QueryText {
  /** The text through `foldText`: what token spans point into. */
  folded: string;
  tokens: QueryToken[];
}

/** The text as one array of annotated tokens. */
export function tokenise(text: string): QueryText {
  const folded = foldText(text);
  const tokens: QueryToken[] = [];
  let pos = 0;
  let start = 0;
  const clause = (end: number): void => {
    const part = folded.slice(start, end);
    const re = /[A-Za-z0-9]+(?:'[A-Za-z]+)*/g;
    for (let m = re.exec(part); m; m = re.exec(part)) {
      const raw = m[0];
      const after = m.index + raw.length;
      const lower = raw.toLowerCase();
      const word = lower.endsWith("'s") ? lower.slice(0, -2) : lower;
      tokens.push({
        raw,
        word,
        stem: stem(word),
        pos: pos++,
        from: start + m.index,
        to: start + after,
        capitalised: /^[A-Z]/.test(raw),
        hyphenated: part[after] === '-' && /[A-Za-z0-9]/.test(part[after + 1] ?? ''),
        clauseEnd: false,
        stop: isStopword(word),
        filler: isFiller(word),
      });
    }
    if (tokens.length) tokens[tokens.length - 1]!.clauseEnd = true;
    pos += BREAK_GAP;
  };
  for (const m of folded.matchAll(CLAUSE_BREAK)) {
    clause(m.index);
    start = m.index + m[0].length;
  }
  clause(folded.length);
  return { folded, tokens };
}

/** The text as the passes left it: corrected words in place, punctuation kept. */
export function keptText(q: QueryText): string {
  let out = '';
  let at = 0;
  for (const t of q.tokens) {
    if (!t.corrected) continue;
    // A possessive "'s" stays as written after the corrected word.
    const end = t.from + t.raw.length - (t.raw.length > t.word.length ? 2 : 0);
    out += q.folded.slice(at, t.from) + t.word;
    at = end;
  }
  return out + q.folded.slice(at);
}

/** The text of the words asked for: the negated ones left out ("no neon" asks for no colour). */
export function wantedText(q: QueryText): string {
  if (!q.tokens.some((t) => t.negated)) return keptText(q);
  return q.tokens
    .filter((t) => !t.negated)
    .map((t) => t.word)
    .join(' ');
}

/** Whether a token carries content: not a stop word or filler, and not a lone letter. */
export function isContent(t: QueryToken): boolean {
  return !t.stop && !t.filler && (t.word.length >= 2 || /\d/.test(t.word));
}
