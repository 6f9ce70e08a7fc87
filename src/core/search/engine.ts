// The engine's state, built once from archive rows (or loaded from a snapshot, snapshot.ts): text
// postings, colour index, per-film features and title entries. Everything a query needs is here,
// in memory.
import type { ColourIndex } from './colourIndex';
import { buildColourIndex } from './colourIndex';
import { filmFeatures } from './filmFeatures';
import type { FilmFeatures } from './filmFeatures';
import { buildTextIndex, docFreq, termSat } from './textIndex';
import type { TextIndex } from './textIndex';
import { buildTitleEntries, buildTitleIndex } from './titles';
import { stem } from './tokenize';
import type { TitleEntry, TitleIndex } from './titles';
import type { FilmRecord } from './types';
import { buildMakerIndex } from './directors';
import { Scratch } from './scratch';
import { boroughBit } from './boroughQuery';
import type { FilmMaker, MakerEntry } from './directors';
import { TUNING } from './tuning';
import type { Tuning } from './tuning';
import { buildFilmVectors } from './semantic/filmVectors';
import type { FilmVectors } from './semantic/filmVectors';
import { wordVectors } from './semantic/wordVectors';
import { buildProfileIndex } from '../look/profileIndex';
import type { ProfileIndex } from '../look/profileIndex';

/**
 * The films by index: an array when built from rows; in an engine loaded from a snapshot, each
 * film is decoded the first time it is asked for (a query reads a handful; decoding 100k films'
 * texts up front was most of a load).
 */
export interface FilmTable {
  readonly length: number;
  at(film: number): FilmRecord | undefined;
}

export interface Engine {
  /** The weights and thresholds this engine ranks with (see tuning.ts). */
  tuning: Tuning;
  films: FilmTable;
  byId: Map<string, number>;
  /** A film's palette, decades and tone values (computed on first use in a loaded engine). */
  feature(film: number): FilmFeatures;
  text: TextIndex;
  colour: ColourIndex;
  titles: TitleIndex;
  makers: Map<string, MakerEntry[]>;
  scratch: Scratch;
  /** Release year per film. */
  year: Float64Array;
  /** Per film: bit of its main depicted decade, and bits of all its decades (1800s = bit 0). */
  decadeMain: Int32Array;
  decadeAll: Int32Array;
  chroma: Float64Array;
  lightness: Float64Array;
  warmth: Float64Array;
  /** 1 when the film has a palette (tone words can judge it), else 0. */
  hasPalette: Uint8Array;
  /** How black-and-white each film is, in [0, 1] (stated colour mode, else from the palette). */
  grey: Float64Array;
  /** Per film: bit of its main borough, and bits of all its boroughs (see boroughBit). */
  boroughMain: Uint8Array;
  boroughAll: Uint8Array;
  /** 1 when New York is only a part of the film (`new_york: "part"`), else 0. */
  partlyNewYork: Uint8Array;
  /** Per-film word-vector means for the semantic channel (see semantic/semanticChannel.ts). */
  semantic: FilmVectors;
  /** Per look-vocabulary value, the films that hold it (see ../look/profileIndex.ts). */
  profile: ProfileIndex;
}

/** Bit of a decade like "1970s" (1800s = 0 ... 2110s = 31), or 0 when out of range. */
export function decadeBit(decade: string): number {
  const k = (Number(decade.slice(0, 4)) - 1800) / 10;
  return Number.isInteger(k) && k >= 0 && k < 32 ? 1 << k : 0;
}

/** The per-film arrays of an engine, as built from features or read from a snapshot. */
export type FilmArrays = Pick<
  Engine,
  | 'year'
  | 'decadeMain'
  | 'decadeAll'
  | 'chroma'
  | 'lightness'
  | 'warmth'
  | 'hasPalette'
  | 'grey'
  | 'boroughMain'
  | 'boroughAll'
  | 'partlyNewYork'
>;

/** First row per id (duplicate ids would make duplicate results). */
export function uniqueFilms(rows: readonly FilmRecord[]): FilmRecord[] {
  const seen = new Set<string>();
  const films: FilmRecord[] = [];
  for (const r of rows) {
    if (!r || typeof r.movie_id !== 'string' || seen.has(r.movie_id)) continue;
    seen.add(r.movie_id);
    films.push(r);
  }
  return films;
}

