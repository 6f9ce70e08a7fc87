// "Your aesthetic": one strip of colours that sums up the palettes of every film you kept.
// Each film counts as often as it was matched (its like count); within a film, colours count by
// prominence (first colour weighs most); near-identical colours are merged so the strip shows
// distinct hues rather than five browns. Each colour's share sizes it in the strip.

const hexToRgb = (h: string): [number, number, number] => [
  Number.parseInt(h.slice(1, 3), 16),
  Number.parseInt(h.slice(3, 5), 16),
  Number.parseInt(h.slice(5, 7), 16),
];

function distance(a: string, b: string): number {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  // "redmean" weighted RGB distance: cheap and close enough to perception for a summary strip.
  const rm = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

const MERGE_DISTANCE = 90;

export interface AestheticFilm {
  /** The film's palette, most prominent first. */
  palette: readonly string[];
  /** How often the film was matched (its like count); at least 1. */
  weight: number;
}

export interface AestheticColour {
  hex: string;
  /** Share of the whole strip's weight, in [0, 1]; the shares of all clusters sum to 1. */
  share: number;
}

/** Up to `size` colours, most weighty first, with their shares of everything kept. */
export function aestheticOf(films: readonly AestheticFilm[], size = 8): AestheticColour[] {
  const weights = new Map<string, number>();
  for (const { palette, weight } of films) {
    const w = Number.isFinite(weight) && weight > 0 ? weight : 1;
    palette.forEach((raw, i) => {
      const hex = raw.trim().toUpperCase();
      if (!/^#[0-9A-F]{6}$/.test(hex)) return;
      weights.set(hex, (weights.get(hex) ?? 0) + w / (i + 1));
    });
  }
  const clusters: { hex: string; weight: number }[] = [];
  for (const [hex, weight] of [...weights].sort(
    (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
  )) {
    const near = clusters.find((c) => distance(c.hex, hex) < MERGE_DISTANCE);
    if (near) near.weight += weight;
    else clusters.push({ hex, weight });
  }
  const total = clusters.reduce((s, c) => s + c.weight, 0);
  return clusters
    .sort((a, b) => b.weight - a.weight)
    .slice(0, size)
    .map((c) => ({ hex: c.hex, share: c.weight / total }));
}

/** The strip's colours alone, every palette counted once. */
export function aestheticStrip(palettes: readonly (readonly string[])[], size = 8): string[] {
  return aestheticOf(
    palettes.map((palette) => ({ palette, weight: 1 })),
    size,
  ).map((c) => c.hex);
}
