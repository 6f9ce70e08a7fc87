// Rules of the film-maker table (supabase/seed/film-makers.json, docs/archive.md): the names people
// write when they describe a look by its maker, and the archive films each made.
import type { Problem } from './validate';

/** Lower-case words (letters, digits, hyphens) separated by single spaces: how queries are read. */
const NAME = /^[a-z0-9]+(?:[- ][a-z0-9]+)*$/;

/** Problems of the table against the archive's ids (`film` names the table entry). */
export function validateFilmMakers(table: unknown, archiveIds: ReadonlySet<string>): Problem[] {
  const problems: Problem[] = [];
  if (!Array.isArray(table)) {
    return [{ film: 'film-makers.json', rule: 'maker-shape', message: 'not a list of entries' }];
  }
  const seen = new Map<string, number>();
  table.forEach((entry: unknown, i) => {
    const e = (entry ?? {}) as { names?: unknown; movie_ids?: unknown };
    const names = Array.isArray(e.names) ? e.names : [];
    const at = `film-makers.json #${i + 1} (${String(names[0] ?? '?')})`;
    const problem = (rule: string, message: string): void => {
      problems.push({ film: at, rule, message });
    };
    if (names.length === 0) problem('maker-shape', 'needs at least one name');
    for (const name of names) {
      if (typeof name !== 'string' || !NAME.test(name)) {
        problem('maker-name', `"${String(name)}" is not lower-case words`);
      } else if (seen.has(name) && seen.get(name) !== i) {
        problem('maker-name', `"${name}" also names entry #${seen.get(name)! + 1}`);
      } else seen.set(name, i);
    }
    const ids = Array.isArray(e.movie_ids) ? e.movie_ids : [];
    if (ids.length === 0) problem('maker-shape', 'needs at least one movie_id');
    for (const id of ids) {
      if (typeof id !== 'string' || !archiveIds.has(id)) {
        problem('maker-film', `movie_id "${String(id)}" is not in the archive`);
      }
    }
  });
  return problems;
}
