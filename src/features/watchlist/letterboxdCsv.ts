// Watchlist export as a CSV that Letterboxd's importer accepts (letterboxd.com/about/importing-data):
// a header row with Title, Year and LetterboxdURI; fields quoted per RFC 4180 when needed.

export interface CsvFilm {
  movie_title: string | null;
  year: number | null;
  letterboxd_link: string | null;
}

function field(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** Only letterboxd.com film links are passed on; anything else leaves the column empty. */
function letterboxdUri(link: string | null): string {
  if (!link) return '';
  try {
    const url = new URL(link);
    return /(^|\.)letterboxd\.com$/.test(url.hostname) || url.hostname === 'boxd.it'
      ? url.href
      : '';
  } catch {
    return '';
  }
}

export function letterboxdCsv(films: readonly CsvFilm[]): string {
  const rows = [['Title', 'Year', 'LetterboxdURI']];
  for (const f of films) {
    rows.push([
      f.movie_title ?? '',
      f.year === null ? '' : String(f.year),
      letterboxdUri(f.letterboxd_link),
    ]);
  }
  return rows.map((r) => r.map(field).join(',')).join('\r\n') + '\r\n';
}
