// Decades named in free text: "1970s", "70s", "'70s", "seventies", "nineteen-seventies", a year
// ("1977"), and eras people use for New York films ("mid-century", "jazz age", "turn of the century").
import { normalizeText } from './tokenize';

const TENS: Record<string, number> = {
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};

const ERAS: Array<[RegExp, string[]]> = [
  [/\bmid[- ]?century\b/, ['1950s', '1960s']],
  [
    /\bturn of the (?:20th |twentieth )?century\b|\bfin de siecle\b|\bbelle epoque\b/,
    ['1890s', '1900s'],
  ],
  [/\bturn of the millenn?i?um\b|\bnew millenn?i?um\b|\by2k\b/, ['1990s', '2000s']],
  [/\bgilded age\b/, ['1870s', '1880s', '1890s']],
  [/\bjazz age\b|\broaring (?:20s|twenties)\b|\bprohibition\b|\bflapper/, ['1920s']],
  [/\b(?:great )?depression[- ]era\b|\bthe great depression\b/, ['1930s']],
  [/\bpost[- ]?war\b/, ['1940s', '1950s']],
  [/\bwartime\b|\bworld war (?:ii|two|2)\b/, ['1940s']],
  [/\bdisco era\b/, ['1970s']],
  [/\bvictorian\b|\bcivil war\b|\b19th century\b|\bnineteenth century\b/, ['1860s', '1870s']],
];

function add(out: string[], d: string): void {
  if (!out.includes(d)) out.push(d);
}

/** Decades mentioned in the text, in order of mention, as "1970s". */
export function parseQueryDecades(text: string): string[] {
  const t = normalizeText(text);
  const out: string[] = [];
  const re =
    /(?:^|[^a-z0-9])(?:(1[89]\d0|20[0-2]0)'?s\b|'?(\d)0'?s\b|(nineteen|twenty)?[- ]?(twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b|(1[89]\d\d|20[0-2]\d)\b)/g;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    if (m[1]) add(out, `${m[1]}s`);
    else if (m[2]) {
      const tens = Number(m[2]) * 10;
      // "20s" alone reads as the 1920s for a period look; "00s" and "10s" as this century.
      add(out, `${tens <= 10 ? 2000 + tens : 1900 + tens}s`);
    } else if (m[4]) {
      const century = m[3] === 'twenty' ? 2000 : 1900;
      add(out, `${century + TENS[m[4]]!}s`);
    } else if (m[5]) add(out, `${Math.floor(Number(m[5]) / 10) * 10}s`);
  }
  for (const [re2, ds] of ERAS) if (re2.test(t)) ds.forEach((d) => add(out, d));
  return out;
}

/** A decade as people write it, for the qualifiers below. */
const DECADE_TEXT = String.raw`(?:(?:1[89]|20)?'?\d0'?s|(?:nineteen[- ]?|twenty[- ]?)?(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))`;
const QUALIFIED = new RegExp(String.raw`\b(late|early)[- ]+(?=${DECADE_TEXT}\b)`, 'g');

/** A year of the archive's range, as a capture group. */
const YEAR = String.raw`(1[89]\d\d|20[0-2]\d)`;
/** A year on its own (not "1970s" or "1970's"). */
const YEAR_ALONE = new RegExp(String.raw`(?:^|[^a-z0-9'])${YEAR}(?![0-9]|'?s\b)`, 'g');
/** "around 1900", "circa 1955", "c. 1900", "1900-ish": a year given loosely. */
const APPROX_YEAR = new RegExp(
  String.raw`\b(?:around|circa|about|approximately|roughly|c\.?)\s+${YEAR}\b|\b${YEAR}[- ]?ish\b`,
  'g',
);

/**
 * Decades next to a qualified one: "late 70s" reaches into the early 1980s and "early 80s" back
 * into the late 1970s, since a period's look does not end on the decade. So does a year near a
 * decade's edge ("1979": the 1980s), and a year given loosely ("around 1900": the 1890s and the
 * 1900s). `named`: the decades the text names (parseQueryDecades), which are not near ones;
 * `reach`: how many years a year named exactly, or loosely, reaches (tuning.ts).
 */
export function parseNearDecades(
  text: string,
  named: readonly string[],
  reach: { exact: number; loose: number },
): string[] {
  const t = normalizeText(text);
  const out: string[] = [];
  for (let m = QUALIFIED.exec(t); m; m = QUALIFIED.exec(t)) {
    const [qualified] = parseQueryDecades(t.slice(m.index + m[0].length).split(/[^a-z0-9'-]/)[0]!);
    if (!qualified) continue;
    const year = Number(qualified.slice(0, 4)) + (m[1] === 'late' ? 10 : -10);
    add(out, `${year}s`);
  }
  const loose = new Set<number>();
  for (let m = APPROX_YEAR.exec(t); m; m = APPROX_YEAR.exec(t)) loose.add(Number(m[1] ?? m[2]));
  for (const m of t.matchAll(YEAR_ALONE)) {
    const year = Number(m[1]);
    const r = loose.has(year) ? reach.loose : reach.exact;
    for (const y of [year - r, year + r]) add(out, `${Math.floor(y / 10) * 10}s`);
  }
  return out.filter((d) => !named.includes(d));
}

/** Words that only say a decade or era (not aesthetic content of their own). */
export const DECADE_WORD =
  /^(?:1[89]\d0s|20[0-2]0s|\d0s|(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)|1[89]\d\d|20[0-2]\d|nineteen|mid|century)$/;
