// One place that turns a failed search into the words the spec shows (section 8).
export type SearchFailure =
  { kind: 'status'; status: number } | { kind: 'network' } | { kind: 'empty' };

/** The error a search call throws: a non-OK status, or a request that never got an answer. */
export class SearchError extends Error {
  override name = 'SearchError';
  constructor(readonly failure: SearchFailure) {
    super(failure.kind === 'status' ? `Search failed: ${failure.status}` : failure.kind);
  }
}

export const MSG = {
  searchFailed: 'Search failed. Please try again.',
  network: 'Network error. Please try again.',
  vibeConnection: 'Search failed. Please check your connection and try again.',
  vibeEmptyVibes: 'No movies found for that vibe. Try a different description!',
  vibeEmptySurprise: 'No movies found for that vibe. Try rolling for a different one!',
  describeFirst: 'Please describe a vibe first!',
  selectWord: 'Please select at least one word!',
  wordLimit: 'Word limit reached. Submit to proceed.',
  noPalettes: 'Unable to load movie palettes.',
} as const;

/** Colour, palette and words pages: unsuccessful/empty → "Search failed...", no answer → network. */
export function listSearchMessage(e: unknown): string {
  if (e instanceof SearchError && e.failure.kind === 'network') return MSG.network;
  if (e instanceof TypeError) return MSG.network;
  return MSG.searchFailed;
}
