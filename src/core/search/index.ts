// The search engine's entry point: `buildSearchIndex(films)` builds everything once from archive
// rows (pure, no I/O: the functions and the offline worker both use it) and answers vibe, keyword,
// colour and palette queries from memory.
import { hexToLab, normalizeHex } from '../colour/lab';
import { toPalette } from '../colour/palette';
import { analyseQuery } from './analyseQuery';
import type { ParsedQuery } from './analyseQuery';
import { searchColour, searchPalette } from './colourIndex';
import { buildEngine } from './engine';
import type { Engine } from './engine';
import type { FilmMaker } from './directors';
import { rankQuery } from './rankQuery';
import { refineMask } from './refine';
import { SnapshotError, openEngine, serializeEngine } from './snapshot';
import { dedupeSorted, toResult } from './results';
import { LIST_LIMIT, SEARCH_OFFSET_MAX, VIBE_LIMIT_MAX } from './types';
import { blend, withTuning } from './tuning';
import { similarFilms } from './similarFilms';
import type { Seed } from './similarFilms';
import type { Tuning, TuningOverrides } from './tuning';
import type {
  FilmRecord,
  ListResponse,
  PaletteQuery,
  QueryInfo,
  QueryOptions,
  SearchIndex,
  SearchResult,
  SearchType,
  TasteOptions,
  TasteSeed,
  VibeResponse,
} from './types';

export type * from './types';
export type { Tuning, TuningOverrides } from './tuning';
export type { FilmMaker } from './directors';
export { LIST_LIMIT, SEARCH_OFFSET_MAX, VIBE_LIMIT_MAX } from './types';
export { SnapshotError, snapshotMeta } from './snapshot';
export { parseRefine, RefineError, isRefined } from './refine';
export type { Refine } from './refine';
export { fingerprintText } from './archiveFingerprint';
export type { SnapshotMeta } from './snapshot';

function searchType(q: ParsedQuery): SearchType {
  if (q.refs.length === 0) return 'aesthetic';
  const described =
    q.keywords.length > 0 || q.colours.length > 0 || q.tones.length > 0 || q.decades.length > 0;
  return described ? 'hybrid' : 'thematic';
}

/**
 * How much the engine understood, in [0, 1]: the share of content words it could use, times how
 * well the best film matched what it understood.
 */
function confidence(q: ParsedQuery, topBase: number, t: Tuning['confidence']): number {
  const parts = q.contentCount + q.refs.length;
  const known = q.understoodCount + q.refs.length;
  const understood = parts > 0 ? known / parts : q.decades.length ? 1 : 0;
  if (understood === 0) return 0;
  const fit = Math.min(1, topBase / t.fullMatch);
  const v = understood * blend(t.floor, fit);
  return Math.round(Math.max(0, Math.min(1, v)) * 100) / 100;
}

/** A whole number in [0, SEARCH_OFFSET_MAX]; anything else reads as 0. */
export function clampOffset(offset: number | undefined): number {
  const n = Math.floor(Number(offset ?? 0));
  return Number.isFinite(n) ? Math.max(0, Math.min(SEARCH_OFFSET_MAX, n)) : 0;
}

/**
 * The `limit` results after the first `offset`, from `top(k)`: the best k results, deduplicated.
 * Rankings for different k can order their tail differently (candidate pools grow with k), so the
 * films skipped are those earlier pages showed, each page asked for the way it was served: no film
 * comes back on a later page and offset 0 is exactly the answer without paging.
 */
function paged(offset: number, limit: number, top: (k: number) => SearchResult[]): SearchResult[] {
  const skipped = new Set<string>();
  const fresh = (k: number) => top(k).filter((r) => !skipped.has(r.movie_id));
  while (skipped.size < offset) {
    const want = Math.min(limit, offset - skipped.size);
    const chunk = fresh(skipped.size + want).slice(0, want);
    if (chunk.length === 0) return [];
    for (const r of chunk) skipped.add(r.movie_id);
  }
  return fresh(skipped.size + limit).slice(0, limit);
}

