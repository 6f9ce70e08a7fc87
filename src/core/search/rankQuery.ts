// Ranks films for an analysed vibe or keyword query. Each understood part of the query gives every
// film a value in [0, 1] (text coverage, colour closeness, tone fit, likeness to named films); their
// weighted mean is the film's score, and a named decade scales films set elsewhere down hard.
import type { ParsedQuery } from './analyseQuery';
import { colourAffinityCached, searchPalette } from './colourIndex';
import { decadeBit } from './engine';
import type { Engine } from './engine';
import { decadeFit, toneFit } from './filmFeatures';
import { boroughBit } from './boroughQuery';
import { boroughInSentence } from '../filmFacts';
import { docFreq, termSat, similarTo } from './textIndex';
import { topK } from './topK';
import { related } from './lexicon';
import { deltaE2000 } from '../colour/ciede2000';
import type { MatchReason } from './types';

export interface Ranked {
  film: number;
  score: number;
  /** Score before the decade factor: how well the described look itself matched. */
  base: number;
  why: MatchReason;
}

const W_TEXT = 1;
/** Colour and tone words weigh less next to descriptive words (palettes are coarse). */
const W_COLOUR = 0.8;
const W_COLOUR_WITH_TEXT = 0.25;
const W_TONE = 0.4;
const W_TONE_WITH_TEXT = 0.2;
const W_REF = 1.3;
/** Being set in a named decade is itself part of the match (so decade-only queries rank). */
const W_DECADE = 0.6;
/** Colour words that name a light a black-and-white film can show too ("neon signs"). */
const LIGHT_SOURCES = /\b(?:neon|sodium|tungsten|candlelight|fluorescent|gold|golden)$/;
/** Share of its score a colour film loses when black-and-white is asked for. */
const MONO_PENALTY = 0.2;
/** Share of its score a greyscale film loses when colour is asked for (and the reverse). */
const GREY_PENALTY = 0.5;
/** A film outside the named decades keeps this share of its score. */
const OFF_DECADE = 0.45;
/** Being set in a named borough is part of the match, a little less than a decade. */
const W_BOROUGH = 0.4;
/** A film set elsewhere keeps this share of its score (a borough narrows, it does not rule out). */
const OFF_BOROUGH = 0.6;

/** Related words this common (in a large archive) add little and cost long posting scans. */
function tooCommon(e: Engine, term: number): boolean {
  return docFreq(e.text, term) > Math.max(5000, e.films.length * 0.1);
}

/**
 * Share of the text score that depends on covering the query's concepts: a film matching "neon",
 * "rain" and "noir" beats one matching "neon" very strongly (a soft AND).
 */
const COVERAGE = 0.65;
/** How much a concept's idf sets its share of coverage (0: every concept counts the same). */
const COV_POWER = 0.5;

function textScores(e: Engine, q: ParsedQuery, out: Float64Array, coverage = COVERAGE): boolean {
  const total = q.concepts.reduce((s, c) => s + c.weight, 0);
  if (total === 0 || q.concepts.every((c) => c.alts.length === 0)) return false;
  const n = e.films.length;
  const best = e.scratch.f64('best');
  const bestW = e.scratch.f64('bestW');
  const cov = e.scratch.f64('cov');
  const touched = e.scratch.i32('touched');
  const counted = q.concepts.filter((c) => !c.phrase);
  const covTotal = counted.reduce((s, c) => s + Math.pow(c.weight, COV_POWER), 0);
  for (const c of q.concepts) {
    const alts = c.alts.filter((a) => a.w === 1 || !tooCommon(e, a.term));
    const share = c.phrase || covTotal === 0 ? 0 : Math.pow(c.weight, COV_POWER) / covTotal;
    let count = 0;
    for (const a of alts) {
      const { docs: ds, sat } = e.text;
      // Related words count only as much as they are specific (idf) and related (w).
      const k = (a.w * Math.min(e.text.weight[a.term]!, c.weight * 1.5)) / total;
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
      out[d]! += best[d]!;
      cov[d]! += share * Math.min(1, bestW[d]!);
      best[d] = 0;
      bestW[d] = 0;
    }
  }
  for (let d = 0; d < n; d++) {
    if (out[d]! <= 0) continue;
    const c = Math.min(1, cov[d]!);
    out[d] = Math.min(1, Math.pow(out[d]!, 0.75)) * (1 - coverage + coverage * c);
    cov[d] = 0;
  }
  return true;
}

