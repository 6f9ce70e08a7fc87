// Typos in a query ("grafitti", "brownstnoe"): an unknown word of five letters or more is matched to
// archive words one edit away (two for long words), counting a swap of neighbours as one edit.
import type { TextIndex } from './textIndex';

const byFirst = new WeakMap<TextIndex, Map<string, number[]>>();

function bucket(ix: TextIndex): Map<string, number[]> {
  let m = byFirst.get(ix);
  if (m) return m;
  m = new Map();
  ix.terms.forEach((t, id) => {
    if (t.includes('_') || t.length < 4 || !/^[a-z]+$/.test(t)) return;
    const k = t[0]!;
    let list = m!.get(k);
    if (!list) m!.set(k, (list = []));
    list.push(id);
  });
  byFirst.set(ix, m);
  return m;
}

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

/** Archive terms close to an unknown word or its stem (the closest ones, at most 2). */
export function typoCandidates(ix: TextIndex, word: string, stemmed: string): number[] {
  if (word.length < 5 || !/^[a-z]+$/.test(word)) return [];
  const max = word.length >= 8 ? 2 : 1;
  const found: Array<[number, number]> = [];
  for (const id of bucket(ix).get(word[0]!) ?? []) {
    const t = ix.terms[id]!;
    const d = Math.min(editDistance(stemmed, t, max), editDistance(word, t, max));
    if (d <= max) found.push([d, id]);
  }
  // Closest first; among equals, the one sharing the longest start with the word, then the
  // commoner. Two edits is a guess: only the best one is kept.
  const prefix = (t: string): number => {
    let i = 0;
    while (i < t.length && t[i] === word[i]) i++;
    return i;
  };
  found.sort(
    (x, y) =>
      x[0] - y[0] ||
      prefix(ix.terms[y[1]]!) - prefix(ix.terms[x[1]]!) ||
      ix.docs[y[1]]!.length - ix.docs[x[1]]!.length,
  );
  const best = found[0]?.[0] ?? 0;
  return found
    .filter(([d]) => d === best)
    .slice(0, best >= 2 ? 1 : 2)
    .map(([, id]) => id);
}
