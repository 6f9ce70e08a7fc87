// Ranks films for an analysed vibe or keyword query. Each understood part of the query gives every
// film a value in [0, 1] (text coverage, colour closeness, tone fit, likeness to named films); their
// weighted mean is the film's score, and a named decade scales films set elsewhere down hard.
import type { Concept, ParsedQuery } from './analyseQuery';
import type { Tone } from './colourWords';
import { colourAffinityCached, searchPalette } from './colourIndex';
import { decadeBit } from './engine';
import type { Engine } from './engine';
import { toneFit } from './filmFeatures';
import { blend } from './tuning';
import { boroughBit } from './boroughQuery';
import { boroughInSentence } from '../filmFacts';
import { docFreq, termSat, similarTo } from './textIndex';
import { topK } from './topK';
import { LIGHT_SOURCE_COLOURS } from './wordClasses';
import { relatedTerms } from './lexicon';
import { stem } from './tokenize';
import { deltaE2000 } from '../colour/ciede2000';
import type { MatchReason } from './types';
import { addSemanticScores } from './semantic/semanticChannel';
import { profileScores } from '../look/profileChannel';
import { lookValue } from '../look/vocabulary';
import { strengthOf } from '../look/profileIndex';

export interface Ranked {
  film: number;
  score: number;
  /** Score before the decade factor: how well the described look itself matched. */
  base: number;
  why: MatchReason;
}

/**
 * How well a film's place (a decade or borough bit mask: its main one, all of its) fits the named
 * ones: 1 for its main one, `secondary` for another of its own, 0 otherwise or when none is named.
 */
function placeFit(main: number, all: number, wanted: number, secondary: number): number {
  if (wanted === 0) return 0;
  return main & wanted ? 1 : all & wanted ? secondary : 0;
}

/** Words in more films than this (in a large archive) add little and cost long posting scans. */
function commonLimit(e: Engine): number {
  const t = e.tuning.rank;
  return Math.max(t.commonMin, e.films.length * t.commonShare);
}

function tooCommon(e: Engine, term: number): boolean {
  return docFreq(e.text, term) > commonLimit(e);
}

/**
 * Per film, the text score in [0, 1] (a soft AND over the query's concepts, see tuning.ts). Returns
 * how many films score above 0, or -1 when the query has no text to score.
 */
function textScores(
  e: Engine,
  q: ParsedQuery,
  out: Float64Array,
  coverage = e.tuning.rank.coverage,
): number {
  const t = e.tuning.rank;
  const total = q.concepts.reduce((s, c) => s + c.weight, 0);
  if (total === 0 || q.concepts.every((c) => c.alts.length === 0)) return -1;
  const best = e.scratch.f64('best');
  const bestW = e.scratch.f64('bestW');
  const cov = e.scratch.f64('cov');
  const touched = e.scratch.i32('touched');
  const counted = q.concepts.filter((c) => !c.phrase);
  const covTotal = counted.reduce((s, c) => s + Math.pow(c.weight, t.coveragePower), 0);
  // Every film any concept reached, once: the closing pass visits these, not the whole archive.
  const reached = e.scratch.i32('reached');
  const isReached = e.scratch.u8('isReached');
  let reachedCount = 0;
  const reach = (d: number): void => {
    if (isReached[d] === 0) {
      isReached[d] = 1;
      reached[reachedCount++] = d;
    }
  };
  for (const c of q.concepts) {
    const alts = c.alts.filter((a) => a.w === 1 || !tooCommon(e, a.term));
    const share = c.phrase || covTotal === 0 ? 0 : Math.pow(c.weight, t.coveragePower) / covTotal;
    if (c.together) {
      nameScores(e, c, c.weight / total, share, out, cov, reach);
      continue;
    }
    let count = 0;
    for (const a of alts) {
      const { docs: ds, sat } = e.text;
      // Related words count only as much as they are specific (idf) and related (w).
      const k = (a.w * Math.min(e.text.weight[a.term]!, c.weight * t.altCap)) / total;
      const end = e.text.start[a.term + 1]!;
      for (let i = e.text.start[a.term]!; i < end; i++) {
        const d = ds[i]!;
        const v = k * sat[i]!;
        const b = best[d]!;
        if (b === 0) touched[count++] = d;
        if (v > b) best[d] = v;
        if (a.w > bestW[d]!) bestW[d] = a.w;
      }
    }
    for (let i = 0; i < count; i++) {
      const d = touched[i]!;
      // `reach`, written out: this loop runs once per film per concept.
      if (isReached[d] === 0) {
        isReached[d] = 1;
        reached[reachedCount++] = d;
      }
      out[d]! += best[d]!;
      cov[d]! += share * Math.min(1, bestW[d]!);
      best[d] = 0;
      bestW[d] = 0;
    }
  }
  // x^0.75 as two square roots when that is the power (a pow per reached film was a tenth of a
  // query at 100k films).
  const power = t.textPower;
  const roots = power === 0.75;
  let matched = 0;
  for (let i = 0; i < reachedCount; i++) {
    const d = reached[i]!;
    isReached[d] = 0;
    if (out[d]! <= 0) {
      cov[d] = 0;
      continue;
    }
    const c = Math.min(1, cov[d]!);
    const x = out[d]!;
    out[d] =
      Math.min(1, roots ? Math.sqrt(x * Math.sqrt(x)) : Math.pow(x, power)) *
      blend(1 - coverage, c);
    if (out[d]! > 0) matched++;
    cov[d] = 0;
  }
  return matched;
}

