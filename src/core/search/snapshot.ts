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
import type { FilmMaker } from './directors';
import { TUNING } from './tuning';
import type { Engine, FilmArrays, FilmTable } from './engine';
import { filmFeatures } from './filmFeatures';
import type { FilmFeatures } from './filmFeatures';
import { SnapshotError, readSnapshot, writeSnapshot } from './snapshotFormat';
import type { Section, SnapshotReader } from './snapshotFormat';
import type { StringList } from './sortedStrings';
import type { TextIndex } from './textIndex';
import { meanWeight, sortedTermIds, termOrder } from './textIndex';
import { familyTable, readFamilyTable } from './lexicon';
import { storedTitleIndex } from './titles';
import { byCodeUnits } from './sortedStrings';
import type { TitleIndex } from './titles';
import type { FilmRecord } from './types';
import type { FilmVectors } from './semantic/filmVectors';
import { profileIndexOf } from '../look/profileIndex';
import type { ProfileIndex } from '../look/profileIndex';
import { wordTableSize } from './semantic/wordVectors';

export { SnapshotError, readSnapshot } from './snapshotFormat';

/** What a snapshot says about itself (its `meta` section). */
export interface SnapshotMeta {
  films: number;
  /** Fingerprint of the archive rows it was built from (archiveFingerprint.ts), or ''. */
  fingerprint: string;
  /** What the saved engine answered to a few fixed queries (index.ts checks a loaded one). */
  probe: string;
  /**
   * The content-hashed name of the code that saved it (the offline worker's script), or '': code
   * with the same name is the same code, so its loader need not run the probe (index.ts).
   */
  build: string;
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
  ['partlyNewYork', 'u8'],
] as const satisfies ReadonlyArray<readonly [keyof FilmArrays, 'f64' | 'i32' | 'u8']>;

/**
 * The engine as bytes. Films keep their result fields with the palette and boroughs already
 * parsed (so parsing them again gives the same values). `extra` sections are stored as given.
 */
