// Validation rules of the film archive (pure: lines in, problems out). `npm run archive:check`
// runs them over supabase/seed/films.jsonl; each rule has a test that seeds its defect.
import { hexToLab } from '../../src/core/colour/lab';
import {
  BOROUGHS,
  COLOR_MODES,
  NEW_YORK_SHARES,
  isBorough,
  isColorMode,
  isNewYorkShare,
} from '../../src/core/filmFacts';
import { slugify } from '../../src/core/slug';
import { ARCHIVE_KEYS, type ArchiveRecord, type ListedFilm } from './record';
import { checkLook } from './lookRules';

export interface Problem {
  /** Which film (movie_id, or "line N" when the line has none). */
  film: string;
  rule: string;
  message: string;
}

export const LIMITS = {
  summaryWords: [45, 90],
  synopsisWords: [25, 70],
  colours: [5, 8],
  years: [1888, new Date().getFullYear() + 2],
  /** CIELAB chroma above which a colour is no longer a grey (toned silver prints stay under it). */
  greyChroma: 10,
  /** Two summaries sharing a run of this many words read as one text reworded. */
  sharedRun: 8,
} as const;

const HEX = /^#[0-9A-F]{6}$/;
const DECADES = /^\d{3}0s(, \d{3}0s)*$/;
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const LINK = /^https:\/\/letterboxd\.com\/film\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/**
 * Sentences of a text, normalised for comparison (case, spacing, quotes). A full stop after a short
 * capitalised abbreviation (St., Mr., Dr.) does not end a sentence.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<![A-Z][a-z]{0,2}\.)(?<=[.!?])\s+/)
    .map((s) =>
      s
        .toLowerCase()
        .replace(/[“”"’']/g, '')
        .replace(/\s+/g, ' ')
        .replace(/[.!?]+$/, '')
        .trim(),
    )
    .filter((s) => wordCount(s) >= 3);
}

/** Letterboxd titles some films with "&" where our list says "and" (Sid & Nancy): compare without it. */
const withoutAnd = (slug: string) => slug.replace(/(^|-)and(?=-|$)/g, '');

function isString(v: unknown): v is string {
  return typeof v === 'string' && v.trim() !== '';
}

