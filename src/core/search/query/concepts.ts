// The concepts pass: the query's content words as weighted concepts for the text channel. Each word
// brings its word family and related words (lexicon.ts); names of several words ("Upper West
// Side") are one concept (namedPhrases.ts); hyphenated compounds one (compounds.ts); light and
// colour words are capped by the heaviest thing named; archive phrases of two query words
// ("subway platform") add a bonus. Negated words become terms to avoid.
import type { Alt, Concept } from '../analyseQuery';
import { isColourWord } from '../colourWords';
import { DECADE_WORD } from '../decadeQuery';
import { familyTerms, relatedTerms } from '../lexicon';
import { hasOwnMeaning } from '../lightStem';
import { findNamedPhrases } from '../namedPhrases';
import type { TextIndex } from '../textIndex';
import { bigrams } from '../tokenize';
import type { Token } from '../tokenize';
import type { Tuning } from '../tuning';
import { LIGHT_WORDS, PALETTE_TONE_WORDS, SAME_SENSE_SUFFIX } from '../wordClasses';
import { mergeCompounds } from './compounds';
import { isContent } from './tokens';
import type { QueryText } from './tokens';

export interface Concepts {
  concepts: Concept[];
  /** Every word asked for, as index terms. */
  words: number[];
  /** Terms the text says it does not want. */
  avoid: number[];
  /** Words understood, as shown back. */
  keywords: string[];
  contentCount: number;
  understoodCount: number;
}

