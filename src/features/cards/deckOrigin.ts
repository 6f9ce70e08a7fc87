// What a deck was made from, as the deck shows it above the card (docs/product.md#route-cards):
// the vibe or surprise text, the chosen words, the colour, or the palette's colours. Null for the
// built-in sample deck, which says it is a sample instead.
import type { CardsState } from './cardsState';
import { describeRefine } from '../search/refineChoices';

export interface DeckOrigin {
  label: string;
  text: string | null;
  colors: string[];
}

const quoted = (s: string | undefined) => `“${(s ?? '').trim()}”`;

export function deckOrigin(state: CardsState | null): DeckOrigin | null {
  const origin = searchOrigin(state);
  const narrowed = describeRefine(state?.refine);
  // A refined search says what it was narrowed to after what was asked.
  if (!origin || !narrowed) return origin;
  return { ...origin, text: origin.text ? `${origin.text} · ${narrowed}` : narrowed };
}

function searchOrigin(state: CardsState | null): DeckOrigin | null {
  if (!state) return null;
  switch (state.type) {
    case 'vibe':
      return { label: 'Your vibe', text: quoted(state.vibe), colors: [] };
    case 'surprise':
      return { label: 'Surprise', text: quoted(state.vibe), colors: [] };
    case 'words':
      return { label: 'Your words', text: (state.words ?? []).join(' · '), colors: [] };
    case 'color': {
      const hex = (state.color ?? '').toUpperCase();
      return { label: 'Your color', text: hex, colors: hex ? [hex] : [] };
    }
    case 'palette':
      return { label: 'A film’s palette', text: null, colors: state.palette?.hexCodes ?? [] };
    case 'photo':
      return { label: 'Your photo’s colors', text: null, colors: state.palette?.hexCodes ?? [] };
    case 'like':
      return { label: 'More like', text: state.like?.title ?? '', colors: [] };
    case 'foryou':
      return { label: 'For you', text: 'from the look of your watchlist', colors: [] };
  }
}

/** What a "More like this" or "For you" deck was made from, for its completion screen. */
export function madeFrom(state: CardsState | null): string | null {
  if (state?.type === 'like' && state.like) return `More like ${state.like.title}`;
  if (state?.type === 'foryou') return 'For you, from the look of your watchlist';
  return null;
}