/** Checks one parsed record in isolation; returns its problems. */
function checkRecord(r: Record<string, unknown>, film: string): Problem[] {
  const out: Problem[] = [];
  const add = (rule: string, message: string) => out.push({ film, rule, message });

  for (const key of ARCHIVE_KEYS) {
    if (key === 'palette_shares') continue;
    if (r[key] === undefined || r[key] === null || r[key] === '') add('required', `missing ${key}`);
  }
  for (const key of Object.keys(r)) {
    if (!(ARCHIVE_KEYS as readonly string[]).includes(key))
      add('unknown-field', `unknown field ${key}`);
  }
  if (r.movie_id !== undefined && !(isString(r.movie_id) && ID.test(r.movie_id)))
    add('id-format', 'movie_id must be lower-case words joined by hyphens');
  if (r.movie_title !== undefined && !isString(r.movie_title))
    add('type', 'movie_title must be a non-empty string');
  if (r.year !== undefined) {
    if (typeof r.year !== 'number' || !Number.isInteger(r.year))
      add('type', 'year must be an integer');
    else if (r.year < LIMITS.years[0] || r.year > LIMITS.years[1])
      add('year-range', `year ${r.year} is outside ${LIMITS.years[0]}–${LIMITS.years[1]}`);
  }
  if (
    r.depicted_decade !== undefined &&
    !(isString(r.depicted_decade) && DECADES.test(r.depicted_decade))
  )
    add('decade-format', 'depicted_decade must look like "1970s" or "1960s, 1970s"');
  if (r.letterboxd_link !== undefined) {
    const m = isString(r.letterboxd_link) ? LINK.exec(r.letterboxd_link) : null;
    if (!m) add('link-format', 'letterboxd_link must be https://letterboxd.com/film/<slug>/');
    else if (
      isString(r.movie_title) &&
      !withoutAnd(m[1]!).startsWith(withoutAnd(slugify(r.movie_title)))
    )
      add(
        'link-slug',
        `Letterboxd slug ${m[1]} does not start with the title's slug ${slugify(r.movie_title)}`,
      );
  }
  for (const [field, [min, max]] of [
    ['aesthetic_summary', LIMITS.summaryWords],
    ['synopsis', LIMITS.synopsisWords],
  ] as const) {
    const v = r[field];
    if (v === undefined) continue;
    if (!isString(v)) add('type', `${field} must be text`);
    else if (wordCount(v) < min || wordCount(v) > max)
      add('word-count', `${field} has ${wordCount(v)} words; it needs ${min} to ${max}`);
  }
  if (r.hex_codes !== undefined) {
    const hex = r.hex_codes;
    if (!Array.isArray(hex)) add('type', 'hex_codes must be a list of "#RRGGBB" colours');
    else {
      if (hex.length < LIMITS.colours[0] || hex.length > LIMITS.colours[1])
        add(
          'hex-count',
          `hex_codes has ${hex.length} colours; it needs ${LIMITS.colours[0]} to ${LIMITS.colours[1]}`,
        );
      const bad = hex.filter((h) => typeof h !== 'string' || !HEX.test(h));
      if (bad.length > 0)
        add('hex-format', `not upper-case #RRGGBB: ${bad.map(String).join(', ')}`);
      if (new Set(hex).size !== hex.length) add('hex-format', 'hex_codes repeats a colour');
    }
  }
  if (
    r.palette_source !== undefined &&
    r.palette_source !== 'curated' &&
    r.palette_source !== 'extracted'
  )
    add('palette-source', 'palette_source must be "curated" or "extracted"');
  if (r.palette_shares !== undefined) {
    const s = r.palette_shares;
    const ok =
      Array.isArray(s) &&
      Array.isArray(r.hex_codes) &&
      s.length === r.hex_codes.length &&
      s.every((x) => typeof x === 'number' && x >= 0 && x <= 1);
    if (!ok) add('palette-shares', 'palette_shares must be one share (0..1) per colour');
  }
  if (r.color_mode !== undefined) {
    if (!isColorMode(r.color_mode))
      add('color-mode', `color_mode must be one of ${COLOR_MODES.join(', ')}`);
    else if (Array.isArray(r.hex_codes)) {
      const chroma = r.hex_codes.map((h) => {
        const lab = typeof h === 'string' ? hexToLab(h) : null;
        return lab ? Math.hypot(lab[1], lab[2]) : 0;
      });
      const colourful = chroma.filter((c) => c > LIMITS.greyChroma).length;
      if (r.color_mode === 'black-and-white' && colourful > 0)
        add('color-mode', 'a black-and-white film must have greys only in its palette');
      if (r.color_mode !== 'black-and-white' && colourful === 0)
        add('color-mode', `a ${r.color_mode} film needs at least one colour that is not a grey`);
    }
  }
  if (r.boroughs !== undefined) {
    const b = r.boroughs;
    if (!Array.isArray(b) || b.length === 0 || !b.every(isBorough) || new Set(b).size !== b.length)
      add('boroughs', `boroughs must be a non-empty list of distinct: ${BOROUGHS.join(', ')}`);
  }
  if (r.new_york !== undefined && !isNewYorkShare(r.new_york))
    add('new-york', `new_york must be one of ${NEW_YORK_SHARES.join(', ')}`);
  checkLook(r, add);
  return out;
}

/** Title and year as a person would compare them: case, punctuation, "&" and a leading "The" ignored. */
export function normalisedTitle(title: string, year: unknown): string {
  const t = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/^\s*(the|a|an)\s+/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `${t} (${String(year)})`;
}

