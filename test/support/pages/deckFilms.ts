// Puts chosen archive films on the deck for end-to-end tests: the films with the longest summaries
// from supabase/seed/films.jsonl, handed to /cards the way a search page hands its results
// (React Router's navigation state in history.state), with a worst-case "why it matched" (six
// terms and five colours), then a reload so the deck reads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { projectRoot } from '../../../server/paths';

export interface SeedFilm {
  movie_id: string;
  movie_title: string;
  year: number | null;
  aesthetic_summary: string;
  synopsis: string | null;
  hex_codes: string[] | string;
  [k: string]: unknown;
}

export function seedFilms(): SeedFilm[] {
  return readFileSync(path.join(projectRoot, 'supabase/seed/films.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as SeedFilm);
}

/** The `n` films whose aesthetic summaries are longest, longest first. */
export function longestSummaries(n: number): SeedFilm[] {
  return seedFilms()
    .sort((a, b) => b.aesthetic_summary.length - a.aesthetic_summary.length)
    .slice(0, n);
}

function asResult(f: SeedFilm) {
  const hex = Array.isArray(f.hex_codes) ? f.hex_codes : f.hex_codes.split(',');
  return {
    ...f,
    hex_codes: hex,
    similarity_score: 0.5,
    why: {
      terms: ['rain-slicked', 'sodium light', 'tenement', 'neon', 'elevated train', 'fire escape'],
      swatches: hex.slice(0, 5).map((h) => ({ query: h, film: h })),
    },
  };
}

/** Opens /cards with `films` as the results of a vibe search for `vibe`. */
export async function openDeckOf(page: Page, baseUrl: string, films: SeedFilm[], vibe: string) {
  if (!page.url().startsWith(baseUrl)) await page.goto(`${baseUrl}/match`);
  const state = { type: 'vibe', vibe, results: films.map(asResult), offline: false };
  await page.evaluate(
    ([s, key]) => {
      history.replaceState({ usr: s, key, idx: 0 }, '', '/cards');
      location.reload();
    },
    [state, `deck-${crypto.randomUUID().slice(0, 8)}`] as const,
  );
  await page.getByText(/^Film 1 of \d+$/).waitFor();
}
