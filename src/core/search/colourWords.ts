// Colour words in a query turned into CIELAB targets ("teal", "sodium orange", "pastel pink"),
// and tone words into palette-wide features (black-and-white, saturated, dark, bright).
import { hexToLab, labToHex } from '../colour/lab';
import type { Lab } from '../colour/lab';
import { words } from './tokenize';
import { TONE_CLASSES } from './wordClasses';
import type { Tone } from './wordClasses';

/** Named colours as they look in films (not CSS extremes: "red" is a film red, not #FF0000). */
const NAMED: Record<string, string> = {
  red: '#B3261E',
  crimson: '#9E1B32',
  scarlet: '#C8281E',
  cherry: '#A0132A',
  blood: '#7A0C0C',
  burgundy: '#6B1C2A',
  maroon: '#6E1F23',
  wine: '#6B2035',
  oxblood: '#5E1A1B',
  rust: '#A4472A',
  brick: '#9C4A35',
  terracotta: '#C0643F',
  copper: '#B0653A',
  orange: '#E0782A',
  tangerine: '#F08A24',
  amber: '#D9901E',
  sodium: '#E08A2E',
  peach: '#F2B38C',
  coral: '#EE7A62',
  salmon: '#E98D78',
  gold: '#C9A227',
  golden: '#D4A437',
  yellow: '#E8C832',
  mustard: '#C9A12C',
  ochre: '#C08A2E',
  lemon: '#EEE060',
  butter: '#F2E2A0',
  cream: '#EFE4C8',
  ivory: '#EDE6D3',
  beige: '#D8C6A5',
  khaki: '#B5A57A',
  tan: '#B89370',
  sand: '#CDB68E',
  brown: '#6B4A2F',
  chocolate: '#4A2C1C',
  sepia: '#8C6D4A',
  tobacco: '#6F4E2D',
  caramel: '#A86A32',
  mahogany: '#5C2A1E',
  walnut: '#5A3E2B',
  green: '#3C7A45',
  emerald: '#1F7A55',
  jade: '#3A8F6E',
  olive: '#6B6B34',
  moss: '#5F6B3A',
  sage: '#9AAE8C',
  mint: '#A8D8B9',
  lime: '#9CCB3B',
  forest: '#24452C',
  teal: '#1F6F6F',
  turquoise: '#3AB0A8',
  aqua: '#5FC4C8',
  cyan: '#3CB4CF',
  blue: '#2D5C9E',
  navy: '#1C2A4A',
  cobalt: '#2147A0',
  azure: '#4B8ED6',
  sky: '#8EC0E4',
  indigo: '#2E2A6B',
  steel: '#5B6D7E',
  slate: '#56616B',
  purple: '#5E2F7A',
  violet: '#6F3FA0',
  lavender: '#B7A5D6',
  lilac: '#C3A6D0',
  plum: '#5E2A4E',
  magenta: '#B8267A',
  fuchsia: '#C4307F',
  pink: '#E58FAE',
  rose: '#D66E86',
  blush: '#E8B4B8',
  white: '#ECEBE6',
  black: '#141414',
  charcoal: '#2F2F2F',
  grey: '#7F7F7F',
  gray: '#7F7F7F',
  silver: '#B8BBBE',
  chrome: '#C4C7CA',
  neon: '#E8308C',
  fluorescent: '#C9E6A8',
  tungsten: '#E2A55A',
  candlelight: '#E7A65B',
  nicotine: '#B8A15A',
};

/** Modifiers shift a named colour in CIELAB (lightness, chroma factor). */
export const MODIFIERS: Readonly<Record<string, [number, number]>> = {
  pastel: [+22, 0.45],
  pale: [+18, 0.55],
  light: [+15, 0.8],
  soft: [+8, 0.65],
  dusty: [+4, 0.5],
  muted: [0, 0.5],
  faded: [+6, 0.5],
  washed: [+10, 0.45],
  dark: [-18, 0.9],
  deep: [-14, 1.1],
  bright: [+6, 1.3],
  vivid: [0, 1.35],
  electric: [+4, 1.4],
  neon: [+6, 1.5],
  hot: [+2, 1.3],
  acid: [+8, 1.4],
};

export interface ColourTarget {
  /** The words as the user wrote them ("pastel pink"). */
  phrase: string;
  hex: string;
  lab: Lab;
}

export type { Tone } from './wordClasses';

function modified(lab: Lab, mod: [number, number]): Lab {
  return [Math.max(4, Math.min(97, lab[0] + mod[0])), lab[1] * mod[1], lab[2] * mod[1]];
}

/** Colour targets of a query: each named colour, shifted by the modifier just before it. */
export function parseColourTargets(text: string): ColourTarget[] {
  const ws = words(text.replace(/-/g, ' '));
  const out: ColourTarget[] = [];
  ws.forEach((w, i) => {
    const hex = NAMED[w];
    if (!hex) return;
    // "neon" alone is a colour, "neon pink" is a modifier: let the next word carry it.
    if (MODIFIERS[w] && NAMED[ws[i + 1] ?? '']) return;
    let lab = hexToLab(hex)!;
    let phrase = w;
    const prev = ws[i - 1] ?? '';
    if (MODIFIERS[prev]) {
      lab = modified(lab, MODIFIERS[prev]);
      phrase = `${prev} ${w}`;
    }
    if (out.some((t) => t.phrase === phrase)) return;
    out.push({ phrase, hex: phrase === w ? hex : labToHex(lab), lab });
  });
  return out;
}

export function parseTones(text: string): Tone[] {
  const t = ` ${words(text.replace(/-/g, ' ')).join(' ')} `;
  return (Object.keys(TONE_CLASSES) as Tone[]).filter((tone) =>
    TONE_CLASSES[tone].some((p) => t.includes(` ${p} `)),
  );
}

export function isColourWord(word: string): boolean {
  return word in NAMED || word in MODIFIERS;
}

/** Every colour, modifier and tone word the parser knows (correct spellings for typos). */
export function colourVocabulary(): string[] {
  const tones = Object.values(TONE_CLASSES).flatMap((ps) => ps.filter((p) => !p.includes(' ')));
  return [...new Set([...Object.keys(NAMED), ...Object.keys(MODIFIERS), ...tones])];
}
