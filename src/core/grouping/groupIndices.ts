// The grouping worker's call: slim items in, positions out, so the copies between the page and
// the worker stay small (10,000 items cross in a few milliseconds). Pure, like groupWatchlist.
import { groupWatchlist, type GroupableItem, type GroupOption } from './groupWatchlist';

/** What the worker needs of an item: small, so the copy to the worker stays cheap. */
export interface SlimItem {
  year: number | null;
  depicted_decade: string | null;
  first_liked_at: string | null;
  watched: boolean;
  /** Source types, comma-separated. */
  types: string;
  /** Main borough first, comma-separated ('' when unknown). */
  boroughs: string;
}

export interface IndexGroup {
  key: string;
  label: string;
  /** Positions in the list that was grouped. */
  indices: number[];
}

export function slimItem(item: GroupableItem): SlimItem {
  return {
    year: item.year,
    depicted_decade: item.depicted_decade,
    first_liked_at: item.first_liked_at,
    watched: item.watched,
    types: item.sources.map((s) => s.source).join(','),
    boroughs: (item.boroughs ?? []).join(','),
  };
}

/** Groups slim items and answers with positions only (the worker's API: little to copy back). */
export function groupIndices(
  items: readonly SlimItem[],
  option: GroupOption,
  signedIn: boolean,
): IndexGroup[] {
  const wrapped = items.map((s, i) => ({
    movie_id: String(i),
    year: s.year,
    depicted_decade: s.depicted_decade,
    first_liked_at: s.first_liked_at,
    watched: s.watched,
    sources: s.types ? s.types.split(',').map((source) => ({ source })) : [],
    boroughs: s.boroughs ? s.boroughs.split(',') : [],
    index: i,
  }));
  return groupWatchlist(wrapped, option, signedIn).map((g) => ({
    key: g.key,
    label: g.label,
    indices: g.items.map((it) => it.index),
  }));
}
