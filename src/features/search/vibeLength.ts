// The vibe box's length rule (docs/product.md#route-vibes): the functions refuse a vibe over
// VIBE_MAX_CHARS, so the page says so before the person reaches it instead of cutting the text.
import { VIBE_MAX_CHARS } from '../../core/search/types';

/** From this many characters the counter shows: far enough ahead to rephrase, quiet before. */
export const VIBE_COUNTER_FROM = 400;

export interface VibeLength {
  /** Whether the counter is shown at all. */
  show: boolean;
  /** "430 / 500", or what is over the limit in words. */
  text: string;
  /** Over the limit: the search is refused until the text is shorter. */
  over: boolean;
}

export function vibeLength(length: number, max = VIBE_MAX_CHARS): VibeLength {
  const over = length > max;
  if (over) {
    const extra = length - max;
    return {
      show: true,
      text: `${length} / ${max}: ${extra} ${extra === 1 ? 'character' : 'characters'} over. Shorten it to search.`,
      over,
    };
  }
  return { show: length >= VIBE_COUNTER_FROM, text: `${length} / ${max}`, over };
}
