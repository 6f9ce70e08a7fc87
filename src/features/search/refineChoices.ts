// What the refine control offers (docs/look-profiles.md#refining): a range of depicted decades,
// a colour mode, a borough and a format, each "Any" by default. Pure: the control and the tests
// read the same lists, and `readRefine` checks what session storage gives back. The formats are
// listed here rather than read from the look vocabulary, which would put the whole vocabulary in
// the page's bundle; a unit test checks each against it.
import { BOROUGHS, COLOR_MODES, isBorough, isColorMode } from '../../core/filmFacts';
import type { Borough, ColorMode } from '../../core/filmFacts';
import type { Refine } from '../../core/search/refine';

export type { Refine };

/** Decades the archive spans, as their first year. */
export const REFINE_DECADES: readonly number[] = Array.from(
  { length: 10 },
  (_, i) => 1930 + i * 10,
);

export const COLOR_MODE_LABELS: Record<ColorMode, string> = {
  colour: 'Colour',
  'black-and-white': 'Black-and-white',
  mixed: 'Colour and black-and-white',
};

export const REFINE_BOROUGHS: readonly Borough[] = BOROUGHS;
export const REFINE_COLOR_MODES: readonly ColorMode[] = COLOR_MODES;

/** Formats a person narrows to ("Animation" keeps stop-motion and hand-drawn films too). */
export const REFINE_FORMATS: ReadonlyArray<{ id: string; label: string }> = [
  { id: 'format.live-action', label: 'Live action' },
  { id: 'format.animation', label: 'Animation' },
  { id: 'format.documentary', label: 'Documentary' },
  { id: 'format.concert-film', label: 'Concert film' },
  { id: 'format.experimental', label: 'Experimental' },
  { id: 'format.silent', label: 'Silent film' },
];

const isDecade = (v: unknown): v is number => typeof v === 'number' && REFINE_DECADES.includes(v);

/** A refinement as kept in session storage, or null when it is not one this control makes. */
export function readRefine(v: unknown): Refine | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const o = v as Record<string, unknown>;
  const out: Refine = {};
  if (isDecade(o.decadeFrom)) out.decadeFrom = o.decadeFrom;
  if (isDecade(o.decadeTo)) out.decadeTo = o.decadeTo;
  if (isColorMode(o.colorMode)) out.colorMode = o.colorMode;
  if (isBorough(o.borough)) out.borough = o.borough;
  if (REFINE_FORMATS.some((f) => f.id === o.format)) out.format = o.format as string;
  return out;
}

function isRefined(r: Refine): boolean {
  return Object.values(r).some((v) => v !== undefined);
}

/** "1970s–1980s · Black-and-white · Animation": what a refinement narrows to, for the deck's line. */
export function describeRefine(r: Refine | undefined): string {
  if (!r || !isRefined(r)) return '';
  const parts: string[] = [];
  if (r.decadeFrom !== undefined || r.decadeTo !== undefined) {
    const from = r.decadeFrom !== undefined ? `${r.decadeFrom}s` : '';
    const to = r.decadeTo !== undefined ? `${r.decadeTo}s` : '';
    parts.push(
      from && to ? (from === to ? from : `${from}–${to}`) : from ? `from ${from}` : `to ${to}`,
    );
  }
  if (r.colorMode) parts.push(COLOR_MODE_LABELS[r.colorMode]);
  if (r.borough) parts.push(r.borough);
  const format = REFINE_FORMATS.find((f) => f.id === r.format);
  if (format) parts.push(format.label);
  return parts.join(' · ');
}

/** The refinement to send: undefined when nothing is narrowed (older requests stay as they were). */
export function refineToSend(r: Refine | undefined): Refine | undefined {
  return r && isRefined(r) ? r : undefined;
}
