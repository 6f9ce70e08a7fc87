// The value a colour like stores (docs/product.md#items-and-sources): the hex colours joined with
// commas, upper case; a like from a photo's colours starts with "photo:" so the watchlist can say
// where the colours came from (the photo itself is never kept).

export const PHOTO_PREFIX = 'photo:';

/** "photo:#AAAAAA,#BBBBBB" for a photo's colours. */
export function photoSourceValue(hexCodes: readonly string[]): string {
  return PHOTO_PREFIX + hexCodes.map((h) => h.trim().toUpperCase()).join(',');
}

/** A colour source's value normalised: hex upper case, the photo prefix kept in lower case. */
export function normaliseColourValue(value: string): string {
  const v = value.trim();
  return v.toLowerCase().startsWith(PHOTO_PREFIX)
    ? PHOTO_PREFIX + v.slice(PHOTO_PREFIX.length).trim().toUpperCase()
    : v.toUpperCase();
}

/** The colours of a colour source and whether they came from a photo. */
export function readColourSource(value: string): { fromPhoto: boolean; colours: string[] } {
  const v = value.trim();
  const fromPhoto = v.toLowerCase().startsWith(PHOTO_PREFIX);
  const colours = (fromPhoto ? v.slice(PHOTO_PREFIX.length) : v)
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^#[0-9A-F]{6}$/.test(c));
  return { fromPhoto, colours };
}
