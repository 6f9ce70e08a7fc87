// The photo match's messages in one place: each says what went wrong with the photo and what to
// do about it (docs/photo.md). The reasons come from the pure checks in src/core.
import {
  MAX_PHOTO_BYTES,
  MIN_PHOTO_COLOURS,
  type PhotoProblem,
} from '../../core/colour/photoPalette';

const MB = Math.round(MAX_PHOTO_BYTES / (1024 * 1024));

export const PHOTO_MSG: Record<PhotoProblem, string> = {
  'not-image': 'That file is not a picture. Choose a photo (JPEG, PNG, WebP…).',
  'too-large': `That photo is over ${MB} MB. Choose a smaller one, or a screenshot of it.`,
  empty: 'That file is empty. Choose another photo.',
  'unsupported-format':
    'This browser cannot open HEIC photos. Choose a JPEG, or set your camera to “Most Compatible”.',
  corrupt: 'That picture could not be opened: it may be damaged. Try another photo.',
  unreadable: 'That picture could not be read on this device. Try another photo.',
};

/** Said beside the swatches when the photo has fewer distinct colours than a palette has. */
export function fewColoursNote(count: number): string | null {
  if (count >= MIN_PHOTO_COLOURS) return null;
  const colours = count === 1 ? 'one colour' : `only ${count} colours`;
  return `This photo has ${colours}; a film palette has ${MIN_PHOTO_COLOURS} or more. The search will match on ${count === 1 ? 'it' : 'these'} alone, or try a busier photo.`;
}

export const PHOTO_ALL_DROPPED = 'Keep at least one colour to search.';
