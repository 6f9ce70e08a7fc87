// Query expansion: the index terms related to a query word, from the curated film-look groups (by
// the index's own stems) and from the generated table (WordNet synonyms and word-vector neighbours,
// see scripts/buildLexicon.ts), whose keys are Porter2 stems: a Porter2 stem stands for the word
// family of index terms sharing it ("apart" for "apart" and "apartment").
import { CURATED_GROUPS } from './curatedSynonyms';
import lexiconData from './lexicon.generated.json';
import { porter2 } from './porter2';
import type { TextIndex } from './textIndex';
import { byCodeUnits, sortedIndexOf } from './sortedStrings';
import type { StringList } from './sortedStrings';
import { bigrams, contentTokens } from './tokenize';
import { TUNING } from './tuning';
import type { Tuning } from './tuning';

interface LexiconFile {
  /** Space-separated target stems; entries below point into this list. */
  terms: string;
  /** Stem → "index:weight,index:weight" with weight in tenths. */
  rel: Record<string, string>;
}

let curated: Map<string, Set<string>> | null = null;
let targets: string[] | null = null;

/** The index term of a curated word: its stem, or the bigram of a hyphenated one. */
function termOf(word: string): string | null {
  const toks = contentTokens(word.replace(/-/g, ' '));
  if (toks.length === 0) return null;
  // "run-down" is not "run": a compound that loses a part to the stop list is no single word.
  if (toks.length === 1) return word.includes('-') ? null : toks[0]!.stem;
  return bigrams(toks)[0] ?? toks[0]!.stem;
}

let curatedFamilies: Map<string, Set<string>> | null = null;

/** Curated groups by index stem, and by Porter2 stem (a word's family: "melancholic" finds them). */
function curatedMap(): Map<string, Set<string>> {
  if (curated) return curated;
  curated = new Map();
  curatedFamilies = new Map();
  for (const group of CURATED_GROUPS) {
    const stems = group.map(termOf).filter((t): t is string => t !== null);
    const add = (m: Map<string, Set<string>>, key: string): void => {
      let set = m.get(key);
      if (!set) m.set(key, (set = new Set()));
      for (const o of stems) if (o !== key) set.add(o);
    };
    for (const s of stems) add(curated, s);
    for (const w of group) if (/^[a-z]+$/.test(w)) add(curatedFamilies, porter2(w));
  }
  return curated;
}

/** The stems the generated table knows (common English words): correct spellings for typos. */
export function lexiconKeys(): string[] {
  return Object.keys((lexiconData as LexiconFile).rel);
}

/** Whether a stem is a known English word of the generated table. */
export function isLexiconKey(s: string): boolean {
  return Object.prototype.hasOwnProperty.call((lexiconData as LexiconFile).rel, s);
}

/** Index terms (single words) by the Porter2 stem of their words: a word's family. */
export interface WordFamilies {
  get(key: string): Iterable<number> | undefined;
}

const families = new WeakMap<TextIndex, WordFamilies>();

/** The family key of an index term (its surface word's Porter2 stem), or null for a phrase. */
function familyOf(ix: TextIndex, id: number): string | null {
  const term = ix.terms[id]!;
  if (term.includes('_')) return null;
  return /^[a-z]+$/.test(ix.surface[id]!) ? porter2(ix.surface[id]!) : term;
}

/** Index terms grouped by family key. */
function buildFamilies(ix: TextIndex): Map<string, number[]> {
  const built = new Map<string, number[]>();
  for (let id = 0; id < ix.terms.length; id++) {
    const key = familyOf(ix, id);
    if (key === null) continue;
    let list = built.get(key);
    if (!list) built.set(key, (list = []));
    list.push(id);
  }
  return built;
}

function familyMap(ix: TextIndex): WordFamilies {
  let m = families.get(ix);
  if (!m) families.set(ix, (m = buildFamilies(ix)));
  return m;
}

/** Word families as stored: key i (keys sorted by code units) has terms ids[start[i] .. start[i + 1]). */
export interface FamilyTable<Keys = StringList> {
  keys: Keys;
  start: Int32Array;
  ids: Int32Array;
}

/** The index's word families as a table to store (snapshot.ts). */
export function familyTable(ix: TextIndex): FamilyTable<string[]> {
  // A built index keeps its families as a Map; one read from a snapshot has only the lookup.
  const cached = familyMap(ix);
  const m = cached instanceof Map ? (cached as Map<string, number[]>) : buildFamilies(ix);
  const keys = [...m.keys()].sort(byCodeUnits);
  const start = new Int32Array(keys.length + 1);
  const ids: number[] = [];
  keys.forEach((k, i) => {
    ids.push(...m.get(k)!);
    start[i + 1] = ids.length;
  });
  return { keys, start, ids: Int32Array.from(ids) };
}

/**
 * An index's families read from a stored table by binary search: a loaded engine builds no map of
 * its 100k words' stems (a tenth of a load at 100k films).
 */
export function readFamilyTable(ix: TextIndex, table: FamilyTable): void {
  const { keys, start, ids } = table;
  families.set(ix, {
    get(key) {
      const i = sortedIndexOf(keys.length, (k) => keys.get(k)!, key);
      return i < 0 ? undefined : ids.subarray(start[i]!, start[i + 1]!);
    },
  });
}

/** The Porter2 key of a query word (as the generated table and word families are keyed). */
function familyKey(word: string): string {
  const w = word.replace(/[^a-z0-9]/g, '');
  return /^[a-z]+$/.test(w) ? porter2(w) : w;
}

/** Index terms of a word's family: words sharing its Porter2 stem ("apartment" for "apartments"). */
export function familyTerms(ix: TextIndex, word: string): Iterable<number> {
  return familyMap(ix).get(familyKey(word)) ?? [];
}

/**
 * Index terms related to a query word (`s` its index stem), with weights in (0, 1), strongest
 * first; the word's own term is left out.
 */
export function relatedTerms(
  ix: TextIndex,
  s: string,
  word: string,
  t: Tuning['lexicon'] = TUNING.lexicon,
): Array<[number, number]> {
  const out = new Map<number, number>();
  const self = ix.termId.get(s);
  const put = (id: number | undefined, w: number): void => {
    if (id === undefined || id === self) return;
    if (w > (out.get(id) ?? 0)) out.set(id, w);
  };
  const data = lexiconData as LexiconFile;
  targets ??= data.terms ? data.terms.split(' ') : [];
  const key = familyKey(word);
  const entry = data.rel[key];
  if (entry) {
    const fam = familyMap(ix);
    for (const part of entry.split(',')) {
      const [i, w] = part.split(':');
      const r = targets[Number(i)];
      if (!r || r === key) continue;
      for (const id of fam.get(r) ?? []) put(id, (Number(w) / 10) * t.generated);
    }
  }
  for (const c of curatedMap().get(s) ?? []) put(ix.termId.get(c), t.curated);
  // A word the archive lacks borrows its family's groups ("apocalyptic" for a typo's stem).
  if (self === undefined) {
    for (const c of curatedFamilies!.get(key) ?? []) put(ix.termId.get(c), t.curated);
  }
  return [...out].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
}
