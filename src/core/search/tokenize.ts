// Text to search terms: accent-folded, lower-cased words, stop words dropped, one spelling of
// American and British variants (spellingVariants.ts), inflectional stems (lightStem.ts: plurals,
// -ed, -ing), and bigrams of neighbouring content words ("subway platform",
// "black white") for phrase matches.
import { lightStem } from './lightStem';
import { canonicalSpelling } from './spellingVariants';
import { QUERY_FILLER, STOP_WORDS } from './wordClasses';

const stemCache = new Map<string, string>();

/** Inflectional stem of one lower-case word, cached (the same words recur in every query). */
export function stem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /^[a-z]+$/.test(word) ? lightStem(canonicalSpelling(word)) : word;
    stemCache.set(word, s);
  }
  return s;
}

/** Accents removed, typographic apostrophes and ampersands made plain, case kept. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/&/g, ' and ');
}

/** Lower-case, accents removed, typographic apostrophes and ampersands made plain. */
export function normalizeText(text: string): string {
  return foldText(text).toLowerCase();
}

/** Raw words in order (apostrophes inside words kept, e.g. "don't"; leading ones dropped). */
export function words(text: string): string[] {
  return (normalizeText(text).match(/[a-z0-9]+(?:'[a-z]+)*/g) ?? []).map((w) =>
    w.endsWith("'s") ? w.slice(0, -2) : w,
  );
}

/** Punctuation that ends a phrase: no bigram is formed across it. */
export const BREAK = /[.,;:!?()[\]{}"\u201c\u201d\u2014\u2013|/]+/;
/** Position gap left at a break, larger than the bigram window. */
export const BREAK_GAP = 3;

/** Words with their positions, leaving a gap at punctuation so phrases stay inside clauses. */
export function positionedWords(text: string): Array<[string, number]> {
  const out: Array<[string, number]> = [];
  let pos = 0;
  for (const clause of text.split(BREAK)) {
    for (const w of words(clause)) out.push([w, pos++]);
    pos += BREAK_GAP;
  }
  return out;
}

export interface Token {
  word: string;
  stem: string;
  /** Position in the raw word sequence, to find neighbours and phrases. */
  pos: number;
}

export function isStopword(word: string): boolean {
  return STOP_WORDS.has(word);
}

export function isFiller(word: string): boolean {
  return QUERY_FILLER.has(word);
}

/** Content tokens of a text (stop words removed; query filler too when `query` is set). */
export function contentTokens(text: string, query = false): Token[] {
  const out: Token[] = [];
  for (const [word, pos] of positionedWords(text)) {
    if (STOP_WORDS.has(word) || (query && QUERY_FILLER.has(word))) continue;
    if (word.length < 2 && !/\d/.test(word)) continue;
    out.push({ word, stem: stem(word), pos });
  }
  return out;
}

/** Bigram terms of content tokens at most one stop word apart ("black and white" → black_white). */
export function bigrams(tokens: Token[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.pos - tokens[i - 1]!.pos <= 2)
      out.push(`${tokens[i - 1]!.stem}_${tokens[i]!.stem}`);
  }
  return out;
}
