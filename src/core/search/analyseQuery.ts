// Reads a vibe or a keyword list into what the ranking needs: films named, decades, colour and
// tone targets, look values, and weighted text concepts (each query word with its related words in
// the index). The reading is a row of small named passes (query/): the named-films pass cuts cued
// titles and film-makers out of the text, the tokeniser makes one annotated token array of the
// rest, and the spelling, negation, decades, boroughs, colours and tones, values and concepts
// passes read and annotate that array in turn (docs/architecture.md, "Reading a query").
import { parseColourTargets, parseTones } from './colourWords';
import type { ColourTarget, Tone } from './colourWords';
import { parseNearDecades, parseQueryDecades } from './decadeQuery';
import { parseQueryBoroughs } from './boroughQuery';
import type { Borough } from '../filmFacts';
import type { TextIndex } from './textIndex';
import type { MakerEntry } from './directors';
import type { TitleIndex } from './titles';
import { TUNING } from './tuning';
import type { Tuning } from './tuning';
import type { ValueHit } from '../look/matchValues';
import { cutNamedFilms } from './query/namedFilms';
import { keptText, tokenise, wantedText } from './query/tokens';
import { correctTokens } from './query/spelling';
import { markNegation } from './query/negation';
import { markValues } from './query/values';
import { buildConcepts } from './query/concepts';

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

export function analyseQuery(
  text: string,
  ix: TextIndex,
  titles: TitleIndex | null,
  makers: Map<string, MakerEntry[]> | null = null,
  mode: 'vibe' | 'keywords' = 'vibe',
  tuning: Tuning = TUNING,
): ParsedQuery {
  const t = tuning.query;
  const named = cutNamedFilms(text, titles, makers);
  const q = tokenise(named.text);
  const shown = correctTokens(q, ix, tuning.typos);
  markNegation(q, titles, t.negationReach);
  // Decades, eras and boroughs are patterns over the text as written ("'70s", "mid-century",
  // "circa 1900"); colours and tones are read from what the text wants ("no neon" is no target).
  const rest = keptText(q);
  const decades = parseQueryDecades(rest);
  const nearDecades = parseNearDecades(rest, decades, {
    exact: t.yearReach,
    loose: t.looseYearReach,
  });
  const boroughs = parseQueryBoroughs(rest);
  const wanted = wantedText(q);
  const colours = parseColourTargets(wanted);
  const tones = parseTones(wanted);
  const values = markValues(q);
  const c = buildConcepts(q, ix, tuning, mode, shown);
  const keywords = c.keywords;
  for (const col of colours) if (!keywords.includes(col.phrase)) keywords.push(col.phrase);
  return {
    refs: named.refs,
    excluded: named.excluded,
    avoid: c.avoid,
    byMaker: named.byMaker,
    decades,
    nearDecades,
    words: c.words,
    boroughs,
    colours,
    tones,
    concepts: c.concepts,
    values,
    keywords: keywords.slice(0, 16),
    contentCount: c.contentCount,
    understoodCount: c.understoodCount,
  };
}
