// What a card says about the watchlist (docs/taste.md): that the film is already kept and how often
// it was matched, and which kept films a "For you" card comes from.

/** "In your watchlist · matched 1 time" / "… matched 3 times". */
export function keptLabel(matchCount: number): string {
  const n = Math.max(1, Math.floor(matchCount) || 1);
  return `In your watchlist · matched ${n} ${n === 1 ? 'time' : 'times'}`;
}

/** "Because you kept Taxi Driver" / "… Taxi Driver and Mean Streets"; null with no titles. */
export function becauseLabel(titles: readonly string[]): string | null {
  const t = titles.filter((x) => x.trim() !== '').slice(0, 2);
  if (t.length === 0) return null;
  return `Because you kept ${t.join(' and ')}`;
}
