// What a like from /cards records as its source (docs/product.md#items-and-sources: color | vibe |
// keywords | surprise; the value is the hex colour or palette, the list of keywords, or the text).
// A photo's palette is a colour source too, marked "photo:": the photo itself is never kept, only
// its colours.
import { photoSourceValue } from '../../core/colourSource';
import type { CardsState } from './cardsState';

export interface CardLikeSource {
  source: 'color' | 'vibe' | 'keywords' | 'surprise';
  sourceValue: string | string[];
}

/** The built-in sample deck has no search behind it: it counts as a surprise. */
export const SAMPLE_SOURCE: CardLikeSource = {
  source: 'surprise',
  sourceValue: 'Mise sample films',
};

export function likeSource(state: CardsState | null): CardLikeSource {
  if (!state) return SAMPLE_SOURCE;
  switch (state.type) {
    case 'color':
      return { source: 'color', sourceValue: state.color ?? '' };
    case 'palette':
      return { source: 'color', sourceValue: state.palette?.hexCodes ?? [] };
    case 'photo':
      return { source: 'color', sourceValue: photoSourceValue(state.palette?.hexCodes ?? []) };
    case 'words':
      return { source: 'keywords', sourceValue: state.words ?? [] };
    case 'surprise':
      return { source: 'surprise', sourceValue: (state.vibe ?? '').trim() };
    // "More like this" and "For you" (docs/taste.md) are told apart by their text.
    case 'like':
      return { source: 'surprise', sourceValue: `More like ${state.like?.title ?? 'a film'}` };
    case 'foryou':
      return { source: 'surprise', sourceValue: 'For you, from your watchlist' };
    default:
      return { source: 'vibe', sourceValue: (state.vibe ?? '').trim() };
  }
}