function ranked(
  e: Engine,
  q: ParsedQuery,
  limit: number,
  options: QueryOptions | undefined,
): SearchResult[] {
  const mask = refineMask(e, options?.refine);
  return paged(clampOffset(options?.offset), limit, (k) =>
    dedupeSorted(
      rankQuery(e, q, k, mask).map((r) => toResult(e.films.at(r.film)!, r.score, r.why)),
    ),
  );
}

function vibe(
  e: Engine,
  text: string,
  limit = VIBE_LIMIT_MAX,
  options?: QueryOptions,
): VibeResponse {
  const lim = Math.max(1, Math.min(VIBE_LIMIT_MAX, Math.floor(limit) || VIBE_LIMIT_MAX));
  const q = analyseQuery(
    String(text ?? '').slice(0, 2000),
    e.text,
    e.titles,
    e.makers,
    'vibe',
    e.tuning,
  );
  const top = rankQuery(e, q, lim, refineMask(e, options?.refine));
  const results =
    clampOffset(options?.offset) === 0
      ? dedupeSorted(top.map((r) => toResult(e.films.at(r.film)!, r.score, r.why)))
      : ranked(e, q, lim, options);
  const topBase = top.reduce((m, r) => Math.max(m, r.base), 0);
  const query_info: QueryInfo = {
    search_type: searchType(q),
    confidence: confidence(q, topBase, e.tuning.confidence),
    aesthetic_keywords: q.keywords,
    time_filters: { mentioned_decades: q.decades },
    search_criteria: {
      recommended_movies: q.refs.map((r) => ({
        title: e.films.at(r)!.movie_title,
        year: e.films.at(r)!.year,
      })),
    },
  };
  return { success: true, results, query_info };
}

function words(
  e: Engine,
  keywords: string[],
  limit = LIST_LIMIT,
  options?: QueryOptions,
): ListResponse {
  const list = (Array.isArray(keywords) ? keywords : []).filter((k) => typeof k === 'string');
  // Commas keep keywords apart so no phrase is read across two of them.
  const q = analyseQuery(list.slice(0, 7).join(' , '), e.text, null, null, 'keywords', e.tuning);
  const lim = Math.max(1, Math.min(VIBE_LIMIT_MAX, Math.floor(limit) || LIST_LIMIT));
  return { success: true, results: ranked(e, q, lim, options) };
}

/** A film partly in New York keeps `partlyNewYork` of its colour score (docs/archive.md). */
const shareOf = (e: Engine, film: number): number =>
  e.partlyNewYork[film] === 1 ? e.tuning.rank.partlyNewYork : 1;

function color(e: Engine, hex: string, options?: QueryOptions): ListResponse {
  const n = normalizeHex(String(hex ?? ''));
  const lab = n ? hexToLab(n) : null;
  if (!n || !lab) return { success: true, results: [] };
  // colourAffinityAll writes every film's entry.
  const work = e.scratch.f64Uncleared('colourPass');
  const mask = refineMask(e, options?.refine);
  const top = (k: number) =>
    dedupeSorted(
      searchColour(e.colour, lab, k, e.tuning.colour, work, mask).map((h) =>
        toResult(e.films.at(h.film)!, h.score * shareOf(e, h.film), {
          terms: [],
          swatches: [{ query: n, film: e.feature(h.film).palette.hex[h.swatch] ?? n }],
        }),
      ),
    );
  return { success: true, results: paged(clampOffset(options?.offset), LIST_LIMIT, top) };
}

/** searchPalette's work arrays; it writes every entry it reads of them. */
const paletteWork = (e: Engine): [Float64Array, Float64Array] => [
  e.scratch.f64Uncleared('paletteCoarse'),
  e.scratch.f64Uncleared('paletteMid'),
];

