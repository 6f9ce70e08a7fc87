// One chunk for the code only the later routes need (every route but the intro at `/`), instead of
// a chunk per route and per small module they share. A first visit's service worker precaches every
// chunk, and on a slow mobile line each file costs a round trip more than its bytes: some 45 files
// under 3 KB were the last 5 s of a Slow 4G visit (docs/architecture.md, "What a first visit
// downloads"). Only modules that nothing `/` loads imports are captured, so what `/` downloads
// before it shows stays as it was; a visit to any later route loads the whole chunk once.
import path from 'node:path';
import type { Rolldown } from 'vite';

type CodeSplittingGroup = Rolldown.CodeSplittingGroup;

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const sep = String.raw`[\\/]`;
/** The route modules loaded lazily by the shell (src/shell/App.tsx). */
const ROUTE = new RegExp(`${sep}src${sep}routes${sep}[^\\\\/]+\\.tsx$`);
/** The route at `/`: a first visit's page, kept out of the chunk with everything it imports. */
const FIRST = new RegExp(`${sep}src${sep}routes${sep}Intro\\.tsx$`);

/** `entry`: the app's entry module, an absolute path (a relative one is resolved from the cwd). */
export function laterRoutesChunk(entry: string): CodeSplittingGroup {
  let captured: Set<string> | null = null;

  /** Modules statically imported from `roots`, roots included. */
  const closure = (graph: ModuleGraph, roots: Iterable<string>, out = new Set<string>()) => {
    const stack = [...roots];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (out.has(id)) continue;
      out.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return out;
  };

  const capture = (graph: ModuleGraph): Set<string> => {
    // What `/` may load: the entry's static imports, and every lazy import reachable from them
    // that is not a later route (the intro, the data layer, workbox-window...), to a fixed point.
    const early = new Set<string>();
    const later = new Set<string>();
    const main = path.resolve(entry);
    // A moved entry would otherwise capture nothing, and the chunks would silently split again.
    if (!graph.getModuleInfo(main)) throw new Error(`laterRoutesChunk: no module ${main}`);
    let roots = [main];
    while (roots.length > 0) {
      closure(graph, roots, early);
      roots = [];
      for (const id of early)
        for (const lazy of graph.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          if (ROUTE.test(lazy) && !FIRST.test(lazy)) later.add(lazy);
          else if (!early.has(lazy)) roots.push(lazy);
        }
    }
    const chunk = closure(graph, later);
    for (const id of early) chunk.delete(id);
    return chunk;
  };

  return {
    debugName: 'later routes',
    name: (id, graph) => ((captured ??= capture(graph)).has(id) ? 'routes' : null),
    // Dependencies stay where they are: a captured module's imports are captured or are loaded
    // by `/` already, and no module `/` loads imports a captured one, so no chunk cycle forms.
    includeDependenciesRecursively: false,
  };
}
