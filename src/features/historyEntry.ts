// What the deck and the search pages keep belongs to one history entry (React Router's location
// key): back, forward or a reload return to it; a link or the menu opens a new entry with nothing
// kept. A page loaded by typing its address has the key "default" every time, so there only a
// reload of the document counts as returning.
export function returnsToEntry(key: string): boolean {
  if (key !== 'default') return true;
  const nav = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}
