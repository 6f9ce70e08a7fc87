// Text to search terms: accent-folded, lower-cased words, stop words dropped, one spelling of
// American and British variants (spellingVariants.ts), inflectional stems (lightStem.ts: plurals,
// -ed, -ing), and bigrams of neighbouring content words ("subway platform",
// "black white") for phrase matches.
import { lightStem } from './lightStem';
import { canonicalSpelling } from './spellingVariants';

const STOP = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being
below between both but by can could did do does doing down during each few for from further had has
have having he her here hers herself him himself his how i if in into is it its itself just me more
most my myself no nor not of off on once only or other our ours ourselves out over own same she
should so some such than that the their theirs them themselves then there these they this those
through to too under until up very was we were what when where which while who whom why will with
would you your yours yourself yourselves s t don't isn't it's i'm i'd i've let's also into onto
upon via per each every`.split(/\s+/),
);

/** Words that say "I want a film" rather than what it looks like (dropped from queries only). */
const QUERY_FILLER = new Set(
  `movie movies film films flick flicks something somethings anything kind sort type lot lots bit
want wants looking look looks feel feels feeling vibe vibes vibey aesthetic aesthetics style styled
please show give find recommend recommendation recommendations set similar like likes think maybe
really pretty quite much many thing things stuff one ones watch watching see seen make made good
great nice barely hardly almost nearly slightly somewhat kinda sorta super totally absolutely
definitely basically actually literally especially remember sure person someone somebody get getting
got`.split(/\s+/),
);

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
  return STOP.has(word);
}

export function isFiller(word: string): boolean {
  return QUERY_FILLER.has(word);
}

/** Content tokens of a text (stop words removed; query filler too when `query` is set). */
export function contentTokens(text: string, query = false): Token[] {
  const out: Token[] = [];
  for (const [word, pos] of positionedWords(text)) {
    if (STOP.has(word) || (query && QUERY_FILLER.has(word))) continue;
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