/** Whether two archive words of one Porter2 family keep one sense: one is the other + such a suffix. */
function sameSense(a: string, b: string): boolean {
  if (hasOwnMeaning(a) || hasOwnMeaning(b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const base = short.replace(/[eyi]$/, '');
  return long.startsWith(base) && SAME_SENSE_SUFFIX.test(long.slice(base.length));
}

/** The content words as the concepts read them: a named negation ("no wave") as one word. */
function contentWords(q: QueryText): Array<Token & { negated: boolean }> {
  return q.tokens
    .filter((t) => isContent(t) && !t.negator)
    .map((t) => ({
      word: t.joined?.word ?? t.word,
      stem: t.joined?.stem ?? t.stem,
      pos: t.pos,
      negated: t.negated === true,
    }));
}

export function buildConcepts(
  q: QueryText,
  ix: TextIndex,
  tuning: Tuning,
  mode: 'vibe' | 'keywords',
  shown: ReadonlyMap<string, string>,
): Concepts {
  const t = tuning.query;
  // Explicit keywords ask for those words: related words only break ties between exact matches.
  const altScale = mode === 'keywords' ? t.keywordAltScale : 1;
  const tokens = contentWords(q);
  const seenPairs = new Set<string>();
  const keywords: string[] = [];
  let contentCount = 0;
  let understood = 0;
  const concepts: Concept[] = [];
  // Names of several words are one concept each: their words do not also count loose.
  const live = tokens.filter((tok) => !tok.negated);
  const words = [
    ...new Set(live.map((tok) => ix.termId.get(tok.stem)).filter((id) => id !== undefined)),
  ];
  const inName = new Set<number>();
  for (const name of findNamedPhrases(live, ix, t)) {
    if (name.pairs.length === 0 && name.parts.length === 0) continue;
    for (let i = name.from; i < name.to; i++) inName.add(live[i]!.pos);
    const own = name.pairs.length ? name.pairs : name.parts;
    concepts.push({
      word: name.words,
      alts: name.pairs.map((term) => ({ term, w: 1 })),
      weight: Math.min(...own.map((id) => ix.weight[id]!)),
      together: true,
      parts: name.parts,
    });
    keywords.push(name.words);
    for (let i = name.from + 1; i < name.to; i++)
      seenPairs.add(`${live[i - 1]!.stem}_${live[i]!.stem}`);
  }
  const avoid: number[] = [];
  const seen = new Set<string>();
  /** The concept each query word position made (for compounds). */
  const atPos = new Map<number, Concept>();
  tokens.forEach((tok) => {
    if (DECADE_WORD.test(tok.word) || /^\d+s?$/.test(tok.word)) return;
    contentCount++;
    if (tok.negated) {
      const id = ix.termId.get(tok.stem);
      if (id !== undefined && !avoid.includes(id)) avoid.push(id);
      return;
    }
    if (seen.has(tok.stem) || inName.has(tok.pos)) {
      understood++;
      return;
    }
    seen.add(tok.stem);
    const alts: Alt[] = [];
    const self = ix.termId.get(tok.stem);
    if (self !== undefined) alts.push({ term: self, w: 1 });
    // Its word family ("desolation" finds "desolate"): fully when the archive lacks the word, as a
    // related word otherwise, and never a word that only looks like it ("apart" for "apartment").
    for (const id of familyTerms(ix, tok.stem)) {
      if (id === self) continue;
      if (self === undefined) alts.push({ term: id, w: t.family * altScale });
      else if (sameSense(ix.surface[self]!, ix.surface[id]!)) {
        alts.push({ term: id, w: t.familyRelated * altScale });
      }
    }
    for (const [id, w] of relatedTerms(ix, tok.stem, tok.word, tuning.lexicon)) {
      if (alts.length >= t.maxAlts) break;
      if (!alts.some((a) => a.term === id)) alts.push({ term: id, w: w * altScale });
    }
    const visual = isColourWord(tok.word) || PALETTE_TONE_WORDS.has(tok.word);
    if (alts.length === 0) {
      if (visual) {
        understood++;
        keywords.push(tok.word);
      } else {
        // An unknown word still counts in the query's weight: a film cannot match it.
        concepts.push({ word: tok.word, alts, weight: ix.meanIdf * t.unknownWeight });
      }
      return;
    }
    understood++;
    keywords.push(shown.get(tok.word) ?? tok.word);
    // A word the archive uses weighs its own idf; rare related words must not inflate a common one.
    const weight =
      self !== undefined
        ? Math.max(ix.weight[self]!, ...alts.map((a) => t.selfShare * a.w * ix.weight[a.term]!))
        : Math.max(...alts.map((a) => a.w * ix.weight[a.term]!));
    const light = visual || LIGHT_WORDS.test(tok.word);
    const concept: Concept = { word: tok.word, alts, weight, light };
    atPos.set(tok.pos, concept);
    concepts.push(concept);
  });
  if (t.compound > 0) mergeCompounds(concepts, q.tokens, atPos, t.compound);
  // A related word may serve one concept only, and never one that is another query word itself:
  // otherwise "snowy winter" would credit a film's "frost" twice and outrank a film with both.
  const selfTerms = new Set(concepts.map((c) => c.alts.find((a) => a.w === 1)?.term));
  const owner = new Map<number, [Concept, number]>();
  for (const c of concepts) {
    for (const a of c.alts) {
      if (a.w === 1) continue;
      const cur = owner.get(a.term);
      if (!cur || a.w > cur[1]) owner.set(a.term, [c, a.w]);
    }
  }
  for (const c of concepts) {
    c.alts = c.alts.filter(
      (a) => a.w === 1 || (!selfTerms.has(a.term) && owner.get(a.term)?.[0] === c),
    );
  }
  // A light word weighs at most as much as the heaviest thing named beside it.
  const named = Math.max(
    0,
    ...concepts.filter((c) => !c.light && c.alts.length).map((c) => c.weight),
  );
  if (named > 0)
    for (const c of concepts) if (c.light) c.weight = Math.min(c.weight, t.lightCap * named);
  // Phrases present in the archive ("subway platform", "christmas lights") count extra.
  for (const bg of bigrams(live)) {
    const id = ix.termId.get(bg);
    if (id === undefined || seen.has(bg) || seenPairs.has(bg)) continue;
    seen.add(bg);
    concepts.push({
      word: bg.replace('_', ' '),
      alts: [{ term: id, w: 1 }],
      weight: t.phraseBonus * ix.weight[id]!,
      phrase: true,
    });
  }
  return { concepts, words, avoid, keywords, contentCount, understoodCount: understood };
}
