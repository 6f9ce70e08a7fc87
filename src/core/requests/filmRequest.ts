// A request for a film the archive lacks ("Missing a film?", docs/product.md#film-requests): the
// form's fields checked with the same limits the server's table keeps
// (supabase/migrations/20261128000800_film_requests.sql), with messages a person can act on, and
// the key that counts two spellings of one title as the same film (`npm run requests:list`).
// zod/mini: the same checks as zod's classic API, at a fraction of the bytes every visit downloads
// (the data layer's chunk carries it).
import * as z from 'zod/mini';

export const TITLE_MAX_CHARS = 200;
export const NOTE_MAX_CHARS = 280;
/** The oldest surviving film (Roundhay Garden Scene, 1888). */
export const YEAR_MIN = 1888;
/** Announced films: up to two years after the request. */
export const yearMax = (now: Date = new Date()) => now.getUTCFullYear() + 2;
/** The server refuses the 21st request an owner sends within an hour. */
export const REQUESTS_PER_HOUR = 20;

/** Trimmed, with runs of white space as one space (as the server stores it). */
const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A film request as the person typed it: the form's strings. */
export interface FilmRequestInput {
  title: string;
  year: string;
  note: string;
}

/** A film request as queued and sent. */
export interface FilmRequest {
  title: string;
  year: number;
  /** null: no note. */
  note: string | null;
}

export function filmRequestSchema(now: Date = new Date()) {
  const max = yearMax(now);
  return z.object({
    title: z.pipe(
      z.pipe(z.string(), z.transform(tidy)),
      z
        .string()
        .check(
          z.minLength(1, 'Give the film’s title.'),
          z.maxLength(
            TITLE_MAX_CHARS,
            `Keep the title to ${TITLE_MAX_CHARS} characters (shorten it or leave out a subtitle).`,
          ),
        ),
    ),
    year: z.pipe(
      z.pipe(
        z
          .string()
          .check(
            z.trim(),
            z.minLength(1, 'Give the year the film came out (a guess is fine).'),
            z.regex(/^\d{4}$/, 'Write the year as four digits, like 1976.'),
          ),
        z.transform(Number),
      ),
      z
        .number()
        .check(
          z.gte(YEAR_MIN, `The year must be ${YEAR_MIN} or later: films begin in ${YEAR_MIN}.`),
          z.lte(max, `The year must be ${max} or earlier.`),
        ),
    ),
    note: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(NOTE_MAX_CHARS, `Keep the note to ${NOTE_MAX_CHARS} characters.`),
        ),
      z.transform((s: string) => (s === '' ? null : s)),
    ),
  });
}

export type FilmRequestErrors = Partial<Record<keyof FilmRequestInput, string>>;

/** The request ready to queue, or one message per field that needs a change. */
export function parseFilmRequest(
  input: FilmRequestInput,
  now: Date = new Date(),
): { ok: true; request: FilmRequest } | { ok: false; errors: FilmRequestErrors } {
  const parsed = filmRequestSchema(now).safeParse(input);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: FilmRequestErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof FilmRequestInput;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

// English articles only: in other languages the same words start titles that are not articles
// ("Die Hard", "La La Land", "Las Vegas Story").
const LEADING_ARTICLE = /^(the|a|an)\s+/;

/**
 * The key two requests of one film share: lower case, accents, punctuation and a leading article
 * dropped ("The King of Comedy", "king of comedy!" and "King of Comedy, The" are one film).
 */
export function titleKey(title: string): string {
  // "King of Comedy, The": the article moved to the end, as catalogues write it.
  const moved = /,\s*(the|a|an)\s*$/i.exec(title);
  const s = (moved ? title.slice(0, moved.index) : title)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return s.replace(LEADING_ARTICLE, '').trim();
}