function palette(e: Engine, query: PaletteQuery, options?: QueryOptions): ListResponse {
  const mask = refineMask(e, options?.refine);
  const chosen = query.movieId !== undefined ? e.byId.get(query.movieId) : undefined;
  const chosenPalette = chosen !== undefined ? e.feature(chosen).palette : null;
  const q =
    chosenPalette && chosenPalette.lab.length ? chosenPalette : toPalette(query.hexCodes ?? []);
  if (q.lab.length === 0) return { success: true, results: [] };
  // The chosen film leads its own palette's deck unless a refinement leaves it out.
  const first =
    chosenPalette && chosenPalette.lab.length && !(mask && chosen !== undefined && mask[chosen])
      ? chosen
      : undefined;
  const skip = (i: number): boolean => i === chosen || (mask !== null && mask[i] === 1);
  const top = (k: number) => {
    const out: SearchResult[] = [];
    if (first !== undefined) {
      const pairs = q.hex.map((h) => ({ query: h, film: h }));
      out.push(toResult(e.films.at(first)!, 1, { terms: [], swatches: pairs }));
    }
    const rest = first !== undefined ? k - 1 : k;
    for (const h of searchPalette(e.colour, q, rest, skip, paletteWork(e), e.tuning.colour)) {
      const fp = e.feature(h.film).palette;
      const swatches = h.pairs.map(([a, b]) => ({ query: q.hex[a]!, film: fp.hex[b]! }));
      out.push(
        toResult(e.films.at(h.film)!, h.score * shareOf(e, h.film), { terms: [], swatches }),
      );
    }
    return dedupeSorted(out);
  };
  return { success: true, results: paged(clampOffset(options?.offset), LIST_LIMIT, top) };
}

/**
 * Films closest in look to the seeds (similarFilms.ts), after `offset`, never a seed, a film of
 * `exclude` or one a refinement leaves out; each says which seeds it came from.
 */
function taste(
  e: Engine,
  seeds: readonly Seed[],
  limit: number,
  options: TasteOptions | undefined,
  /** "More like this" names the film in the terms ("like Taxi Driver"). */
  single: boolean,
): ListResponse {
  const lim = Math.max(1, Math.min(VIBE_LIMIT_MAX, Math.floor(limit) || LIST_LIMIT));
  const mask = refineMask(e, options?.refine);
  // Every seed is left out, also those similarFilms does not rank from (beyond `maxSeeds`).
  const out = new Set<number>(seeds.map((s) => s.film));
  for (const id of options?.exclude ?? []) {
    const d = e.byId.get(id);
    if (d !== undefined) out.add(d);
  }
  const skip = (d: number): boolean => out.has(d) || (mask !== null && mask[d] === 1);
  const title = (d: number): string => e.films.at(d)!.movie_title;
  const top = (k: number) =>
    dedupeSorted(
      similarFilms(e, seeds, k, e.tuning.taste, skip).map((h) => {
        const from = h.from.map(title);
        const terms = single && from[0] ? [`like ${from[0]}`] : [];
        const why = { terms, swatches: [], ...(h.values.length ? { values: h.values } : {}), from };
        return toResult(e.films.at(h.film)!, h.score, why);
      }),
    );
  return { success: true, results: paged(clampOffset(options?.offset), lim, top) };
}

export interface SearchIndexOptions {
  /**
   * Film-makers people name in a look ("Scorsese grit"): archive data, supabase/seed/film-makers.json
   * (docs/archive.md). Without them names are ordinary words.
   */
  makers?: readonly FilmMaker[];
  /** Weights and thresholds to change from tuning.ts (tests and evaluations; the app uses none). */
  tuning?: TuningOverrides;
}

