// Film-makers people name when they describe a look ("Scorsese grit", "Nora Ephron autumn",
// "Safdie chaos"), found in a query and resolved to the archive films they made. The table itself
// is archive data (supabase/seed/film-makers.json, described in docs/archive.md), handed to the
// engine by its callers: `buildSearchIndex(films, { makers })`.

/** One film-maker of the table: the names people write, lower-case, and their archive films. */
export interface FilmMaker {
  names: string[];
  movie_ids: string[];
}

export interface MakerEntry {
  words: string[];
  films: number[];
  /** The name as people write it, for explanations ("Spike Lee"). */
  label: string;
}

/** Names by first word, longest first, resolved to archive film indices. */
export function buildMakerIndex(
  byId: Map<string, number>,
  makers: readonly FilmMaker[],
): Map<string, MakerEntry[]> {
  const index = new Map<string, MakerEntry[]>();
  for (const m of makers) {
    // Ids missing from this archive (a smaller slice, a film removed) are skipped.
    const films = m.movie_ids.map((id) => byId.get(id)).filter((i): i is number => i !== undefined);
    if (films.length === 0) continue;
    const label = m.names[0]!.replace(/\b[a-z]/g, (c) => c.toUpperCase());
    for (const name of m.names) {
      const words = name.split(/[^a-z0-9]+/).filter(Boolean);
      let list = index.get(words[0]!);
      if (!list) index.set(words[0]!, (list = []));
      list.push({ words, films, label });
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.words.length - a.words.length);
  return index;
}

/**
 * Film-maker mentions in title words ("scorseses" counts: the possessive lost its apostrophe):
 * each of their films with the maker's name.
 */
export function findMakers(
  ws: string[],
  taken: Uint8Array,
  index: Map<string, MakerEntry[]>,
): Map<number, string> {
  const films = new Map<number, string>();
  for (let i = 0; i < ws.length; i++) {
    if (taken[i]) continue;
    const w0 = ws[i]!;
    const candidates = [...(index.get(w0) ?? []), ...(index.get(w0.replace(/s$/, '')) ?? [])];
    for (const m of candidates) {
      const n = m.words.length;
      let ok = i + n <= ws.length;
      for (let j = 0; j < n && ok; j++) {
        const w = ws[i + j]!;
        ok = !taken[i + j] && (w === m.words[j] || (j === n - 1 && w === `${m.words[j]!}s`));
      }
      if (!ok) continue;
      for (let j = i; j < i + n; j++) taken[j] = 1;
      for (const f of m.films) if (!films.has(f)) films.set(f, m.label);
      break;
    }
  }
  return films;
}
