// Reads a vibe or a keyword list into what the ranking needs: films named, decades, colour and
// tone targets, and weighted text concepts (each query word with its related words in the index).
import { parseColourTargets, parseTones, isColourWord } from './colourWords';
import type { ColourTarget, Tone } from './colourWords';
import { DECADE_WORD, parseNearDecades, parseQueryDecades } from './decadeQuery';
import { parseQueryBoroughs } from './boroughQuery';
import type { Borough } from '../filmFacts';
import { familyTerms, relatedTerms } from './lexicon';
import { hasOwnMeaning } from './lightStem';
import type { TextIndex } from './textIndex';
import { bigrams, contentTokens, foldText, positionedWrittenWords, stem } from './tokenize';
import type { WrittenWord } from './tokenize';
import { findMakers } from './directors';
import type { MakerEntry } from './directors';
import { findNamedPhrases } from './namedPhrases';
import { findTitles, inTitle, titleWordSpans, titleWords } from './titles';
import { correctSpelling } from './typos';
import type { TitleIndex } from './titles';
import { TUNING } from './tuning';
import type { Tuning } from './tuning';
import { findValues } from '../look/matchValues';
import type { ValueHit } from '../look/matchValues';

export interface Alt {
  term: number;
  /** 1 for the word itself, less for related words. */
  w: number;
}

export interface Concept {
  /** The query word as written. */
  word: string;
  alts: Alt[];
  /** Its share of the query: the idf of what it stands for. */
  weight: number;
  /** A phrase of two query words: a bonus, not a concept of its own for coverage. */
  phrase?: boolean;
  /** A word for light, time of day or colour (a modifier of what the query names). */
  light?: boolean;
  /**
   * A name of several words ("Upper West Side"): every alt (its word pairs) is required, and a film
   * with all its words apart (`parts`) matches a little.
   */
  together?: boolean;
  parts?: number[];
}

export interface ParsedQuery {
  refs: number[];
  /** Named films the user asked for look-alikes of: left out of the results. */
  excluded: number[];
  /** Terms the text says it does not want ("no neon"): films showing them rank lower. */
  avoid: number[];
  /** Films of a film-maker named in the text, with the name (for explanations). */
  byMaker: Map<number, string>;
  decades: string[];
  /** Decades next to a "late" or "early" one: films set there fit in part. */
  nearDecades: string[];
  /** Every word the query asks for, as index terms (the plain-words second opinion). */
  words: number[];
  /** Boroughs named in the text: films set there rank first. */
  boroughs: Borough[];
  colours: ColourTarget[];
  tones: Tone[];
  concepts: Concept[];
  /** Look-vocabulary values the text asks for (not negated), in order (docs/look-profiles.md). */
  values: ValueHit[];
  /** What the engine understood, to show back (query words, colour phrases). */
  keywords: string[];
  contentCount: number;
  understoodCount: number;
}

const TONE_WORDS =
  /^(?:colou?rful|technicolou?r|saturated|vibrant|vivid|monochrome|monochromatic|gr[ae]yscale|dark|shadowy|murky|dim|gloomy|bright|sunny|sunlit|airy|luminous|muted|desaturated|drab|faded|dull|bleak)$/;

/**
 * Words for light, time of day and colour: they qualify what a query names ("fire escapes at dusk",
 * "golden brownstones") and weigh no more than the heaviest named thing.
 */
const LIGHT_WORDS =
  /^(?:dusk|dawn|twilight|sunset|sunsets|sunrise|night|nights|nighttime|evening|evenings|morning|mornings|afternoon|midday|noon|daylight|daytime|moonlight|moonlit|lamplight|lamplit|candlelight|candlelit|glow|glowing|glows|lit|light|lights|lighting|hour|shadows|shadow|hazy|haze|misty|foggy|warm|cool|cold|soft|harsh|golden|gold)$/;

/** Words after these are what the user does not want: kept out of the concepts. */
const NEGATORS = new Set([
  'no',
  'not',
  'nothing',
  'none',
  'nor',
  'without',
  'never',
  'avoid',
  'except',
  'minus',
]);

/** After a negator these make it a restriction, not a refusal: "nothing but neon", "not just rain". */
const NOT_NEGATING = new Set(['but', 'just', 'only', 'merely', 'simply']);

/**
 * Negator phrases that name a look, read as one word of the curated vocabulary (curatedSynonyms.ts
 * says what they look like): "no wave" is the downtown film and music scene of the late 1970s.
 */
const NAMED_NEGATIONS = new Set(['no wave']);

/**
 * Whether the negator at `i` starts a name or a compound rather than negating: joined by a hyphen
 * ("no-budget", "non-stop"), followed by a capitalised word in a text that is not capitalised
 * throughout ("the No Nukes concert"), or a phrase of an archive title ("No Way Home").
 */