/** The smallest saturated weight in one film of terms that must all be there (0 if one is not). */
function allOf(e: Engine, terms: number[], film: number): number {
  let v = 1;
  for (const term of terms) v = Math.min(v, termSat(e.text, term, film));
  return v;
}

/**
 * A name of several words: films with its word pairs (all of them) match fully; films with all its
 * words apart match a little (`namePartsShare`); films with some of its words not at all.
 */
function nameScores(
  e: Engine,
  c: Concept,
  k: number,
  share: number,
  out: Float64Array,
  cov: Float64Array,
  reach: (film: number) => void,
): void {
  const partShare = e.tuning.rank.namePartsShare;
  /** Per film: its match value and the share of the concept it covers. */
  const found = new Map<number, [number, number]>();
  const scan = (terms: number[], scale: number): void => {
    if (terms.length === 0) return;
    // Walk the rarest term's films, look the others up.
    const rarest = terms.reduce((x, y) => (docFreq(e.text, x) <= docFreq(e.text, y) ? x : y));
    for (let i = e.text.start[rarest]!, end = e.text.start[rarest + 1]!; i < end; i++) {
      const d = e.text.docs[i]!;
      const v = scale * allOf(e, terms, d);
      if (v > (found.get(d)?.[0] ?? 0)) found.set(d, [v, scale]);
    }
  };
  scan(
    c.alts.map((a) => a.term),
    1,
  );
  scan(c.parts ?? [], partShare);
  for (const [d, [v, covered]] of found) {
    reach(d);
    out[d]! += k * v;
    cov[d]! += share * covered;
  }
}

/** A film's most distinctive summary words as a query, with their related words. */
function filmAsQuery(e: Engine, film: number): ParsedQuery {
  const t = e.tuning.ref;
  const from = e.text.docStart[film]!;
  const terms = e.text.docTerms.subarray(from, e.text.docStart[film + 1]!);
  const weights = e.text.docVec.subarray(from, e.text.docStart[film + 1]!);
  const order = [...terms.keys()]
    .filter((k) => !tooCommon(e, terms[k]!))
    .sort((a, b) => weights[b]! - weights[a]!)
    .slice(0, t.termsPerFilm);
  const concepts = order.map((k) => {
    const term = terms[k]!;
    const alts = [{ term, w: 1 }];
    const word = e.text.surface[term]!;
    for (const [id, w] of relatedTerms(e.text, e.text.terms[term]!, word, e.tuning.lexicon)) {
      if (alts.length >= t.altsPerTerm) break;
      alts.push({ term: id, w: w * t.altScale });
    }
    return { word: e.text.surface[term]!, alts, weight: e.text.weight[term]! };
  });
  return {
    refs: [],
    excluded: [],
    avoid: [],
    byMaker: new Map(),
    decades: [],
    nearDecades: [],
    words: [],
    boroughs: [],
    colours: [],
    tones: [],
    concepts,
    values: [],
    keywords: [],
    contentCount: 0,
    understoodCount: 0,
  };
}

/**
 * Likeness to a named film: its described look (exact words by cosine, related words through the
 * concept machinery), its palette (optimal matching), and its period (release year, decade shown).
 */
