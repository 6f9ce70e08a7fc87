// An engine saved to bytes and loaded back without rebuilding it: the films' result fields, the
// text postings, the colour index and the per-film arrays are stored (snapshotFormat.ts); what is
// cheap to derive (id map, title and maker indices, palette descriptors, per-film term lists'
// twin postings) is derived on load by the same code that builds it, and a film's features are
// computed on first use. A loaded engine answers exactly as the engine it was saved from.
import { parseHexList } from '../colour/palette';
import { parseBoroughs } from '../filmFacts';
import type { ColorMode } from '../filmFacts';
import { paletteDescriptors } from './colourIndex';
import type { ColourIndex } from './colourIndex';
import { assembleEngine } from './engine';
import type { Engine, FilmArrays } from './engine';
import { filmFeatures } from './filmFeatures';
import type { FilmFeatures } from './filmFeatures';
import { SnapshotError, readSnapshot, writeSnapshot } from './snapshotFormat';
import type { Section, SnapshotReader } from './snapshotFormat';
import type { TextIndex } from './textIndex';
import type { FilmRecord } from './types';

export { SnapshotError, readSnapshot } from './snapshotFormat';

/** What a snapshot says about itself (its `meta` section). */
export interface SnapshotMeta {
  films: number;
  /** Fingerprint of the archive rows it was built from (archiveFingerprint.ts), or ''. */
  fingerprint: string;
}

const ARRAYS = [
  ['year', 'f64'],
  ['decadeMain', 'i32'],
  ['decadeAll', 'i32'],
  ['chroma', 'f64'],
  ['lightness', 'f64'],
  ['warmth', 'f64'],
  ['hasPalette', 'u8'],
  ['grey', 'f64'],
  ['boroughMain', 'u8'],
  ['boroughAll', 'u8'],
] as const satisfies ReadonlyArray<readonly [keyof FilmArrays, 'f64' | 'i32' | 'u8']>;

function concat<T extends Int32Array | Float32Array>(
  parts: readonly T[],
  make: (n: number) => T,
): { flat: T; start: Int32Array } {
  const start = new Int32Array(parts.length + 1);
  parts.forEach((p, i) => (start[i + 1] = start[i]! + p.length));
  const flat = make(start[parts.length]!);
  parts.forEach((p, i) => flat.set(p, start[i]!));
  return { flat, start };
}

/**
 * The engine as bytes. Films keep their result fields with the palette and boroughs already
 * parsed (so parsing them again gives the same values). `extra` sections are stored as given.
 */
export function serializeEngine(
  e: Engine,
  meta: { fingerprint?: string } = {},
  extra: ReadonlyMap<string, Section> = new Map(),
): Uint8Array {
  const s = new Map<string, Section>();
  const head: SnapshotMeta = { films: e.films.length, fingerprint: meta.fingerprint ?? '' };
  s.set('meta', [JSON.stringify(head)]);
  const col = (name: string, get: (f: FilmRecord) => string | null | undefined): void => {
    s.set(
      `film.${name}`,
      e.films.map((f) => get(f) ?? null),
    );
  };
  col('id', (f) => f.movie_id);
  col('title', (f) => f.movie_title);
  col('summary', (f) => f.aesthetic_summary);
  col('synopsis', (f) => f.synopsis);
  col('decade', (f) => f.depicted_decade);
  col('link', (f) => f.letterboxd_link);
  col('hex', (f) => parseHexList(f.hex_codes).join(','));
  col('colourMode', (f) => f.color_mode);
  col('boroughs', (f) => parseBoroughs(f.boroughs).join(','));
  for (const [name] of ARRAYS) s.set(`film.${name}`, e[name]);
  const t = e.text;
  s.set('text.terms', t.terms);
  s.set('text.surface', t.surface);
  const docs = concat(t.docs, (n) => new Int32Array(n));
  s.set('text.postStart', docs.start);
  s.set('text.postDocs', docs.flat);
  s.set('text.postSat', concat(t.sat, (n) => new Float32Array(n)).flat);
  s.set('text.idf', t.idf);
  s.set('text.weight', t.weight);
  const docTerms = concat(t.docTerms, (n) => new Int32Array(n));
  s.set('text.docStart', docTerms.start);
  s.set('text.docTerms', docTerms.flat);
  s.set('text.docVec', concat(t.docVec, (n) => new Float32Array(n)).flat);
  s.set('colour.start', e.colour.start);
  s.set('colour.lab', e.colour.flat);
  s.set('colour.weight', e.colour.weight);
  for (const [name, section] of extra) s.set(name, section);
  return writeSnapshot(s);
}

/** The header of a snapshot (checked like a load), to compare fingerprints before loading. */
export function snapshotMeta(bytes: Uint8Array): SnapshotMeta {
  return metaOf(readSnapshot(bytes));
}

function metaOf(r: SnapshotReader): SnapshotMeta {
  const raw = r.strings('meta')[0];
  const meta = raw ? (JSON.parse(raw) as Partial<SnapshotMeta>) : {};
  if (typeof meta.films !== 'number' || typeof meta.fingerprint !== 'string')
    throw new SnapshotError('snapshot meta is incomplete');
  return { films: meta.films, fingerprint: meta.fingerprint };
}

