// What the deck and the search pages keep belongs to one history entry (React Router's location
// key): back, forward or a reload return to it; a link or the menu opens a new entry with nothing
// kept. A page loaded by typing its address has the key "default", the same on every such load:
// there, its first showing in a document is fresh unless the document was reloaded, and any later
// showing (back to it inside the app) is a return.
const shown = new Set<string>();

function reloadedDocument(): boolean {
  const nav = performance.getEntriesByType?.('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}

/** True when the page `page` at history entry `key` is being returned to (keep what it had). */
export function returnsToEntry(key: string, page: string): boolean {
  if (key !== 'default') return true;
  const again = shown.has(page);
  shown.add(page);
  return again || reloadedDocument();
}