function refScores(e: Engine, refs: number[], out: Float64Array, which: Int32Array): void {
  const n = e.films.length;
  const t = e.tuning.ref;
  const secondary = e.tuning.rank.secondaryPlace;
  for (const r of refs) {
    const cos = e.scratch.f64('cos');
    similarTo(e.text, r, cos, commonLimit(e));
    const soft = e.scratch.f64('soft');
    // A film's many words are not all wanted at once: no coverage factor here.
    textScores(e, filmAsQuery(e, r), soft, 0);
    const pal = e.scratch.f64('pal');
    const q = e.feature(r).palette;
    // searchPalette writes what it reads of these.
    const work: [Float64Array, Float64Array] = [
      e.scratch.f64Uncleared('paletteCoarse'),
      e.scratch.f64Uncleared('paletteMid'),
    ];
    for (const h of searchPalette(
      e.colour,
      q,
      t.paletteCandidates,
      (i) => i === r,
      work,
      e.tuning.colour,
    )) {
      pal[h.film] = h.score;
    }
    const year = e.year[r]!;
    const decades = e.decadeAll[r]!;
    for (let d = 0; d < n; d++) {
      const words = Math.max(
        Math.min(1, cos[d]! / t.cosineFull),
        Math.min(1, soft[d]! / t.softFull),
      );
      const era =
        t.yearShare * Math.exp(-Math.abs(e.year[d]! - year) / t.yearScale) +
        (1 - t.yearShare) * placeFit(e.decadeMain[d]!, e.decadeAll[d]!, decades, secondary);
      const v = t.words * words + t.palette * pal[d]! + t.era * era;
      if (v > out[d]!) {
        out[d] = v;
        which[d] = r;
      }
    }
  }
}

const toneTables = new WeakMap<Engine, Map<Tone, Float64Array>>();

/**
 * Per film, how well its palette fits a tone word (toneFit; 0 for a film without a palette), made
 * once per engine and tone: it depends on nothing else, and computing it per film per query was a
 * tenth of a keyword query at 100k films.
 */
function toneFits(e: Engine, tone: Tone): Float64Array {
  let tables = toneTables.get(e);
  if (!tables) toneTables.set(e, (tables = new Map()));
  let fit = tables.get(tone);
  if (!fit) {
    fit = new Float64Array(e.films.length);
    for (let d = 0; d < fit.length; d++)
      if (e.hasPalette[d] === 1)
        fit[d] = toneFit(
          tone,
          e.chroma[d]!,
          e.lightness[d]!,
          e.warmth[d]!,
          e.grey[d]!,
          e.tuning.tone,
        );
    tables.set(tone, fit);
  }
  return fit;
}

