// Request bodies of the search functions (docs/product.md#search), validated with zod. Messages are
// written for the person reading them in a 400 answer.
import {
  EXCLUDE_MAX,
  KEYWORD_MAX_CHARS,
  SEARCH_OFFSET_MAX,
  TASTE_MAX,
  VIBE_MAX_CHARS,
} from '../../src/core/search/types';
import { z } from 'zod';
import { parseRefine, RefineError } from '../../src/core/search/refine';

const HEX = /^#?[0-9a-fA-F]{6}$/;
const timestamp = z.number().finite().optional();
/** "Next films": how many of the best results to skip. Optional: older clients never send it. */
const offset = z
  .number({ error: `offset must be a whole number from 0 to ${SEARCH_OFFSET_MAX}.` })
  .int('offset must be a whole number.')
  .min(0, 'offset cannot be negative.')
  .max(SEARCH_OFFSET_MAX, `offset can be at most ${SEARCH_OFFSET_MAX}.`)
  .optional();
/** Narrowing any search (docs/look-profiles.md#refining): optional, so older clients omit it. */
const refine = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const r = parseRefine(v);
    if (r instanceof RefineError) {
      ctx.addIssue({ code: 'custom', message: `${r.message}.` });
      return z.NEVER;
    }
    return r;
  });

export const colorSearchBody = z.discriminatedUnion(
  'searchType',
  [
    z.object({
      searchType: z.literal('color'),
      color: z
        .string({ error: 'color must be a hex colour like "#1F6F6F".' })
        .trim()
        .regex(HEX, 'color must be a hex colour like "#1F6F6F".'),
      timestamp,
      offset,
      refine,
    }),
    z
      .object({
        searchType: z.literal('palette'),
        movieId: z.string().max(200, 'movieId is too long.').optional(),
        hexCodes: z
          .array(z.string().trim().regex(HEX, 'each hex code must look like "#1F6F6F".'), {
            error: 'hexCodes must be a list of hex colours.',
          })
          .min(1, 'hexCodes needs at least one colour.')
          .max(16, 'hexCodes takes at most 16 colours.')
          .optional(),
        timestamp,
        offset,
        refine,
      })
      .refine((b) => b.movieId !== undefined || b.hexCodes !== undefined, {
        message: 'A palette search needs movieId or hexCodes.',
      }),
  ],
  { error: 'searchType must be "color" or "palette".' },
);

export const wordSearchBody = z.object({
  keywords: z
    .array(
      z
        .string({ error: 'Each keyword must be text.' })
        .trim()
        .min(1, 'Keywords cannot be empty.')
        .max(KEYWORD_MAX_CHARS, `A keyword can be at most ${KEYWORD_MAX_CHARS} characters.`),
      { error: 'keywords must be a list of 1 to 7 words.' },
    )
    .min(1, 'Choose at least one keyword.')
    .max(7, 'Choose at most 7 keywords.'),
  timestamp,
  offset,
  refine,
});

/** A film of the archive by its movie_id ("More like this", docs/taste.md). */
const movieId = (what: string) =>
  z
    .string({ error: `${what} must be a film's movie_id.` })
    .trim()
    .min(1, `${what} must be a film's movie_id.`)
    .max(200, `${what} is too long to be a movie_id.`);

const tasteSeeds = z
  .array(
    z.object(
      {
        movieId: movieId('Each taste film'),
        weight: z
          .number({ error: 'Each taste weight must be a number above 0.' })
          .finite('Each taste weight must be a number above 0.')
          .positive('Each taste weight must be a number above 0.')
          .max(1000, 'A taste weight can be at most 1000.'),
      },
      { error: 'taste must be a list of { movieId, weight }.' },
    ),
    { error: 'taste must be a list of { movieId, weight }.' },
  )
  .min(1, 'taste needs at least one film.')
  .max(TASTE_MAX, `taste takes at most ${TASTE_MAX} films.`);

export const vibeSearchBody = z
  .object({
    userInput: z
      .string({ error: 'userInput must be the text of a vibe.' })
      .trim()
      .min(1, 'Describe a vibe first.')
      .max(VIBE_MAX_CHARS, `A vibe can be at most ${VIBE_MAX_CHARS} characters.`)
      .optional(),
    /** "More like this": the films whose look is closest to this one (instead of a vibe). */
    like: movieId('like').optional(),
    /** "For you": the films closest to these watchlist films' look (instead of a vibe). */
    taste: tasteSeeds.optional(),
    /** Films to leave out of "More like this" and "For you" (passed recently on the device). */
    exclude: z
      .array(movieId('Each excluded film'), { error: 'exclude must be a list of movie_ids.' })
      .max(EXCLUDE_MAX, `exclude takes at most ${EXCLUDE_MAX} films.`)
      .optional(),
    limit: z
      .number({ error: 'limit must be a number from 1 to 10.' })
      .int('limit must be a whole number.')
      .min(1, 'limit must be at least 1.')
      .max(10, 'limit can be at most 10.')
      .optional(),
    offset,
    refine,
  })
  .superRefine((b, ctx) => {
    const asked = [b.userInput, b.like, b.taste].filter((x) => x !== undefined).length;
    if (asked === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['userInput'],
        message: 'userInput must be the text of a vibe.',
      });
    else if (asked > 1)
      ctx.addIssue({
        code: 'custom',
        message: 'Send one of userInput, like or taste, not several.',
      });
  });