export function serializeEngine(
  e: Engine,
  meta: { fingerprint?: string; probe?: string; build?: string } = {},
  extra: ReadonlyMap<string, Section> = new Map(),
): Uint8Array {
  const s = new Map<string, Section>();
  const head: SnapshotMeta = {
    films: e.films.length,
    fingerprint: meta.fingerprint ?? '',
    probe: meta.probe ?? '',
    build: meta.build ?? '',
  };
  s.set('meta', [JSON.stringify(head)]);
  const films = Array.from({ length: e.films.length }, (_, i) => e.films.at(i)!);
  const col = (name: string, get: (f: FilmRecord) => string | null | undefined): void => {
    s.set(
      `film.${name}`,
      films.map((f) => get(f) ?? null),
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
  s.set('text.order', termOrder(t.terms));
  const fam = familyTable(t);
  s.set('family.keys', fam.keys);
  s.set('family.start', fam.start);
  s.set('family.ids', fam.ids);
  s.set('text.surface', t.surface);
  s.set('text.start', t.start);
  s.set('text.docs', t.docs);
  s.set('text.sat', t.sat);
  s.set('text.idf', t.idf);
  s.set('text.weight', t.weight);
  s.set('text.vec', t.vec);
  s.set('text.docStart', t.docStart);
  s.set('text.docTerms', t.docTerms);
  s.set('text.docVec', t.docVec);
  // Titles grouped by first word (groups sorted by it), each group in the order the index keeps.
  const groups = [...e.titles.groups()].sort((a, b) =>
    byCodeUnits(a[0]!.words[0]!, b[0]!.words[0]!),
  );
  const entries = groups.flat();
  s.set(
    'title.first',
    groups.map((g) => g[0]!.words[0]!),
  );
  const firstStart = new Int32Array(groups.length + 1);
  groups.forEach((g, i) => (firstStart[i + 1] = firstStart[i]! + g.length));
  s.set('title.firstStart', firstStart);
  s.set(
    'title.film',
    Int32Array.from(entries, (x) => x.film),
  );
  s.set(
    'title.words',
    entries.map((x) => x.words.join(' ')),
  );
  s.set(
    'title.ambiguous',
    Uint8Array.from(entries, (x) => (x.ambiguous ? 1 : 0)),
  );
  // Look profiles as numbers (profileIndex.ts CodedProfiles): loading parses no id lists.
  const look = e.profile.coded;
  s.set('look.values', look.values);
  s.set('look.start', look.start);
  s.set('look.ids', look.ids);
  s.set('colour.start', e.colour.start);
  s.set('colour.lab', e.colour.flat);
  s.set('colour.weight', e.colour.weight);
  // The semantic channel's film vectors: rebuilding them costs seconds at 100k films. int8 rows
  // travel as their bytes.
  const v = e.semantic;
  const bytesOf = (a: Int8Array): Uint8Array => new Uint8Array(a.buffer, a.byteOffset, a.length);
  s.set('semantic.meta', [
    JSON.stringify({ dims: v.dims, unseenSif: v.unseenSif, table: wordTableSize() }),
  ]);
  s.set('semantic.rows', bytesOf(v.rows));
  s.set('semantic.coarse', bytesOf(v.coarse));
  s.set('semantic.invNorm', v.invNorm);
  s.set('semantic.common', v.common);
  s.set('semantic.termRow', v.termRow);
  s.set('semantic.termSif', v.termSif);
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
  return {
    films: meta.films,
    fingerprint: meta.fingerprint,
    probe: String(meta.probe ?? ''),
    build: String(meta.build ?? ''),
  };
}

/**
 * The films: ids now (the id map needs them all), every other field decoded film by film on first
 * use, as a query's results ask for them.
 */
function loadFilms(
  r: SnapshotReader,
  n: number,
  year: Float64Array,
  partlyNewYork: Uint8Array,
): { films: FilmTable; ids: string[] } {
  const ids = r.strings('film.id');
  if (ids.length !== n || ids.some((id) => id === null))
    throw new SnapshotError(`film.id has ${ids.length} of ${n} films, or a film without an id`);
  const col = (name: string): StringList => {
    const list = r.lazyStrings(`film.${name}`);
    if (list.length !== n) throw new SnapshotError(`film.${name} has ${list.length} of ${n}`);
    return list;
  };
  const title = col('title');
  const summary = col('summary');
  const synopsis = col('synopsis');
  const decade = col('decade');
  const link = col('link');
  const hex = col('hex');
  const mode = col('colourMode');
  const boroughs = col('boroughs');
  const decoded = new Array<FilmRecord | undefined>(n);
  const at = (i: number): FilmRecord | undefined => {
    if (!(i >= 0 && i < n)) return undefined;
    const b = boroughs.get(i);
    return (decoded[i] ??= {
      movie_id: ids[i]!,
      movie_title: title.get(i)!,
      year: year[i]!,
      aesthetic_summary: summary.get(i)!,
      synopsis: synopsis.get(i)!,
      depicted_decade: decade.get(i)!,
      letterboxd_link: link.get(i)!,
      hex_codes: hex.get(i)!,
      color_mode: mode.get(i) as ColorMode | null,
      boroughs: b ? b.split(',') : [],
      new_york: partlyNewYork[i] === 1 ? 'part' : 'most',
    });
  };
  return { films: { length: n, at }, ids: ids as string[] };
}

function loadText(r: SnapshotReader, n: number): TextIndex {
  const terms = r.strings('text.terms') as string[];
  const surface = r.strings('text.surface') as string[];
  const T = terms.length;
  const start = r.i32('text.start');
  const docs = r.i32('text.docs');
  const sat = r.f32('text.sat');
  const idf = r.f64('text.idf');
  const weight = r.f64('text.weight');
  const docStart = r.i32('text.docStart');
  const docTerms = r.i32('text.docTerms');
  const docVec = r.f32('text.docVec');
  const vec = r.f32('text.vec');
  if (
    vec.length !== docs.length ||
    surface.length !== T ||
    start.length !== T + 1 ||
    start[T] !== docs.length ||
    sat.length !== docs.length ||
    idf.length !== T ||
    weight.length !== T ||
    docStart.length !== n + 1 ||
    docStart[n] !== docTerms.length ||
    docVec.length !== docTerms.length
  )
    throw new SnapshotError('snapshot text sections do not fit together');
  const order = r.i32('text.order');
  if (order.length !== T) throw new SnapshotError('snapshot term order does not fit the terms');
  const termId = sortedTermIds(terms, order);
  const meanIdf = meanWeight(weight);
  return {
    n,
    termId,
    terms,
    start,
    docs,
    sat,
    vec,
    idf,
    weight,
    surface,
    meanIdf,
    docStart,
    docTerms,
    docVec,
  };
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

/** The index's word families, looked up in the stored table (lexicon.ts). */
function loadFamilies(r: SnapshotReader, text: TextIndex): void {
  const keys = r.lazyStrings('family.keys');
  const start = r.i32('family.start');
  const ids = r.i32('family.ids');
  if (start.length !== keys.length + 1 || start[keys.length] !== ids.length)
    throw new SnapshotError('snapshot word families do not fit together');
  readFamilyTable(text, { keys, start, ids });
}

function loadTitles(r: SnapshotReader, year: Float64Array): TitleIndex {
  const firsts = r.lazyStrings('title.first');
  const start = r.i32('title.firstStart');
  const film = r.i32('title.film');
  const words = r.lazyStrings('title.words');
  const ambiguous = r.u8('title.ambiguous');
  if (
    start.length !== firsts.length + 1 ||
    start[firsts.length] !== film.length ||
    words.length !== film.length ||
    ambiguous.length !== film.length
  )
    throw new SnapshotError('snapshot title sections do not fit together');
  for (const f of film)
    if (!(f >= 0 && f < year.length)) throw new SnapshotError('snapshot title names no film');
  return storedTitleIndex({ firsts, start, film, words, ambiguous, year });
}

/**
 * The engine saved in `bytes`; throws a SnapshotError when they are not a sound snapshot, or when
 * `fingerprint` is given and the snapshot was built from another archive.
 */
export function loadEngine(
  bytes: Uint8Array,
  fingerprint?: string,
  makers: readonly FilmMaker[] = [],
): Engine {
  return openEngine(bytes, fingerprint, makers).engine;
}

/** `loadEngine` with the snapshot's meta. */
export function openEngine(
  bytes: Uint8Array,
  fingerprint?: string,
  /** The film-maker table (archive data, not in the snapshot). */
  makers: readonly FilmMaker[] = [],
): { engine: Engine; meta: SnapshotMeta } {
  const r = readSnapshot(bytes);
  const meta = metaOf(r);
  if (fingerprint !== undefined && meta.fingerprint !== fingerprint)
    throw new SnapshotError('snapshot is of another archive (fingerprints differ)');
  const n = meta.films;
  const arrays = {} as Record<keyof FilmArrays, FilmArrays[keyof FilmArrays]>;
  for (const [name, kind] of ARRAYS) {
    const a = r[kind](`film.${name}`);
    if (a.length !== n) throw new SnapshotError(`film.${name} has ${a.length} of ${n}`);
    arrays[name] = a;
  }
  const fa = arrays as FilmArrays;
  const { films, ids } = loadFilms(r, n, fa.year, fa.partlyNewYork);
  const features = new Array<FilmFeatures | undefined>(n);
  const feature = (i: number): FilmFeatures => (features[i] ??= filmFeatures(films.at(i)!));
  const colour = loadColour(r, n, (i) => feature(i).palette);
  // Saved with the default tuning: a snapshot answers like the engine the code builds by default
  // (the probe in index.ts checks it).
  const text = loadText(r, n);
  loadFamilies(r, text);
  const engine = assembleEngine(films, ids, text, colour, feature, fa, {
    tuning: TUNING,
    makers,
    titles: loadTitles(r, fa.year),
    semantic: loadSemantic(r, n),
    profile: loadProfiles(r, n),
  });
  return { engine, meta };
}

/** The look profiles as saved (numbers: profileIndex.ts CodedProfiles). */
function loadProfiles(r: SnapshotReader, n: number): ProfileIndex {
  const values = r.strings('look.values');
  const start = r.i32('look.start');
  const ids = r.i32('look.ids');
  let sound = start.length === 2 * n + 1 && start[0] === 0 && start[2 * n] === ids.length;
  for (let i = 0; sound && i < values.length; i++) sound = values[i] !== null;
  for (let i = 0; sound && i < ids.length; i++) sound = ids[i]! >= 0 && ids[i]! < values.length;
  for (let i = 0; sound && i < 2 * n; i++) sound = start[i]! <= start[i + 1]!;
  if (!sound) throw new SnapshotError('snapshot look profiles do not fit the films');
  return profileIndexOf({ values: values as string[], start, ids }, TUNING.profile.present);
}

/** The film vectors as saved; refused when the word table they index is not the one shipped. */
function loadSemantic(r: SnapshotReader, n: number): FilmVectors {
  const meta = JSON.parse(r.strings('semantic.meta')[0] ?? '{}') as {
    dims?: number;
    unseenSif?: number;
    table?: string;
  };
  if (meta.table !== wordTableSize())
    throw new SnapshotError('snapshot was saved with another word-vector table');
  const int8 = (a: Uint8Array): Int8Array => new Int8Array(a.buffer, a.byteOffset, a.length);
  const dims = meta.dims ?? 0;
  const rows = int8(r.u8('semantic.rows'));
  if (rows.length !== n * dims) throw new SnapshotError('semantic.rows does not fit the films');
  return {
    dims,
    rows,
    coarse: int8(r.u8('semantic.coarse')),
    invNorm: r.f32('semantic.invNorm'),
    common: r.f32('semantic.common'),
    termRow: r.i32('semantic.termRow'),
    termSif: r.f32('semantic.termSif'),
    unseenSif: meta.unseenSif ?? 0,
  };
}
