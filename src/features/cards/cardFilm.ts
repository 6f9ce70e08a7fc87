// The film as a card shows it, normalised from any search answer: an answer may name `movie_title`
// `title` and `aesthetic_summary` `desc`, and `synopsis` may be missing
// (docs/product.md#route-cards).
import { distanceWords, hexDistance } from '../../core/colour/distanceWords';
import { isColorMode, isNewYorkShare, parseBoroughs } from '../../core/filmFacts';
import type { Borough, ColorMode, NewYorkShare } from '../../core/filmFacts';

export interface CardFilm {
  movieId: string;
  title: string;
  year: number | null;
  summary: string;
  synopsis: string;
  depictedDecade: string | null;
  /** Where the film mostly takes place, main first; empty when unknown. */
  boroughs: Borough[];
  colorMode: ColorMode | null;
  /** "part" when New York is a substantial part of the film but not most of it. */
  newYork: NewYorkShare;
  hexCodes: string[];
  score: number | null;
  /** Why it matched: the asked colours beside the film's closest ones, with the distance in words. */
  whyPairs: ColourPair[];
  /** Matched film colours with no asked colour known (older answers). */
  whyColors: string[];
  whyTerms: string[];
  /** Look-profile values asked for that the film holds ("Night", "Diner"). */
  whyValues: string[];
  /** "More like this" and "For you": the films it was found from, closest first (docs/taste.md). */
  whyFrom: string[];
  letterboxdLink: string | null;
}

/** An asked colour and the film's closest swatch to it (both "#RRGGBB"). */
export interface ColourPair {
  asked: string;
  film: string;
  /** CIEDE2000 between them. */
  deltaE: number;
  /** "very close", "close", … (src/core/colour/distanceWords.ts). */
  words: string;
}

type Loose = Record<string, unknown>;

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const hexList = (v: unknown): string[] => {
  const raw = Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : [];
  return raw.map((h) => String(h).trim().toUpperCase()).filter((h) => /^#[0-9A-F]{6}$/.test(h));
};

/** The search contract's swatch pairs ({ query, film }), each once, with their distance. */
function readPairs(swatches: unknown[]): ColourPair[] {
  const out: ColourPair[] = [];
  for (const s of swatches) {
    if (!s || typeof s !== 'object') continue;
    const [asked] = hexList([(s as Loose).query]);
    const [film] = hexList([(s as Loose).film]);
    if (!asked || !film || out.some((p) => p.asked === asked && p.film === film)) continue;
    const deltaE = hexDistance(asked, film) ?? 0;
    out.push({ asked, film, deltaE, words: distanceWords(deltaE) });
  }
  return out;
}

/** Reads the "why it matched" part of a result, whatever its exact shape. */
function readWhy(why: unknown): { pairs: ColourPair[]; colors: string[]; terms: string[] } {
  if (!why) return { pairs: [], colors: [], terms: [] };
  if (typeof why === 'string')
    return { pairs: [], colors: hexList(why), terms: hexList(why).length ? [] : [why] };
  if (Array.isArray(why)) {
    const colors = hexList(why);
    const terms = why.filter((w): w is string => typeof w === 'string' && !w.startsWith('#'));
    return { pairs: [], colors, terms };
  }
  const o = why as Loose;
  // The search contract's MatchReason: { terms, swatches: [{ query, film }] }. A swatch with its
  // asked colour becomes a pair; a bare film colour (older answers) stays a matched colour.
  const pairs = Array.isArray(o.swatches) ? readPairs(o.swatches) : [];
  const bare = Array.isArray(o.swatches)
    ? o.swatches.filter((s) => typeof s === 'string' || !hexList([(s as Loose)?.query]).length)
    : o.colors;
  const swatches = Array.isArray(bare)
    ? bare.map((s) => (typeof s === 'string' ? s : (s as Loose)?.film))
    : bare;
  const colors = [...new Set(hexList(swatches))];
  const termSrc = o.terms ?? o.matchedTerms ?? o.keywords ?? o.words;
  const terms = Array.isArray(termSrc)
    ? termSrc
        .map((t) => (typeof t === 'string' ? t : (str((t as Loose)?.term) ?? '')))
        .filter(Boolean)
    : [];
  return { pairs, colors, terms };
}

/** A list of texts of a result's "why" (`values`, `from`), anything else left out. */
function readTexts(why: unknown, key: 'values' | 'from'): string[] {
  const v = why && typeof why === 'object' ? (why as Loose)[key] : undefined;
  return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];
}

export function toCardFilm(input: unknown): CardFilm {
  const r = (input ?? {}) as Loose;
  const yearNum = typeof r.year === 'number' ? r.year : Number.parseInt(String(r.year ?? ''), 10);
  const why = readWhy(r.why);
  return {
    movieId: str(r.movie_id) ?? str(r.id) ?? str(r.movieId) ?? '',
    title: str(r.movie_title) ?? str(r.title) ?? 'Unknown Title',
    year: Number.isFinite(yearNum) ? yearNum : null,
    summary: str(r.aesthetic_summary) ?? str(r.desc) ?? '',
    synopsis: str(r.synopsis) ?? '',
    depictedDecade: str(r.depicted_decade),
    boroughs: parseBoroughs(r.boroughs),
    colorMode: isColorMode(r.color_mode) ? r.color_mode : null,
    newYork: isNewYorkShare(r.new_york) ? r.new_york : 'most',
    hexCodes: hexList(r.hex_codes ?? r.hexCodes),
    score: typeof r.similarity_score === 'number' ? r.similarity_score : null,
    whyPairs: why.pairs,
    whyColors: why.colors,
    whyTerms: why.terms,
    whyValues: readTexts(r.why, 'values'),
    whyFrom: readTexts(r.why, 'from'),
    letterboxdLink: str(r.letterboxd_link),
  };
}

/** The film fields a like stores with the watchlist item. */
export function toFilmInput(f: CardFilm) {
  return {
    movie_id: f.movieId,
    movie_title: f.title,
    year: f.year,
    aesthetic_summary: f.summary,
    synopsis: f.synopsis || null,
    depicted_decade: f.depictedDecade,
    letterboxd_link: f.letterboxdLink,
    color_mode: f.colorMode,
    boroughs: f.boroughs.length ? f.boroughs : null,
    new_york: f.newYork,
    hex_codes: f.hexCodes.length ? f.hexCodes : null,
  };
}
