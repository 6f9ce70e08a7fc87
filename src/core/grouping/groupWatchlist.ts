// Groups watchlist items for the watchlist screen (docs/product.md#grouping): every option with its
// labels, its order and its Unknown group. Pure: runs in the grouping worker and in Node tests.
import { mainDecade, releaseDecade } from '../decades';
import { BOROUGHS, parseBoroughs } from '../filmFacts';

export type GroupOption =
  | 'input_type'
  | 'depicted_decade'
  | 'release_decade'
  | 'borough'
  | 'match_month'
  | 'match_count'
  | 'watch_status';

export const GROUP_OPTIONS: { value: GroupOption; label: string; signedInOnly: boolean }[] = [
  { value: 'input_type', label: 'Input Type', signedInOnly: false },
  { value: 'depicted_decade', label: 'Depicted Decade', signedInOnly: false },
  { value: 'release_decade', label: 'Release Decade', signedInOnly: false },
  { value: 'borough', label: 'Borough', signedInOnly: false },
  { value: 'match_month', label: 'Match Month', signedInOnly: false },
  { value: 'match_count', label: 'Match Count', signedInOnly: false },
  { value: 'watch_status', label: 'Watch Status', signedInOnly: true },
];

/** The fields grouping reads (a WatchlistItem has them all). */
export interface GroupableItem {
  movie_id: string;
  year: number | null;
  depicted_decade: string | null;
  first_liked_at: string | null;
  watched: boolean;
  sources: { source: string }[];
  /** Where the film mostly takes place, main first (absent on items cached before boroughs). */
  boroughs?: readonly string[] | null;
}

export interface WatchlistGroup<T extends GroupableItem = GroupableItem> {
  key: string;
  label: string;
  items: T[];
}

export const UNKNOWN = 'Unknown';

const SOURCE_LABELS: Record<string, string> = {
  color: 'Color',
  vibe: 'Vibe',
  vibes: 'Vibe',
  keywords: 'Keywords',
  words: 'Keywords',
  surprise: 'Surprise',
};
const SOURCE_ORDER = ['Color', 'Vibe', 'Keywords', 'Surprise'];
const COUNT_WORDS = ['One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function sourceLabel(source: string): string {
  const known = SOURCE_LABELS[source.toLowerCase()];
  if (known) return known;
  return source ? source.charAt(0).toUpperCase() + source.slice(1) : UNKNOWN;
}

/** "One" to "Ten", else "11 times"; a film with no source still counts once. */
export function matchCountLabel(count: number): string {
  const n = Math.max(1, count);
  return COUNT_WORDS[n - 1] ?? `${n} times`;
}

/** Month name and year of an ISO date, in UTC so every device groups alike, e.g. "March 2025". */
function monthKey(iso: string | null): { key: string; label: string } | null {
  if (!iso) return null;
  // Fast path for the UTC timestamps the server sends; anything else goes through Date.
  let y: number;
  let m: number;
  if (UTC_ISO.test(iso)) {
    y = Number(iso.slice(0, 4));
    m = Number(iso.slice(5, 7)) - 1;
  } else {
    const d = new Date(iso);
    if (Number.isNaN(d.getTime())) return null;
    y = d.getUTCFullYear();
    m = d.getUTCMonth();
  }
  return { key: `${y}-${String(m + 1).padStart(2, '0')}`, label: `${MONTHS[m]} ${y}` };
}
const UTC_ISO = /^\d{4}-(0[1-9]|1[0-2])-\d{2}(T[\d:.]+(Z|\+00:?00)?)?$/;

const unknownLast = (cmp: (a: string, b: string) => number) => (a: string, b: string) =>
  a === UNKNOWN ? (b === UNKNOWN ? 0 : 1) : b === UNKNOWN ? -1 : cmp(a, b);

/**
 * The option in force: Watch Status falls back to Input Type when signed out
 * (docs/product.md#grouping).
 */
export function effectiveOption(option: GroupOption, signedIn: boolean): GroupOption {
  return option === 'watch_status' && !signedIn ? 'input_type' : option;
}

export function groupWatchlist<T extends GroupableItem>(
  items: readonly T[],
  requested: GroupOption,
  signedIn: boolean,
): WatchlistGroup<T>[] {
  const option = effectiveOption(requested, signedIn);
  const groups = new Map<string, WatchlistGroup<T>>();
  const add = (key: string, label: string, item: T) => {
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { key, label, items: [] }));
    // Input Type shows a film once per source type, even when liked twice from that type.
    if (g.items[g.items.length - 1] !== item) g.items.push(item);
  };

  for (const item of items) {
    switch (option) {
      case 'input_type': {
        if (item.sources.length === 0) add(UNKNOWN, UNKNOWN, item);
        for (const s of item.sources) {
          const label = sourceLabel(s.source);
          add(label, label, item);
        }
        break;
      }
      case 'depicted_decade': {
        const d = mainDecade(item.depicted_decade) ?? UNKNOWN;
        add(d, d, item);
        break;
      }
      case 'release_decade': {
        const d = releaseDecade(item.year) ?? UNKNOWN;
        add(d, d, item);
        break;
      }
      case 'borough': {
        // The main borough, as Depicted Decade uses the main decade: each film appears once.
        const b = parseBoroughs(item.boroughs)[0] ?? UNKNOWN;
        add(b, b, item);
        break;
      }
      case 'match_month': {
        const m = monthKey(item.first_liked_at);
        if (m) add(m.key, m.label, item);
        else add(UNKNOWN, UNKNOWN, item);
        break;
      }
      case 'match_count': {
        const n = Math.max(1, item.sources.length);
        add(String(n).padStart(6, '0'), matchCountLabel(n), item);
        break;
      }
      case 'watch_status':
        if (item.watched) add('watched', 'Watched', item);
        else add('unwatched', 'Unwatched', item);
        break;
    }
  }

  const list = [...groups.values()];
  const byKey = unknownLast((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  switch (option) {
    case 'input_type': {
      const rank = (k: string) => {
        const i = SOURCE_ORDER.indexOf(k);
        return i === -1 ? SOURCE_ORDER.length : i;
      };
      return list.sort(
        (a, b) =>
          rank(a.key) - rank(b.key) || unknownLast((x, y) => x.localeCompare(y))(a.key, b.key),
      );
    }
    case 'depicted_decade':
    case 'release_decade':
      return list.sort((a, b) =>
        unknownLast((x, y) => parseInt(x, 10) - parseInt(y, 10))(a.key, b.key),
      );
    case 'borough': {
      // Manhattan first, then the other boroughs in their usual order; Unknown last.
      const rank = (k: string) => {
        const i = (BOROUGHS as readonly string[]).indexOf(k);
        return i === -1 ? BOROUGHS.length : i;
      };
      return list.sort((a, b) => rank(a.key) - rank(b.key));
    }
    case 'watch_status':
      // Watched first, then Unwatched (docs/product.md#grouping).
      return list.sort((a, b) => (a.key === 'watched' ? -1 : 1) - (b.key === 'watched' ? -1 : 1));
    default:
      return list.sort((a, b) => byKey(a.key, b.key));
  }
}