/**
 * Title entries of the films; a title phrase found in 3+ other films' text is also an ordinary
 * phrase. The film's own text holds its title, so it is not counted: otherwise two films that
 * mention a taxi driver would make "Taxi Driver" need a cue.
 */
export function titleEntriesOf(films: readonly FilmRecord[], text: TextIndex): TitleEntry[] {
  const commonPhrase = (words: string[], film: number): boolean => {
    const terms = words.map(stem);
    const key = terms.length === 2 ? `${terms[0]}_${terms[1]}` : terms[0];
    const id = key === undefined ? undefined : text.termId.get(key);
    if (id === undefined) return false;
    return docFreq(text, id) - (termSat(text, id, film) > 0 ? 1 : 0) >= 3;
  };
  return buildTitleEntries(
    films.map((f) => ({ title: f.movie_title ?? '', year: f.year })),
    commonPhrase,
  );
}

/**
 * The parts cheap to derive (ids, title and maker indices, work arrays) around the stored ones:
 * shared by building and loading, so a loaded engine derives them exactly as a built one.
 */
export function assembleEngine(
  films: FilmTable,
  /** Each film's movie_id, in film order. */
  ids: readonly string[],
  text: TextIndex,
  colour: ColourIndex,
  feature: (film: number) => FilmFeatures,
  arrays: FilmArrays,
  derived: {
    tuning: Tuning;
    makers: readonly FilmMaker[];
    /** The films' word-vector means when already known (a snapshot stores them). */
    semantic?: FilmVectors;
    /** The films' titles (from titleEntriesOf; a snapshot stores them). */
    titles: TitleIndex;
    /** The films' look profiles, in film order. */
    profile: ProfileIndex;
  },
): Engine {
  const byId = new Map<string, number>();
  ids.forEach((id, i) => byId.set(id, i));
  const titles = derived.titles;
  return {
    tuning: derived.tuning,
    films,
    byId,
    feature,
    text,
    colour,
    titles,
    makers: buildMakerIndex(byId, derived.makers),
    scratch: new Scratch(films.length),
    ...arrays,
    semantic: derived.semantic ?? buildFilmVectors(text, wordVectors(), derived.tuning.semantic),
    profile: derived.profile,
  };
}

export function buildEngine(
  rows: readonly FilmRecord[],
  tuning: Tuning = TUNING,
  makers: readonly FilmMaker[] = [],
): Engine {
  const films = uniqueFilms(rows);
  const features = films.map(filmFeatures);
  const text = buildTextIndex(
    films.map((f) => ({
      summary: f.aesthetic_summary ?? '',
      title: f.movie_title ?? '',
      synopsis: f.synopsis ?? '',
    })),
    tuning.text,
  );
  const palettes = features.map((f) => f.palette);
  const colour = buildColourIndex(palettes.length, (i) => palettes[i]!);
  return assembleEngine(
    films,
    films.map((f) => f.movie_id),
    text,
    colour,
    (i) => features[i]!,
    {
      year: Float64Array.from(films, (f) => f.year),
      decadeMain: Int32Array.from(features, (f) => (f.decades[0] ? decadeBit(f.decades[0]) : 0)),
      decadeAll: Int32Array.from(features, (f) => f.decades.reduce((m, d) => m | decadeBit(d), 0)),
      chroma: Float64Array.from(features, (f) => f.chroma),
      lightness: Float64Array.from(features, (f) => f.lightness),
      warmth: Float64Array.from(features, (f) => f.warmth),
      hasPalette: Uint8Array.from(features, (f) => (f.palette.lab.length > 0 ? 1 : 0)),
      grey: Float64Array.from(features, (f) => f.grey),
      boroughMain: Uint8Array.from(features, (f) =>
        f.boroughs[0] ? boroughBit(f.boroughs[0]) : 0,
      ),
      boroughAll: Uint8Array.from(features, (f) =>
        f.boroughs.reduce((m, b) => m | boroughBit(b), 0),
      ),
      partlyNewYork: Uint8Array.from(films, (f) => (f.new_york === 'part' ? 1 : 0)),
    },
    {
      tuning,
      makers,
      titles: buildTitleIndex(titleEntriesOf(films, text)),
      profile: buildProfileIndex(films, tuning.profile.present),
    },
  );
}