function namesSomething(
  ws: Array<WrittenWord & { pos: number }>,
  i: number,
  titles: TitleIndex | null,
): boolean {
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

/**
 * Suffixes that keep a word's sense ("darkly", "colourful", "autumnal", "melancholic", "gritty"),
 * unlike those that name a new thing ("apartment", "elevator", "animation", "business").
 */
const SAME_SENSE = /^(?:i?ly|ful|al|ical|ic|ish|y)$/;

/** Whether two archive words of one Porter2 family keep one sense: one is the other + such a suffix. */
function sameSense(a: string, b: string): boolean {
  if (hasOwnMeaning(a) || hasOwnMeaning(b)) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const base = short.replace(/[eyi]$/, '');
  return long.startsWith(base) && SAME_SENSE.test(long.slice(base.length));
}

/** The text with the title words marked in `drop` blanked out, everything between them kept. */
function cutWords(text: string, drop: Uint8Array): string {
  const folded = foldText(text);
  let out = '';
  let at = 0;
  titleWordSpans(folded).forEach((w, i) => {
    if (!drop[i]) return;
    out += `${folded.slice(at, w.from)} `;
    at = w.to;
  });
  return out + folded.slice(at);
}

export function analyseQuery(
  text: string,
  ix: TextIndex,
  titles: TitleIndex | null,
  makers: Map<string, MakerEntry[]> | null = null,
  mode: 'vibe' | 'keywords' = 'vibe',
  tuning: Tuning = TUNING,
): ParsedQuery {
  const t = tuning.query;
  // Explicit keywords ask for those words: related words only break ties between exact matches.
  const altScale = mode === 'keywords' ? t.keywordAltScale : 1;
  let rest = text;
  const refs: number[] = [];
  const excluded: number[] = [];
  const ws = titleWords(text);
  const drop = new Uint8Array(ws.length);
  if (titles) {
    for (const m of findTitles(text, titles)) {
      if (!refs.includes(m.film)) refs.push(m.film);
      // "like Taxi Driver" asks for other films; "Wall Street greed" also describes a look.
      if (!m.cued) continue;
      if (!excluded.includes(m.film)) excluded.push(m.film);
      for (let i = m.from; i < m.to; i++) drop[i] = 1;
      if (/^(1[89]|20)\d\d$/.test(ws[m.to] ?? '')) drop[m.to] = 1;
    }
  }
  // Film-makers: their films, and films that look like them ("Scorsese grit").
  const taken = drop.slice();
  const byMaker = makers ? findMakers(ws, taken, makers) : new Map<number, string>();
  for (const f of byMaker.keys()) if (!refs.includes(f)) refs.push(f);
  for (let i = 0; i < ws.length; i++) if (taken[i] && !drop[i]) drop[i] = 2;
  // The named films and film-makers are cut out of the text itself, so what is left keeps its
  // commas, hyphens and capitals and reads as it would alone.
  if (drop.some((d) => d > 0)) rest = cutWords(text, drop);
  const spelt = correctSpelling(ix, rest, tuning.typos);
  rest = spelt.text;
  const decades = parseQueryDecades(rest);
  const nearDecades = parseNearDecades(rest, decades, {
    exact: t.yearReach,
    loose: t.looseYearReach,
  });
  const boroughs = parseQueryBoroughs(rest);
  const tokens = contentTokens(rest, true);
  // "no neon", "without snow": the next content word after a negator is left out.
  const negated = new Set<number>();
  /** Negators that negated something: not a thing asked for ("nothing festive" asks for no "nothing"). */
  const negators = new Set<number>();
  const written = positionedWrittenWords(rest);
  written.forEach((w, i) => {
    if (!NEGATORS.has(w.word)) return;
    const name = `${w.word} ${written[i + 1]?.word ?? ''}`;
    if (NAMED_NEGATIONS.has(name) && written[i + 1]!.pos === w.pos + 1) {
      // A known name is one word of the curated vocabulary ("no wave" → "nowave").
      const tok = tokens.find((t) => t.pos === w.pos + 1);
      if (tok) Object.assign(tok, { word: name, stem: stem(name.replace(' ', '')) });
      return;
    }
    if (namesSomething(written, i, titles)) return;
    if (NOT_NEGATING.has(written[i + 1]?.word ?? '')) return;
    const next = tokens.find((t) => t.pos > w.pos && t.pos <= w.pos + 3);
    if (next) {
      negated.add(next.pos);
      negators.add(w.pos);
    }
  });
  for (let k = tokens.length - 1; k >= 0; k--)
    if (negators.has(tokens[k]!.pos)) tokens.splice(k, 1);
  // Colours and tones are read from what the text wants: "no neon" is no colour target.
  const wanted = negated.size
    ? written
        .filter((w) => !negated.has(w.pos))
        .map((w) => w.word)
        .join(' ')
    : rest;
  const colours = parseColourTargets(wanted);
  const tones = parseTones(wanted);
  const seenPairs = new Set<string>();
  const keywords: string[] = [];
  let contentCount = 0;
  let understood = 0;
  const concepts: Concept[] = [];
  // Names of several words are one concept each: their words do not also count loose.
  const live = tokens.filter((tok) => !negated.has(tok.pos));
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
    if (negated.has(tok.pos)) {
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
    const visual = isColourWord(tok.word) || TONE_WORDS.test(tok.word);
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
    keywords.push(spelt.shown.get(tok.word) ?? tok.word);
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
  if (t.compound > 0) mergeCompounds(concepts, written, atPos, t.compound);
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
  for (const bg of bigrams(tokens.filter((t) => !negated.has(t.pos)))) {
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
  for (const c of colours) if (!keywords.includes(c.phrase)) keywords.push(c.phrase);
  return {
    refs,
    excluded,
    avoid,
    byMaker,
    decades,
    nearDecades,
    words,
    boroughs,
    colours,
    tones,
    concepts,
    values: findValues(written, negated),
    keywords: keywords.slice(0, 16),
    contentCount,
    understoodCount: understood,
  };
}

/**
 * A hyphenated compound ("rain-soaked", "late-night", "wood-panelled") is one thing a person asks
 * for, not two: its words become one concept (either word, or both, matches it), so a film saying
 * both is not counted twice over films that show the thing in other words.
 */
function mergeCompounds(
  concepts: Concept[],
  written: Array<WrittenWord & { pos: number }>,
  atPos: Map<number, Concept>,
  scale: number,
): void {
  for (let i = 0; i + 1 < written.length; i++) {
    const w = written[i]!;
    if (!w.hyphenated || written[i + 1]!.pos !== w.pos + 1) continue;
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
