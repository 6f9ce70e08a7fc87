// Decade helpers shared by the page, the workers and the functions (pure, no I/O).
// `depicted_decade` holds one decade ("1970s") or several, main one first ("1960s, 1970s").

/** All decades of a `depicted_decade` value, in order, e.g. ["1960s", "1970s"]. */
export function parseDecades(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((d) => d.trim())
    .filter((d) => /^\d{3}0s$/.test(d));
}

/** The main decade of a film (the first one listed), or null. */
export function mainDecade(value: string | null | undefined): string | null {
  return parseDecades(value)[0] ?? null;
}

/** The release decade of a year ("1976" -> "1970s"): the year floored to ten. */
export function releaseDecade(year: number | null | undefined): string | null {
  if (year === null || year === undefined || !Number.isFinite(year)) return null;
  return `${Math.floor(year / 10) * 10}s`;
}
