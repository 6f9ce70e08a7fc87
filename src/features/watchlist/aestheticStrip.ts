// "Your aesthetic": one strip of colours that sums up the palettes of the films you liked.
// Each film's colours count by prominence (first colour weighs most); near-identical colours are
// merged so the strip shows distinct hues rather than five browns.

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

/** Up to `size` colours, most weighty first, from palettes given most-prominent-first. */
export function aestheticStrip(palettes: readonly (readonly string[])[], size = 8): string[] {
  const weights = new Map<string, number>();
  for (const palette of palettes) {
    palette.forEach((raw, i) => {
      const hex = raw.trim().toUpperCase();
      if (!/^#[0-9A-F]{6}$/.test(hex)) return;
      weights.set(hex, (weights.get(hex) ?? 0) + 1 / (i + 1));
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
  return clusters
    .sort((a, b) => b.weight - a.weight)
    .slice(0, size)
    .map((c) => c.hex);
}
