// What the deck and the search pages keep belongs to one history entry (React Router's location
// key; src/shell/stampHistoryEntry.ts gives every loaded entry its own): back, forward or a reload
// return to it; a link, the menu or a new visit opens a new entry with nothing kept. An entry
// without a key of its own ("default") is always treated as new.
export function returnsToEntry(key: string): boolean {
  return key !== 'default';
}
