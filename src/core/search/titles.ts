// Film titles named in free text ("something like Taxi Driver", "Do the Right Thing vibes"),
// resolved against the archive. Titles that are ordinary words ("Big", "Shame", "Network") count
// or that are also places ("Manhattan", "Wall Street") count only when the text marks them as a
// title: quoted, after "like" / "the look of", or before "vibes".
import { isStopword, normalizeText } from './tokenize';

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
  return normalizeText(text)
    .replace(/['.]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * `commonPhrase(words)` says whether the title's words are used as a phrase in other films'
 * descriptions ("Manhattan", "Wall Street", "Times Square"): such titles need a cue.
 */
export function buildTitleEntries(
  titles: Array<{ title: string; year: number }>,
  commonPhrase: (words: string[]) => boolean,
): TitleEntry[] {
  return titles.map((t, film) => {
    const words = titleWords(t.title);
    const content = words.filter((w) => !isStopword(w));
    const short = content.length <= 1 && words.length <= 2;
    return {
      film,
      words,
      year: t.year,
      ambiguous: short || (content.length <= 2 && commonPhrase(content)),
    };
  });
}

/** Words right before a title that mark it as one: "like Big", "the look of Manhattan". */
const CUE_BEFORE = new Set(['like', 'as', 'than', 'la', 'similar', 'meets', 'resembling']);
const CUE_OF = new Set([
  'look',
  'feel',
  'feeling',
  'warmth',
  'palette',
  'colours',
  'colors',
  'style',
  'mood',
  'vibe',
  'vibes',
  'aesthetic',
  'spirit',
  'world',
  'atmosphere',
  'tone',
]);
const CUE_AFTER = new Set(['vibe', 'vibes', 'style', 'aesthetic', 'esque', 'meets', 'type']);

function cued(ws: string[], from: number, to: number): boolean {
  const prev = ws[from - 1] ?? '';
  if (CUE_BEFORE.has(prev)) return true;
  if (
    (prev === 'of' || prev === 'to') &&
    (CUE_OF.has(ws[from - 2] ?? '') || ws[from - 2] === 'similar')
  )
    return true;
  return CUE_AFTER.has(ws[to] ?? '');
}

/** The title in quotes in the original text. */
function quoted(raw: string, e: TitleEntry): boolean {
  const re = new RegExp(`["\u201c\u00ab]\\s*${e.words.join('[^a-z0-9]+')}\\s*["\u201d\u00bb]`);
  return re.test(normalizeText(raw).replace(/['.]/g, ''));
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
      const isCued = cued(ws, i, i + n) || quoted(text, e);
      if (e.ambiguous && !isCued) continue;
      // Same title twice in the archive (remakes): a year right after the title picks one.
      const nextYear = Number(ws[i + n]);
      const twins = entries.filter((o) => o.words.join(' ') === e.words.join(' '));
      if (twins.length > 1) {
        const exact = twins.find((o) => o.year === nextYear);
        if (exact ? exact.film !== e.film : twins[0]!.film !== e.film) continue;
      }
      for (let j = i; j < i + n; j++) taken[j] = 1;
      found.push({ film: e.film, from: i, to: i + n, cued: isCued });
    }
  }
  return found.sort((a, b) => a.from - b.from);
}