export function rankQuery(
  e: Engine,
  q: ParsedQuery,
  limit: number,
  /** Per film, 1 when a refinement leaves it out (refine.ts). */
  refined: Uint8Array | null = null,
): Ranked[] {
  const n = e.films.length;
  const t = e.tuning.rank;
  const base = e.scratch.f64('base');
  let weights = 0;
  const text = e.scratch.f64('text');
  /** Per film, the named film it looks most like (for the explanation). */
  const refOf = e.scratch.i32('refOf', -1);
  /** Films the words found (text score above 0), or -1 when the query has no words to score. */
  const matched = textScores(e, q, text);
  const hasText = matched >= 0;
  if (hasText) {
    weights += t.text;
    for (let d = 0; d < n; d++) base[d]! += t.text * text[d]!;
  }
  if (q.colours.length) {
    const w = hasText ? t.colourWithText : t.colour;
    weights += w;
    // In a large archive, colour words next to descriptive words only reorder films the words
    // found (the colour weight alone cannot lift a film into the first results).
    const only =
      hasText && matched >= Math.max(t.colourOnlyMin, limit * t.colourOnlyPerResult)
        ? text
        : undefined;
    for (const c of q.colours) {
      const aff = colourAffinityCached(e.colour, c.lab, e.tuning.colour);
      for (let d = 0; d < n; d++)
        base[d]! += (w * (only && only[d] === 0 ? 0 : aff[d]!)) / q.colours.length;
    }
  }
  if (q.tones.length) {
    const toneWeight = hasText ? t.toneWithText : t.tone;
    const w = toneWeight / q.tones.length;
    weights += toneWeight;
    for (const tone of q.tones) {
      const fit = toneFits(e, tone);
      for (let d = 0; d < n; d++) base[d]! += w * fit[d]!;
    }
  }
  if (q.refs.length) {
    weights += t.ref;
    const ref = e.scratch.f64('ref');
    refScores(e, q.refs, ref, refOf);
    for (let d = 0; d < n; d++) base[d]! += t.ref * ref[d]!;
  }
  // Look profiles: films that hold the asked vocabulary values, centrally above merely present.
  let profileWeight = 0;
  if (q.values.length) {
    const prof = e.scratch.f64('profile');
    const p = e.tuning.profile;
    const w = hasText || q.refs.length || q.colours.length ? p.weight : p.alone;
    if (
      profileScores(
        e.profile,
        q.values.map((v) => v.id),
        prof,
        p.specificity,
      )
    ) {
      weights += w;
      profileWeight = w;
      for (let d = 0; d < n; d++) base[d]! += w * prof[d]!;
    }
  }
  // Word-vector likeness: films described in other words than the query's.
  weights += addSemanticScores(e, q, base, limit, e.tuning.semantic);
  if (weights === 0 && q.decades.length === 0 && q.boroughs.length === 0) return [];
  // Every film's score is written below.
  const score = e.scratch.f64Uncleared('score');
  // The profile channel restates what the words ask for; a named decade or borough keeps the share
  // of the score it has without it, and a film set in another decade keeps no more of its score
  // for also holding the asked values (else it outranks the films of the decade asked for).
  const placeScale = weights > profileWeight ? weights / (weights - profileWeight) : 1;
  const wDecade = t.decade * placeScale;
  const wBorough = t.borough * placeScale;
  const wAll = weights + (q.decades.length ? wDecade : 0) + (q.boroughs.length ? wBorough : 0);
  const wanted = q.decades.reduce((m, d) => m | decadeBit(d), 0);
  const near = q.nearDecades.reduce((m, d) => m | decadeBit(d), 0);
  const place = q.boroughs.reduce((m, b) => m | boroughBit(b), 0);
  // Asking for colour (a hue, "colourful", "pastel", "warm") and getting black-and-white is a
  // miss however well the words match, and so is the reverse: a factor, not a small addend.
  const wantsColour =
    q.tones.some((t) => t === 'colour' || t === 'vivid') ||
    q.colours.some(
      (c) =>
        Math.hypot(c.lab[1], c.lab[2]) > t.colourChroma &&
        !LIGHT_SOURCE_COLOURS.has(c.phrase.split(' ').pop()!),
    );
  const wantsMono = q.tones.includes('mono');
  // What a film partly in New York keeps of its score (docs/archive.md).
  const partly = t.partlyNewYork;
  const greyFactor = wantsColour !== wantsMono;
  if (wanted === 0 && near === 0 && place === 0) {
    // No decade or borough named: every place fit is 0 and both place factors 1, so the loop below
    // reduces to this (the same numbers, without reading the films' places).
    for (let d = 0; d < n; d++) {
      if (greyFactor && e.hasPalette[d] === 1) {
        const g = e.grey[d]!;
        base[d]! *= wantsColour ? 1 - t.greyPenalty * g : 1 - t.monoPenalty * (1 - g);
      }
      score[d] = base[d]! / wAll;
      if (e.partlyNewYork[d] === 1) score[d]! *= partly;
      base[d] = weights > 0 ? base[d]! / weights : 0;
    }
  } else {
    for (let d = 0; d < n; d++) {
      if (greyFactor && e.hasPalette[d] === 1) {
        const g = e.grey[d]!;
        // Colour asked for: black-and-white loses; black-and-white asked for: colour loses, less
        // so when it is nearly grey (or partly black-and-white).
        base[d]! *= wantsColour ? 1 - t.greyPenalty * g : 1 - t.monoPenalty * (1 - g);
      }
      const fit = Math.max(
        placeFit(e.decadeMain[d]!, e.decadeAll[d]!, wanted, t.secondaryPlace),
        e.decadeMain[d]! & near ? t.secondaryPlace : 0,
      );
      const there = placeFit(e.boroughMain[d]!, e.boroughAll[d]!, place, t.secondaryPlace);
      const dec = wanted === 0 ? 1 : blend(t.offDecade / placeScale, fit);
      const bor = place === 0 ? 1 : blend(t.offBorough, there);
      score[d] = ((base[d]! + wDecade * fit + wBorough * there) / wAll) * dec * bor;
      if (e.partlyNewYork[d] === 1) score[d]! *= partly;
      base[d] = weights > 0 ? base[d]! / weights : (fit + there) / (wanted && place ? 2 : 1);
    }
  }
  // The films first in line are reordered by the query's own words (plain BM25): a second opinion
  // on what the engine found first, which brings in nothing from further down.
  if (hasText && t.lexical > 0) reorderByOwnWords(e, q, score, t.lexical, t.lexicalDepth);
  // What the text says it does not want ("no neon"): films that show it lose part of their score.
  for (const term of q.avoid) {
    const { docs, sat, start } = e.text;
    for (let i = start[term]!, end = start[term + 1]!; i < end; i++) {
      score[docs[i]!]! *= 1 - t.avoidPenalty * sat[i]!;
    }
  }
  const refSet = new Set(q.excluded);
  const top = topK(
    score,
    limit,
    (d) => refSet.has(d) || score[d]! <= t.minScore || (refined !== null && refined[d] === 1),
  );
  return top.map((film) => ({
    film,
    score: score[film]!,
    base: base[film]!,
    why: explain(e, q, film, refOf[film]!),
  }));
}