/** A film's most distinctive summary words as a query, with their related words. */
function filmAsQuery(e: Engine, film: number): ParsedQuery {
  const from = e.text.docStart[film]!;
  const terms = e.text.docTerms.subarray(from, e.text.docStart[film + 1]!);
  const weights = e.text.docVec.subarray(from, e.text.docStart[film + 1]!);
  const order = [...terms.keys()]
    .filter((k) => !tooCommon(e, terms[k]!))
    .sort((a, b) => weights[b]! - weights[a]!)
    .slice(0, 16);
  const concepts = order.map((k) => {
    const term = terms[k]!;
    const alts = [{ term, w: 1 }];
    for (const [r, w] of related(e.text.terms[term]!)) {
      const id = e.text.termId.get(r);
      if (id !== undefined && id !== term) alts.push({ term: id, w: w * 0.8 });
      if (alts.length >= 6) break;
    }
    return { word: e.text.surface[term]!, alts, weight: e.text.weight[term]! };
  });
  return {
    refs: [],
    excluded: [],
    byMaker: new Map(),
    decades: [],
    boroughs: [],
    colours: [],
    tones: [],
    concepts,
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
  for (const r of refs) {
    const cos = e.scratch.f64('cos');
    similarTo(e.text, r, cos);
    const soft = e.scratch.f64('soft');
    // A film's many words are not all wanted at once: no coverage factor here.
    textScores(e, filmAsQuery(e, r), soft, 0);
    const pal = e.scratch.f64('pal');
    const q = e.feature(r).palette;
    for (const h of searchPalette(e.colour, q, 100, (i) => i === r, [
      e.scratch.f64('paletteCoarse'),
      e.scratch.f64('paletteMid'),
    ]))
      pal[h.film] = h.score;
    const year = e.year[r]!;
    const decades = e.feature(r).decades;
    // The decade bits give decadeFit's answer when every decade of the named film has a bit.
    const wanted = decades.reduce((m, d) => m | decadeBit(d), 0);
    const bits = decades.every((d) => decadeBit(d) !== 0);
    for (let d = 0; d < n; d++) {
      const words = Math.max(Math.min(1, cos[d]! / 0.3), Math.min(1, soft[d]! / 0.6));
      const fit = !bits
        ? decadeFit(e.feature(d), decades)
        : e.decadeMain[d]! & wanted
          ? 1
          : e.decadeAll[d]! & wanted
            ? 0.85
            : 0;
      const era = 0.5 * Math.exp(-Math.abs(e.year[d]! - year) / 12) + 0.5 * fit;
      const v = 0.65 * words + 0.25 * pal[d]! + 0.1 * era;
      if (v > out[d]!) {
        out[d] = v;
        which[d] = r;
      }
    }
  }
}

export function rankQuery(e: Engine, q: ParsedQuery, limit: number): Ranked[] {
  const n = e.films.length;
  const base = e.scratch.f64('base');
  let weights = 0;
  const text = e.scratch.f64('text');
  /** Per film, the named film it looks most like (for the explanation). */
  const refOf = e.scratch.i32('refOf', -1);
  const hasText = textScores(e, q, text);
  if (hasText) {
    weights += W_TEXT;
    for (let d = 0; d < n; d++) base[d]! += W_TEXT * text[d]!;
  }
  if (q.colours.length) {
    const w = hasText ? W_COLOUR_WITH_TEXT : W_COLOUR;
    weights += w;
    // In a large archive, colour words next to descriptive words only reorder films the words
    // found (the colour weight alone cannot lift a film into the first results).
    let matched = 0;
    if (hasText) for (let d = 0; d < n; d++) if (text[d]! > 0) matched++;
    const only = hasText && matched >= Math.max(2000, limit * 50) ? text : undefined;
    for (const c of q.colours) {
      const aff = colourAffinityCached(e.colour, c.lab);
      for (let d = 0; d < n; d++)
        base[d]! += (w * (only && only[d] === 0 ? 0 : aff[d]!)) / q.colours.length;
    }
  }
  if (q.tones.length) {
    const w = (hasText ? W_TONE_WITH_TEXT : W_TONE) / q.tones.length;
    weights += hasText ? W_TONE_WITH_TEXT : W_TONE;
    for (const tone of q.tones) {
      for (let d = 0; d < n; d++) {
        if (e.hasPalette[d] === 0) continue;
        base[d]! += w * toneFit(tone, e.chroma[d]!, e.lightness[d]!, e.warmth[d]!, e.grey[d]!);
      }
    }
  }
  if (q.refs.length) {
    weights += W_REF;
    const ref = e.scratch.f64('ref');
    refScores(e, q.refs, ref, refOf);
    for (let d = 0; d < n; d++) base[d]! += W_REF * ref[d]!;
  }
  if (weights === 0 && q.decades.length === 0 && q.boroughs.length === 0) return [];
  const score = e.scratch.f64('score');
  const wAll = weights + (q.decades.length ? W_DECADE : 0) + (q.boroughs.length ? W_BOROUGH : 0);
  const wanted = q.decades.reduce((m, d) => m | decadeBit(d), 0);
  const place = q.boroughs.reduce((m, b) => m | boroughBit(b), 0);
  // Asking for colour (a hue, "colourful", "pastel", "warm") and getting black-and-white is a
  // miss however well the words match, and so is the reverse: a factor, not a small addend.
  const wantsColour =
    q.tones.some((t) => t === 'colour' || t === 'vivid') ||
    q.colours.some((c) => Math.hypot(c.lab[1], c.lab[2]) > 15 && !LIGHT_SOURCES.test(c.phrase));
  const wantsMono = q.tones.includes('mono');
  for (let d = 0; d < n; d++) {
    if (wantsColour !== wantsMono && e.hasPalette[d] === 1) {
      const g = e.grey[d]!;
      // Colour asked for: black-and-white loses; black-and-white asked for: colour loses, less so
      // when it is nearly grey (or partly black-and-white).
      base[d]! *= wantsColour ? 1 - GREY_PENALTY * g : 1 - MONO_PENALTY * (1 - g);
    }
    // 1 when set in a named decade (its main one), 0.85 for a secondary one; boroughs the same.
    const fit =
      wanted === 0 ? 0 : e.decadeMain[d]! & wanted ? 1 : e.decadeAll[d]! & wanted ? 0.85 : 0;
    const there =
      place === 0 ? 0 : e.boroughMain[d]! & place ? 1 : e.boroughAll[d]! & place ? 0.85 : 0;
    const dec = wanted === 0 ? 1 : OFF_DECADE + (1 - OFF_DECADE) * fit;
    const bor = place === 0 ? 1 : OFF_BOROUGH + (1 - OFF_BOROUGH) * there;
    score[d] = ((base[d]! + W_DECADE * fit + W_BOROUGH * there) / wAll) * dec * bor;
    base[d] = weights > 0 ? base[d]! / weights : (fit + there) / (wanted && place ? 2 : 1);
  }
  const refSet = new Set(q.excluded);
  const top = topK(score, limit, (d) => refSet.has(d) || score[d]! <= 0.005);
  return top.map((film) => ({
    film,
    score: score[film]!,
    base: base[film]!,
    why: explain(e, q, film, refOf[film]!),
  }));
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
      const word = e.text.surface[bestTerm]!;
      if (!terms.includes(word)) terms.push(word);
    }
  }
  const f = e.feature(film);
  for (const d of f.decades) if (q.decades.includes(d)) terms.push(d);
  for (const b of f.boroughs) if (q.boroughs.includes(b)) terms.push(boroughInSentence(b));
  const maker = q.byMaker.get(film);
  if (maker) terms.push(`by ${maker}`);
  else if (ref >= 0 && ref !== film) terms.push(`like ${e.films[ref]!.movie_title}`);
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
  return { terms, swatches };
}
