// Film titles named in free text ("something like Taxi Driver", "Do the Right Thing vibes"),
// resolved against the archive. Titles that are ordinary words ("Big", "Shame", "Network") count
// or that are also places ("Manhattan", "Wall Street") count only when the text marks them as a
// title: quoted, after "like" / "the look of", or before "vibes".
import { foldText, isStopword, normalizeText } from './tokenize';
import { TITLE_CUE_AFTER, TITLE_CUE_BEFORE, TITLE_CUE_OF } from './wordClasses';
import { sortedIndexOf } from './sortedStrings';
import type { StringList } from './sortedStrings';

export interface TitleEntry {
  film: number;
  words: string[];
  year: number;
  /** Also an ordinary phrase (a place, a word): counts only when the text marks it as a title. */
  ambiguous: boolean;
}

export interface TitleMention {
  film: number;
  /** Word positions [from, to) of the mention in `titleWords(text)`. */
  from: number;
  to: number;
  /** Marked as a film ("like X", quoted, "X vibes"), not just words that happen to be a title. */
  cued: boolean;
}

/** Title-matching words: no punctuation, "&" as "and", apostrophes and dots removed. */
export function titleWords(text: string): string[] {
  return titleWordSpans(foldText(text)).map((w) => w.word);
}

/** A title-matching word and where it stands, [from, to), in the folded text it was read from. */
export interface TitleWordSpan {
  word: string;
  from: number;
  to: number;
}

/**
 * The words of `titleWords` with their places in `folded` (a text through `foldText`), so a named
 * film can be cut out of the text and the rest keep its punctuation, hyphens and capitals.
 */