/** Runs of `n` consecutive words of a text (lower case, punctuation dropped). */
export function wordRuns(text: string, n: number): Set<string> {
  const words = text
    .toLowerCase()
    .replace(/[^a-z0-9'\- ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const runs = new Set<string>();
  for (let i = 0; i + n <= words.length; i++) runs.add(words.slice(i, i + n).join(' '));
  return runs;
}

/** Validates the archive file's lines against the rules and the list of films it must hold. */
export function validateArchive(lines: string[], list: ListedFilm[]): Problem[] {
  const problems: Problem[] = [];
  const records: Array<{ r: ArchiveRecord; film: string }> = [];

  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    const where = `line ${i + 1}`;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch (e) {
      problems.push({
        film: where,
        rule: 'json',
        message: `not valid JSON: ${(e as Error).message}`,
      });
      return;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      problems.push({ film: where, rule: 'json', message: 'each line must be one JSON object' });
      return;
    }
    const rec = parsed as Record<string, unknown>;
    const film = isString(rec.movie_id) ? rec.movie_id : where;
    problems.push(...checkRecord(rec, film));
    records.push({ r: rec as unknown as ArchiveRecord, film });
  });

  const seen = (rule: string, key: (r: ArchiveRecord) => string | null, label: string) => {
    const owner = new Map<string, string>();
    for (const { r, film } of records) {
      const k = key(r);
      if (k === null) continue;
      const prev = owner.get(k);
      if (prev !== undefined)
        problems.push({ film, rule, message: `${label} ${k} is also used by ${prev}` });
      else owner.set(k, film);
    }
  };
  seen('unique-id', (r) => (isString(r.movie_id) ? r.movie_id : null), 'movie_id');
  seen(
    'unique-title',
    (r) => (isString(r.movie_title) ? normalisedTitle(r.movie_title, r.year) : null),
    'title (normalised)',
  );
  seen(
    'unique-slug',
    (r) => (isString(r.letterboxd_link) ? r.letterboxd_link : null),
    'Letterboxd link',
  );

  // No two summaries may share a sentence: each must be written for its own film.
  const sentenceOwner = new Map<string, string>();
  for (const { r, film } of records) {
    if (!isString(r.aesthetic_summary)) continue;
    for (const s of new Set(sentences(r.aesthetic_summary))) {
      const prev = sentenceOwner.get(s);
      if (prev !== undefined && prev !== film)
        problems.push({
          film,
          rule: 'shared-sentence',
          message: `summary shares a sentence with ${prev}: "${s}"`,
        });
      else sentenceOwner.set(s, film);
    }
  }

  // Summaries that share a long run of words read as one text reworded.
  const runOwner = new Map<string, string>();
  for (const { r, film } of records) {
    if (!isString(r.aesthetic_summary)) continue;
    const reported = new Set<string>();
    for (const run of wordRuns(r.aesthetic_summary, LIMITS.sharedRun)) {
      const prev = runOwner.get(run);
      if (prev !== undefined && prev !== film) {
        if (!reported.has(prev))
          problems.push({
            film,
            rule: 'similar-summary',
            message: `summary shares ${LIMITS.sharedRun} words in a row with ${prev}: "${run}"`,
          });
        reported.add(prev);
      } else runOwner.set(run, film);
    }
  }

  for (const listed of list) {
    const match = records.find(({ r }) => r.movie_title === listed.title && r.year === listed.year);
    if (!match) {
      problems.push({
        film: `${listed.title} (${listed.year})`,
        rule: 'missing-film',
        message: 'listed in the shared film list but not in the archive',
      });
    } else if (
      isString(match.r.depicted_decade) &&
      match.r.depicted_decade.split(',')[0]!.trim() !== listed.decade
    ) {
      problems.push({
        film: match.film,
        rule: 'decade-mismatch',
        message: `main depicted decade ${match.r.depicted_decade} differs from the list's ${listed.decade}`,
      });
    }
  }
  return problems;
}
