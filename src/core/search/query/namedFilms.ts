// The first pass: films and film-makers a query names. "like Taxi Driver" asks for other films
// that look like it, "Scorsese grit" for his films and films like them. A cued title and a
// film-maker's name are cut out of the text itself (not rebuilt from bare words), so what is left
// keeps its commas, hyphens and capitals and reads as it would alone. Titles are matched in their
// own word form (titles.ts: "L.A." is "la"), so this pass runs before the tokeniser.
import { findMakers } from '../directors';
import type { MakerEntry } from '../directors';
import { findTitles, titleWordSpans } from '../titles';
import type { TitleIndex } from '../titles';
import { foldText } from '../tokenize';

export interface NamedFilms {
  /** What is left of the text to read for a look. */
  text: string;
  /** Films named (cued or not) and films of the film-makers named. */
  refs: number[];
  /** Films asked for look-alikes of: left out of the results. */
  excluded: number[];
  /** Films of a film-maker named, with the name. */
  byMaker: Map<number, string>;
}

/** A year right after a title picks between remakes and is no decade asked for. */
const YEAR = /^(1[89]|20)\d\d$/;

export function cutNamedFilms(
  text: string,
  titles: TitleIndex | null,
  makers: Map<string, MakerEntry[]> | null,
): NamedFilms {
  const folded = foldText(text);
  const spans = titleWordSpans(folded);
  const ws = spans.map((s) => s.word);
  const drop = new Uint8Array(ws.length);
  const refs: number[] = [];
  const excluded: number[] = [];
  if (titles) {
    for (const m of findTitles(text, titles)) {
      if (!refs.includes(m.film)) refs.push(m.film);
      // "like Taxi Driver" asks for other films; "Wall Street greed" also describes a look.
      if (!m.cued) continue;
      if (!excluded.includes(m.film)) excluded.push(m.film);
      for (let i = m.from; i < m.to; i++) drop[i] = 1;
      if (YEAR.test(ws[m.to] ?? '')) drop[m.to] = 1;
    }
  }
  const taken = drop.slice();
  const byMaker = makers ? findMakers(ws, taken, makers) : new Map<number, string>();
  for (const f of byMaker.keys()) if (!refs.includes(f)) refs.push(f);
  if (!taken.some((d) => d > 0)) return { text, refs, excluded, byMaker };
  let out = '';
  let at = 0;
  spans.forEach((w, i) => {
    if (!taken[i]) return;
    out += `${folded.slice(at, w.from)} `;
    at = w.to;
  });
  return { text: out + folded.slice(at), refs, excluded, byMaker };
}