function loadFilms(r: SnapshotReader, n: number, year: Float64Array): FilmRecord[] {
  const col = (name: string): Array<string | null> => {
    const list = r.strings(`film.${name}`);
    if (list.length !== n) throw new SnapshotError(`film.${name} has ${list.length} of ${n}`);
    return list;
  };
  const [id, title, summary, synopsis, decade, link, hex, mode, boroughs] = [
    'id',
    'title',
    'summary',
    'synopsis',
    'decade',
    'link',
    'hex',
    'colourMode',
    'boroughs',
  ].map(col) as Array<Array<string | null>>;
  const films = new Array<FilmRecord>(n);
  for (let i = 0; i < n; i++) {
    const b = boroughs![i];
    films[i] = {
      movie_id: id![i]!,
      movie_title: title![i]!,
      year: year[i]!,
      aesthetic_summary: summary![i]!,
      synopsis: synopsis![i]!,
      depicted_decade: decade![i]!,
      letterboxd_link: link![i]!,
      hex_codes: hex![i]!,
      color_mode: mode![i] as ColorMode | null,
      boroughs: b ? b.split(',') : [],
    };
  }
  return films;
}

function loadText(r: SnapshotReader, n: number): TextIndex {
  const terms = r.strings('text.terms') as string[];
  const surface = r.strings('text.surface') as string[];
  const T = terms.length;
  const postStart = r.i32('text.postStart');
  const postDocs = r.i32('text.postDocs');
  const postSat = r.f32('text.postSat');
  const idf = r.f64('text.idf');
  const weight = r.f64('text.weight');
  const docStart = r.i32('text.docStart');
  const docTermsFlat = r.i32('text.docTerms');
  const docVecFlat = r.f32('text.docVec');
  if (
    surface.length !== T ||
    postStart.length !== T + 1 ||
    postStart[T] !== postDocs.length ||
    postSat.length !== postDocs.length ||
    idf.length !== T ||
    weight.length !== T ||
    docStart.length !== n + 1 ||
    docStart[n] !== docTermsFlat.length ||
    docVecFlat.length !== docTermsFlat.length
  )
    throw new SnapshotError('snapshot text sections do not fit together');
  const termId = new Map<string, number>();
  for (let id = 0; id < T; id++) termId.set(terms[id]!, id);
  const docs = new Array<Int32Array>(T);
  const sat = new Array<Float32Array>(T);
  const vec = new Array<Float32Array>(T);
  for (let id = 0; id < T; id++) {
    docs[id] = postDocs.subarray(postStart[id]!, postStart[id + 1]!);
    sat[id] = postSat.subarray(postStart[id]!, postStart[id + 1]!);
  }
  // Each posting's tf-idf weight is its film's term-list weight: walk films in order, and each
  // term's postings in order alongside.
  const vecFlat = new Float32Array(postDocs.length);
  const cursor = postStart.slice(0, T);
  for (let d = 0; d < n; d++) {
    for (let k = docStart[d]!; k < docStart[d + 1]!; k++) {
      const t = docTermsFlat[k]!;
      let at = cursor[t]!;
      while (at < postStart[t + 1]! && postDocs[at]! < d) at++;
      if (postDocs[at] !== d) throw new SnapshotError('snapshot term lists and postings differ');
      vecFlat[at] = docVecFlat[k]!;
      cursor[t] = at + 1;
    }
  }
  for (let id = 0; id < T; id++) vec[id] = vecFlat.subarray(postStart[id]!, postStart[id + 1]!);
  const docTerms = new Array<Int32Array>(n);
  const docVec = new Array<Float32Array>(n);
  for (let d = 0; d < n; d++) {
    docTerms[d] = docTermsFlat.subarray(docStart[d]!, docStart[d + 1]!);
    docVec[d] = docVecFlat.subarray(docStart[d]!, docStart[d + 1]!);
  }
  let sum = 0;
  for (let id = 0; id < T; id++) sum += weight[id]!;
  const meanIdf = T ? sum / T : 1;
  return { n, termId, terms, docs, sat, vec, idf, weight, surface, meanIdf, docTerms, docVec };
}

function loadColour(r: SnapshotReader, n: number, palette: ColourIndex['palette']): ColourIndex {
  const start = r.i32('colour.start');
  const flat = r.f64('colour.lab');
  const weight = r.f64('colour.weight');
  const total = start[n];
  if (start.length !== n + 1 || flat.length !== total! * 3 || weight.length !== total)
    throw new SnapshotError('snapshot colour sections do not fit together');
  const rel = new Float64Array(weight.length);
  for (let i = 0; i < n; i++)
    for (let c = start[i]!; c < start[i + 1]!; c++) rel[c] = weight[c]! / weight[start[i]!]!;
  return { n, palette, flat, rel, weight, start, desc: paletteDescriptors(flat, weight, start) };
}

/** The engine saved in `bytes`; throws a SnapshotError when they are not a sound snapshot. */
export function loadEngine(bytes: Uint8Array): Engine {
  const r = readSnapshot(bytes);
  const { films: n } = metaOf(r);
  const arrays = {} as Record<keyof FilmArrays, FilmArrays[keyof FilmArrays]>;
  for (const [name, kind] of ARRAYS) {
    const a = r[kind](`film.${name}`);
    if (a.length !== n) throw new SnapshotError(`film.${name} has ${a.length} of ${n}`);
    arrays[name] = a;
  }
  const fa = arrays as FilmArrays;
  const films = loadFilms(r, n, fa.year);
  const features = new Array<FilmFeatures | undefined>(n);
  const feature = (i: number): FilmFeatures => (features[i] ??= filmFeatures(films[i]!));
  const colour = loadColour(r, n, (i) => feature(i).palette);
  return assembleEngine(films, loadText(r, n), colour, feature, fa);
}
