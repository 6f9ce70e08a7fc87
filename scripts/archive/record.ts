// The shape of one film in supabase/seed/films.jsonl, the human-edited archive file (one JSON
// object per line, so a change to a film is a one-line diff).
import type { Borough, ColorMode, NewYorkShare } from '../../src/core/filmFacts';
export interface ArchiveRecord {
  movie_id: string;
  movie_title: string;
  year: number;
  depicted_decade: string;
  letterboxd_link: string;
  aesthetic_summary: string;
  synopsis: string;
  hex_codes: string[];
  palette_source: 'curated' | 'extracted';
  /** Share of each colour (0..1) when the palette was extracted from frames. */
  palette_shares?: number[];
  /** Stated per film (never guessed from the palette): see docs/archive.md. */
  color_mode: ColorMode;
  /** Where most of the film takes place; at least one borough. */
  boroughs: Borough[];
  /** Whether New York is most of the film or a substantial part of it (docs/archive.md). */
  new_york: NewYorkShare;
  /** Look-profile value ids that hold centrally / are present (docs/look-profiles.md). */
  look_central?: string[];
  look_present?: string[];
}

export interface ListedFilm {
  title: string;
  year: number;
  decade: string;
}

export const ARCHIVE_KEYS = [
  'movie_id',
  'movie_title',
  'year',
  'depicted_decade',
  'letterboxd_link',
  'aesthetic_summary',
  'synopsis',
  'hex_codes',
  'palette_source',
  'palette_shares',
  'color_mode',
  'boroughs',
  'new_york',
  'look_central',
  'look_present',
] as const;

/** Parses the TSV list of films the archive must hold (title, year, depicted decade). */
export function parseFilmList(tsv: string): ListedFilm[] {
  return tsv
    .split('\n')
    .slice(1)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [title = '', year = '', decade = ''] = line.split('\t');
      return { title: title.trim(), year: Number(year), decade: decade.trim() };
    });
}
