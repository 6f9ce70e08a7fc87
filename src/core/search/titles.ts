// Film titles named in free text ("something like Taxi Driver", "Do the Right Thing vibes"),
// resolved against the archive. Titles that are ordinary words ("Big", "Shame", "Network") count
// only when the text marks them as a title: capitalised mid-sentence, quoted, or after "like".
import { isStopword, normalizeText } from './tokenize';

export interface TitleEntry {
  film: number;
  words: string[];
  year: number;
}

export interface TitleMention {
  film: number;
  /** Word positions [from, to) of the mention in `titleWords(text)`. */
  from: number;
  to: number;
}

/** Title-matching words: no punctuation, "&" as "and", apostrophes and dots removed. */
export function titleWords(text: string): string[] {
  return normalizeText(text)
    .replace(/['.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function buildTitleEntries(titles: Array<{ title: string; year: number }>): TitleEntry[] {
  return titles.map((t, film) => ({ film, words: titleWords(t.title), year: t.year }));
}

const CUES = new Set(['like', 'as', 'from', 'than', 'to', 'of', 'in', 'a', 'la']);

/** A title is "ambiguous" when it is short and made of words people also use plainly. */
function ambiguous(e: TitleEntry): boolean {
  const content = e.words.filter((w) => !isStopword(w));
  return content.length <= 1 && e.words.length <= 2;
}

/** Same split as `titleWords`, keeping the original case. */
function rawTitleWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['.\u2018\u2019]/g, '')
    .replace(/&/g, ' and ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
}

/** Quoted, or capitalised somewhere other than the start of the text. */
function marked(raw: string, from: number, to: number, e: TitleEntry): boolean {
  const quoted = new RegExp(`["\u201c\u00ab]\\s*${e.words.join('[^a-z0-9]+')}\\s*["\u201d\u00bb]`);
  if (quoted.test(normalizeText(raw).replace(/['.]/g, ''))) return true;
  const rw = rawTitleWords(raw).slice(from, to);
  return (
    from > 0 &&
    rw.length > 0 &&
    /^[A-Z0-9]/.test(rw[0]!) &&
    rw.every((w) => /^[A-Z0-9]/.test(w) || isStopword(w.toLowerCase()))
  );
}

/** Films whose titles occur in the text, longest match first, no overlaps. */
export function findTitles(text: string, entries: TitleEntry[]): TitleMention[] {
  const ws = titleWords(text);
  const found: TitleMention[] = [];
  const taken = new Uint8Array(ws.length);
  const byLength = [...entries].sort((a, b) => b.words.length - a.words.length);
  for (const e of byLength) {
    const n = e.words.length;
    if (n === 0) continue;
    for (let i = 0; i + n <= ws.length; i++) {
      let ok = true;
      for (let j = 0; j < n && ok; j++) ok = ws[i + j] === e.words[j] && !taken[i + j];
      if (!ok) continue;
      if (ambiguous(e)) {
        const cue = CUES.has(ws[i - 1] ?? '') && (ws[i - 1] === 'like' || ws[i - 2] === 'like');
        if (!cue && !marked(text, i, i + n, e)) continue;
      }
      // Same title twice in the archive (remakes): a year right after the title picks one.
      const nextYear = Number(ws[i + n]);
      const twins = entries.filter((o) => o.words.join(' ') === e.words.join(' '));
      if (twins.length > 1) {
        const exact = twins.find((o) => o.year === nextYear);
        if (exact ? exact.film !== e.film : twins[0]!.film !== e.film) continue;
      }
      for (let j = i; j < i + n; j++) taken[j] = 1;
      found.push({ film: e.film, from: i, to: i + n });
    }
  }
  return found.sort((a, b) => a.from - b.from);
}
