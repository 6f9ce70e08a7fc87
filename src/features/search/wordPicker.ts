// Word picker rules (docs/product.md#route-words): typed words are trimmed and lower-cased,
// duplicates are ignored, at most 7 words; the counter wording.

export const MAX_WORDS = 7;

export function normaliseWord(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The selection after adding `raw`; unchanged when empty, a duplicate, or at the limit. */
export function addWord(selected: readonly string[], raw: string): string[] {
  const word = normaliseWord(raw);
  if (!word || selected.includes(word) || selected.length >= MAX_WORDS) return [...selected];
  return [...selected, word];
}

export function removeWord(selected: readonly string[], word: string): string[] {
  return selected.filter((w) => w !== word);
}

export function counterText(count: number): string {
  if (count === 0) return `Select up to ${MAX_WORDS} words`;
  return `${count} of ${MAX_WORDS} words selected (${MAX_WORDS - count} more available)`;
}
