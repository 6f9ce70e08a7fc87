// Slugs for film ids and Letterboxd links. Letterboxd lower-cases a title, drops apostrophes, dots
// and ampersands, and joins the rest with hyphens ("Léon: The Professional" -> leon-the-professional).
// An ellipsis separates words ("tick, tick...BOOM!" -> tick-tick-boom).
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\.{2,}|…/g, ' ')
    .replace(/['’.&]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The stable archive id of a film: slug of the title plus the release year. */
export function movieIdFor(title: string, year: number): string {
  return `${slugify(title)}-${year}`;
}
