// One place that turns a failed search into the words the screens show (docs/product.md,
// messages). A search throws the data layer's SearchError: a status the server answered, or a
// network failure or deadline with no cached archive to answer from.
import { SearchError } from '../../data';

export const MSG = {
  searchFailed: 'Search failed. Please try again.',
  network: 'Network error. Please try again.',
  vibeConnection: 'Search failed. Please check your connection and try again.',
  vibeEmptyVibes: 'No movies found for that vibe.',
  vibeEmptySurprise: 'No movies found for that vibe. Try rolling for a different one!',
  describeFirst: 'Please describe a vibe first!',
  selectWord: 'Please select at least one word!',
  wordLimit: 'Word limit reached. Submit to proceed.',
  noPalettes: 'Unable to load movie palettes.',
} as const;

/** Colour, palette and words pages: unsuccessful/empty → "Search failed...", no answer → network. */
export function listSearchMessage(e: unknown): string {
  return e instanceof SearchError && e.reason === 'network' ? MSG.network : MSG.searchFailed;
}