/**
 * Plain BM25 of the words the query itself uses (no related words, no coverage, no caps), added to
 * the first `depth` films at `share` of the best score for the best plain match. Related words and
 * coverage find films described in other words; among the films they found, the ones with the
 * very words asked for come first.
 */
function reorderByOwnWords(
  e: Engine,
  q: ParsedQuery,
  score: Float64Array,
  share: number,
  depth: number,
): void {
  const first = topK(score, depth, (d) => score[d]! <= 0);
  if (first.length < 2) return;
  const { docs, sat, start, idf } = e.text;
  const plain = e.scratch.f64('plain');
  // The best plain match is found while summing: only films with a typed word are visited.
  let best = 0;
  for (const term of q.words) {
    for (let i = start[term]!, end = start[term + 1]!; i < end; i++) {
      const d = docs[i]!;
      const v = (plain[d]! += idf[term]! * sat[i]!);
      if (v > best) best = v;
    }
  }
  if (best === 0) return;
  const k = (share * score[first[0]!]!) / best;
  for (const d of first) score[d]! += k * plain[d]!;
}

/** The words, decades and swatches that made a film match. */
function explain(e: Engine, q: ParsedQuery, film: number, ref: number): MatchReason {
  const terms: string[] = [];
  for (const c of q.concepts) {
    let best = 0;
    let bestTerm = -1;
    for (const a of c.alts) {
      const v = a.w * termSat(e.text, a.term, film);
      if (v > best) {
        best = v;
        bestTerm = a.term;
      }
    }
    if (bestTerm >= 0) {
      // The word (or name) as the person typed it when the film has it, else the archive's word
      // for what matched: never a stem nobody wrote.
      const typed = c.together
        ? c.alts.some((a) => a.term === bestTerm)
        : e.text.terms[bestTerm] === stem(c.word);
      const word = typed ? c.word : e.text.surface[bestTerm]!;
      if (!terms.includes(word)) terms.push(word);
    }
  }
  const f = e.feature(film);
  for (const d of f.decades) if (q.decades.includes(d)) terms.push(d);
  for (const b of f.boroughs) if (q.boroughs.includes(b)) terms.push(boroughInSentence(b));
  const maker = q.byMaker.get(film);
  if (maker) terms.push(`by ${maker}`);
  else if (ref >= 0 && ref !== film) terms.push(`like ${e.films.at(ref)!.movie_title}`);
  const swatches = q.colours.map((c) => {
    let best = Infinity;
    let hex = f.palette.hex[0] ?? '';
    f.palette.lab.forEach((lab, i) => {
      const de = deltaE2000(c.lab[0], c.lab[1], c.lab[2], lab[0], lab[1], lab[2]);
      if (de < best) {
        best = de;
        hex = f.palette.hex[i]!;
      }
    });
    return { query: c.hex, film: hex };
  });
  const values: string[] = [];
  for (const v of q.values) {
    const label = lookValue(v.id)?.label;
    if (label && !values.includes(label) && strengthOf(e.profile, v.id, film) > 0)
      values.push(label);
  }
  return values.length ? { terms, swatches, values } : { terms, swatches };
}

/**
 * How alike two films' described looks are, per film in [0, 1] into `out` (zeroed): the closer of
 * the summaries' tf-idf cosine and the match of the seed's distinctive words with their related
 * words, the same measure a film named in a query uses (refScores). For similarFilms.ts.
 */
export function proseLikeness(e: Engine, film: number, out: Float64Array): void {
  const t = e.tuning.ref;
  const cos = e.scratch.f64('proseCos');
  similarTo(e.text, film, cos, commonLimit(e));
  const soft = e.scratch.f64('proseSoft');
  textScores(e, filmAsQuery(e, film), soft, 0);
  for (let d = 0; d < out.length; d++)
    out[d] = Math.max(Math.min(1, cos[d]! / t.cosineFull), Math.min(1, soft[d]! / t.softFull));
}
