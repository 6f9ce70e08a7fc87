// Typos in a query ("grafitti", "brownstnoe", "apocolyptic", "pastell"): the one spelling corrector.
// An unknown word of five letters or more (see tuning.ts) is replaced by the known word one edit
// away (two for long words), counting a swap of neighbours as one edit. Known words are the
// archive's, the colour and tone words, and the common English words of the generated lexicon.
import { colourVocabulary } from './colourWords';
import { isLexiconKey, lexiconKeys } from './lexicon';
import { docFreq } from './textIndex';
import type { TextIndex } from './textIndex';
import { porter2 } from './porter2';
import { isFiller, isStopword, stem } from './tokenize';
import { TUNING } from './tuning';
import { DECADE_WORD } from './decadeQuery';
import type { Tuning } from './tuning';

/** Optimal string alignment distance, giving up above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(rows[i - 1]![j]! + 1, row[j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        v = Math.min(v, rows[i - 2]![j - 2]! + 1);
      }
      row.push(v);
      best = Math.min(best, v);
    }
    if (i > 0 && best > max) return max + 1;
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

interface Known {
  /** What a typo is compared with (an archive or lexicon stem, or a colour word). */
  form: string;
  /** What replaces the typo in the query. */
  word: string;
  /** 0 archive, 1 colour or tone word, 2 lexicon word: the archive's words win ties. */
  rank: number;
  df: number;
}

const vocabulary = new WeakMap<TextIndex, Map<string, Known[]>>();
let colourWordSet: Set<string> | null = null;

function colourSet(): Set<string> {
  return (colourWordSet ??= new Set(colourVocabulary()));
}

function known(ix: TextIndex): Map<string, Known[]> {
  let m = vocabulary.get(ix);
  if (m) return m;
  m = new Map();
  const put = (k: Known): void => {
    const first = k.form[0]!;
    let list = m!.get(first);
    if (!list) m!.set(first, (list = []));
    list.push(k);
  };
  ix.terms.forEach((t, id) => {
    if (t.includes('_') || t.length < 4 || !/^[a-z]+$/.test(t)) return;
    put({ form: t, word: ix.surface[id]!, rank: 0, df: docFreq(ix, id) });
  });
  for (const w of colourSet()) put({ form: w, word: w, rank: 1, df: 0 });
  for (const k of lexiconKeys()) {
    if (k.length >= 4 && /^[a-z]+$/.test(k) && !ix.termId.has(k)) {
      put({ form: k, word: k, rank: 2, df: 0 });
    }
  }
  vocabulary.set(ix, m);
  return m;
}

/** The known word closest to an unknown one, or null when none is close enough. */
function correction(ix: TextIndex, word: string, t: Tuning['typos']): Known | null {
  const max = word.length >= t.longWord ? 2 : 1;
  const s = stem(word);
  const family = porter2(word);
  let best: Known | null = null;
  let bestD = 2 * max + 1;
  let bestP = -1;
  for (const k of known(ix).get(word[0]!) ?? []) {
    // Archive terms are inflectional stems, lexicon keys Porter2 stems: compare each with its kind.
    const asStem = k.rank === 2 ? family : s;
    let d = Math.min(editDistance(word, k.form, max), editDistance(asStem, k.form, max));
    // A stem is shorter than its words ("desol" for "desolate"): when no whole word is close,
    // compare the typo's start, if what is left over could be a suffix. Whole words come first.
    const rest = word.length - k.form.length;
    if (d > max) {
      const prefix =
        k.rank !== 1 && k.form.length >= 5 && rest > 0 && rest <= 4
          ? editDistance(word.slice(0, k.form.length), k.form, 1)
          : 2;
      // One edit at most in the start, and only in a long stem (tuning.ts prefixEditMin).
      if (prefix > 1 || (prefix === 1 && k.form.length < t.prefixEditMin)) continue;
      d = max + 1 + prefix;
    }
    if (d > bestD) continue;
    // A guess never becomes a decade or era: that would filter the whole archive on a typo.
    if (DECADE_WORD.test(k.word)) continue;
    let p = 0;
    while (p < k.form.length && k.form[p] === word[p]) p++;
    const better =
      !best ||
      d < bestD ||
      k.rank < best.rank ||
      (k.rank === best.rank && (p > bestP || (p === bestP && k.df > best.df)));
    if (better) {
      best = k;
      bestD = d;
      bestP = p;
    }
  }
  return best;
}

/** Whether a query word needs no correction: known somewhere, short, or not a plain word. */
function isKnown(ix: TextIndex, word: string, t: Tuning['typos']): boolean {
  if (word.length < t.minLength || !/^[a-z]+$/.test(word)) return true;
  if (isStopword(word) || isFiller(word) || colourSet().has(word)) return true;
  return ix.termId.has(stem(word)) || isLexiconKey(porter2(word));
}

export interface Corrected {
  text: string;
  /**
   * Replacements that are stems, not words ("apocalypt"): shown to people as the user wrote them.
   */
  shown: Map<string, string>;
}

/** The query with its misspelt words replaced by the closest known words. */
export function correctSpelling(
  ix: TextIndex,
  text: string,
  t: Tuning['typos'] = TUNING.typos,
): Corrected {
  const shown = new Map<string, string>();
  const out = text.replace(/[A-Za-z]+/g, (raw) => {
    const word = raw.toLowerCase();
    const k = correctWord(ix, word, t);
    if (!k) return raw;
    if (k.stem) shown.set(k.word, word);
    return k.word;
  });
  return { text: out, shown };
}

/**
 * The correction of one lower-case word, or null when it needs none or none is close enough.
 * `stem`: the replacement is a lexicon stem ("apocalypt"), to show as the user wrote it.
 */
export function correctWord(
  ix: TextIndex,
  word: string,
  t: Tuning['typos'] = TUNING.typos,
): { word: string; stem: boolean } | null {
  if (isKnown(ix, word, t)) return null;
  const k = correction(ix, word, t);
  return k ? { word: k.word, stem: k.rank === 2 } : null;
}