export function titleWordSpans(folded: string): TitleWordSpan[] {
  const out: TitleWordSpan[] = [];
  for (const m of folded.matchAll(/[A-Za-z0-9'.]+/g)) {
    const word = m[0].replace(/['.]/g, '').toLowerCase();
    if (word) out.push({ word, from: m.index, to: m.index + m[0].length });
  }
  return out;
}

/**
 * `commonPhrase(words)` says whether the title's words are used as a phrase in other films'
 * descriptions ("Manhattan", "Wall Street", "Times Square"): such titles need a cue.
 */
export function buildTitleEntries(
  titles: Array<{ title: string; year: number }>,
  commonPhrase: (words: string[], film: number) => boolean,
): TitleEntry[] {
  return titles.map((t, film) => {
    const words = titleWords(t.title);
    const content = words.filter((w) => !isStopword(w));
    const short = content.length <= 1 && words.length <= 2;
    return {
      film,
      words,
      year: t.year,
      ambiguous: short || (content.length <= 2 && commonPhrase(content, film)),
    };
  });
}

function cued(ws: string[], from: number, to: number): boolean {
  const prev = ws[from - 1] ?? '';
  if (TITLE_CUE_BEFORE.has(prev)) return true;
  if (
    (prev === 'of' || prev === 'to') &&
    (TITLE_CUE_OF.has(ws[from - 2] ?? '') || ws[from - 2] === 'similar')
  )
    return true;
  return TITLE_CUE_AFTER.has(ws[to] ?? '');
}

/** The title in quotes in the original text. */
function quoted(raw: string, e: TitleEntry): boolean {
  const re = new RegExp(`["\u201c\u00ab]\\s*${e.words.join('[^a-z0-9]+')}\\s*["\u201d\u00bb]`);
  return re.test(normalizeText(raw).replace(/['.]/g, ''));
}

/** The archive's titles by their first word. */
export interface TitleIndex {
  /** Titles whose first word is `word`, longest first (film order among equals). */
  startingWith(word: string): readonly TitleEntry[];
  /** Every title, grouped by first word in the order `startingWith` gives them. */
  groups(): Iterable<readonly TitleEntry[]>;
}

/** Titles with words, grouped by first word, each group longest first (film order among equals). */
function groupTitles(entries: readonly TitleEntry[]): Map<string, TitleEntry[]> {
  const byFirst = new Map<string, TitleEntry[]>();
  for (const e of entries) {
    if (e.words.length === 0) continue;
    const first = e.words[0]!;
    let list = byFirst.get(first);
    if (!list) byFirst.set(first, (list = []));
    list.push(e);
  }
  for (const list of byFirst.values()) list.sort((a, b) => b.words.length - a.words.length);
  return byFirst;
}

export function buildTitleIndex(entries: readonly TitleEntry[]): TitleIndex {
  const byFirst = groupTitles(entries);
  return { startingWith: (word) => byFirst.get(word) ?? [], groups: () => byFirst.values() };
}

/** Grouped titles as stored (a snapshot): group g holds entries start[g] .. start[g + 1]. */
export interface StoredTitles {
  /** First words, sorted (code-unit order). */
  firsts: StringList;
  start: Int32Array;
  film: Int32Array;
  words: StringList;
  ambiguous: Uint8Array;
  year: ArrayLike<number>;
}

/**
 * A title index over stored groups: a group's entries are made the first time a query word asks
 * for them (a load at 100k films built 100k entries and their maps for the few a query looks at).
 */
export function storedTitleIndex(t: StoredTitles): TitleIndex {
  const made = new Map<number, TitleEntry[]>();
  const group = (g: number): TitleEntry[] => {
    let list = made.get(g);
    if (list) return list;
    list = [];
    for (let i = t.start[g]!; i < t.start[g + 1]!; i++) {
      const f = t.film[i]!;
      list.push({
        film: f,
        words: (t.words.get(i) ?? '').split(' '),
        year: t.year[f]!,
        ambiguous: t.ambiguous[i] === 1,
      });
    }
    made.set(g, list);
    return list;
  };
  return {
    startingWith(word) {
      const g = sortedIndexOf(t.firsts.length, (i) => t.firsts.get(i)!, word);
      return g < 0 ? [] : group(g);
    },
    *groups() {
      for (let g = 0; g < t.firsts.length; g++) yield group(g);
    },
  };
}

/** Films whose titles occur in the text, leftmost-longest, no overlaps. */
export function findTitles(text: string, index: TitleIndex): TitleMention[] {
  const ws = titleWords(text);
  const found: TitleMention[] = [];
  for (let i = 0; i < ws.length; i++) {
    for (const e of index.startingWith(ws[i]!)) {
      const n = e.words.length;
      let ok = i + n <= ws.length;
      for (let j = 1; j < n && ok; j++) ok = ws[i + j] === e.words[j];
      if (!ok) continue;
      const isCued = cued(ws, i, i + n) || quoted(text, e);
      if (e.ambiguous && !isCued) continue;
      // Same title twice in the archive (remakes): a year right after the title picks one.
      const twins = index
        .startingWith(ws[i]!)
        .filter((o) => o.words.length === n && o.words.every((w, k) => w === e.words[k]));
      const nextYear = Number(ws[i + n]);
      const chosen = twins.find((o) => o.year === nextYear) ?? twins[0]!;
      found.push({ film: chosen.film, from: i, to: i + n, cued: isCued });
      i += n - 1;
      break;
    }
  }
  return found;
}

const pairCache = new WeakMap<TitleIndex, Set<string>>();

/**
 * Whether two words follow each other in some archive title, for pairs whose first word is in
 * `firsts` (negators: "No Way Home", "Money Never Sleeps" name films, they negate nothing).
 */
export function inTitle(
  index: TitleIndex,
  a: string,
  b: string,
  firsts: ReadonlySet<string>,
): boolean {
  let pairs = pairCache.get(index);
  if (!pairs) {
    pairs = new Set();
    for (const list of index.groups()) {
      for (const e of list) {
        for (let i = 0; i + 1 < e.words.length; i++) {
          if (firsts.has(e.words[i]!)) pairs.add(`${e.words[i]!} ${e.words[i + 1]!}`);
        }
      }
    }
    pairCache.set(index, pairs);
  }
  return pairs.has(`${a} ${b}`);
}
