// Gives the history entry a page was loaded into a key of its own before the router reads it.
// React Router names such an entry "default" on every load, so what the deck and the search pages
// keep per entry (docs/product.md#route-cards) would follow a person from one typed visit to the
// next; with its own key, a reload (which keeps history.state) returns to it and a new visit
// does not.
export function stampHistoryEntry(): void {
  const state = window.history.state as { key?: unknown } | null;
  if (state && typeof state.key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ usr: null, ...state, key, idx: 0 }, '');
}