/** The search index of an engine, built (`buildSearchIndex`) or loaded (`loadSearchIndex`). */
export function searchIndexOf(e: Engine): SearchIndex {
  return {
    size: e.films.length,
    vibe: (text, limit, options) => vibe(e, text, limit, options),
    words: (keywords, limit, options) => words(e, keywords, limit, options),
    color: (hex, options) => color(e, hex, options),
    palette: (query, options) => palette(e, query ?? {}, options),
    has: (movieId) => e.byId.has(movieId),
    like: (movieId, limit = LIST_LIMIT, options) => {
      const film = e.byId.get(movieId);
      const seeds = film === undefined ? [] : [{ film, weight: 1 }];
      return taste(e, seeds, limit, options, true);
    },
    forYou: (seeds: readonly TasteSeed[], limit = LIST_LIMIT, options) => {
      const known: Seed[] = [];
      for (const s of Array.isArray(seeds) ? seeds : []) {
        const film = e.byId.get(s?.movieId);
        const weight = Number(s?.weight);
        if (film !== undefined && Number.isFinite(weight) && weight > 0)
          known.push({ film, weight });
      }
      return taste(e, known, limit, options, false);
    },
  };
}

export function buildSearchIndex(
  films: readonly FilmRecord[],
  options: SearchIndexOptions = {},
): SearchIndex {
  return searchIndexOf(buildEngine(films, withTuning(options.tuning), options.makers ?? []));
}

/**
 * A few fixed queries of each kind, answered: a snapshot keeps its engine's answers and a loaded
 * one must give the same, so a snapshot saved by other engine code (other weights, tokenising or
 * word lists) is refused rather than answering differently from a freshly built engine.
 */
function probe(ix: SearchIndex): string {
  // Few and short: they run on every load (a first query on a fresh engine costs the most).
  const answers = [
    ix.vibe('neon rain at night like Taxi Driver, in the 1970s', 5),
    ix.words(['grainy', 'subway', 'pastel'], 5),
    ix.color('#1F6F6F'),
    ix.palette({ hexCodes: ['#2A2A2A', '#E38A2C', '#F2B8C6'] }),
  ];
  return JSON.stringify(
    answers.map((a) => a.results.map((r) => [r.movie_id, r.similarity_score, r.why.terms])),
  );
}

/**
 * The index saved by `buildSearchSnapshot` when it was built from the archive whose fingerprint is
 * `fingerprint`; otherwise the SnapshotError that says why not (the caller then builds from rows).
 */
export function loadSearchIndex(
  bytes: Uint8Array,
  /** Undefined: whatever archive it was saved for (the caller knows it by other means). */
  fingerprint: string | undefined,
  options: Pick<SearchIndexOptions, 'makers'> & BuildOption = {},
): SearchIndex | SnapshotError {
  try {
    const { engine, meta } = openEngine(bytes, fingerprint, options.makers ?? []);
    const index = searchIndexOf(engine);
    // Saved by this very code (same content-hashed script): its answers are this code's answers,
    // and the probe, which costs most of a cold load (its first queries fill the engine's lazy
    // tables), is left for the first real query (docs/architecture.md, "What a first visit
    // downloads").
    if (options.build && meta.build === options.build) return index;
    if (probe(index) !== meta.probe)
      return new SnapshotError('snapshot was saved by another version of the engine');
    return index;
  } catch (err) {
    if (err instanceof SnapshotError) return err;
    // Bytes that pass the checks but do not decode are just as unusable.
    return new SnapshotError(`snapshot unreadable: ${err instanceof Error ? err.message : err}`);
  }
}

/** The engine of `films` as snapshot bytes, marked with the archive's fingerprint. */
export function buildSearchSnapshot(
  films: readonly FilmRecord[],
  fingerprint: string,
  options: Pick<SearchIndexOptions, 'makers'> = {},
): Uint8Array {
  return engineSnapshot(buildEngine(films, withTuning(), options.makers ?? []), fingerprint);
}

/** A built engine as snapshot bytes, marked with the archive's fingerprint (and `build`). */
export function engineSnapshot(e: Engine, fingerprint: string, build = ''): Uint8Array {
  return serializeEngine(e, { fingerprint, probe: probe(searchIndexOf(e)), build });
}

export interface BuildOption {
  /**
   * The content-hashed name of the running code (the offline worker's script URL in a production
   * build), or '' when it has none (a dev server's unhashed module): a snapshot saved under the
   * same name is loaded without the probe.
   */
  build?: string;
}
