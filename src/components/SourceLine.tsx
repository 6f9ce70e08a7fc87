// One "Based on" line of a watchlist row: the source type and its value; colour sources show
// swatches (a comma-separated value gives several; a photo's say so), keywords show as a list of
// words.
import { readColourSource } from '../core/colourSource';
import { Swatches } from './Swatches';

const LABELS: Record<string, string> = {
  color: 'Color',
  vibe: 'Vibe',
  vibes: 'Vibe',
  keywords: 'Keywords',
  words: 'Keywords',
  surprise: 'Surprise',
};

function keywords(value: string): string {
  try {
    const list = JSON.parse(value) as unknown;
    if (Array.isArray(list)) return list.map(String).join(', ');
  } catch {
    // Older rows may hold plain text: show it as it is.
  }
  return value;
}

export function SourceLine({ source, value }: { source: string; value: string }) {
  const label = LABELS[source] ?? source;
  const { fromPhoto, colours: colors } = readColourSource(value);
  return (
    <li className="source-line">
      <span>
        Based on <strong>{label}</strong>
        {source === 'color' && fromPhoto ? ' from a photo' : ''}:
      </span>{' '}
      {source === 'color' && colors.length > 0 ? (
        <Swatches colors={colors} size="sm" label={`Colours ${colors.join(', ')}`} />
      ) : (
        <span className="source-value">
          {source === 'keywords' || source === 'words' ? keywords(value) : value}
        </span>
      )}
    </li>
  );
}
