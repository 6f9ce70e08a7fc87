// The later routes' chunk captures exactly the modules nothing `/` loads imports: a route's own
// modules, never one the entry, the intro or a lazy non-route import (the data layer) reaches.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { laterRoutesChunk } from '../../../scripts/laterRoutesChunk';

const at = (p: string) => path.resolve(p);
const graph: Record<string, { importedIds: string[]; dynamicallyImportedIds: string[] }> = {
  [at('src/main.tsx')]: {
    importedIds: [at('src/shell/App.tsx')],
    dynamicallyImportedIds: [],
  },
  [at('src/shell/App.tsx')]: {
    importedIds: [at('src/shared/format.ts')],
    dynamicallyImportedIds: [
      at('src/routes/Intro.tsx'),
      at('src/routes/Cards.tsx'),
      at('src/routes/About.tsx'),
      at('src/shell/DataBridge.tsx'),
    ],
  },
  [at('src/routes/Intro.tsx')]: {
    importedIds: [at('src/art/Header.tsx')],
    dynamicallyImportedIds: [],
  },
  [at('src/routes/Cards.tsx')]: {
    importedIds: [at('src/shared/format.ts'), at('src/cards/Deck.tsx'), at('src/art/Header.tsx')],
    dynamicallyImportedIds: [at('src/cards/Photo.tsx')],
  },
  [at('src/cards/Deck.tsx')]: {
    importedIds: [at('src/data/index.ts')],
    dynamicallyImportedIds: [],
  },
  [at('src/routes/About.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
  [at('src/shell/DataBridge.tsx')]: {
    importedIds: [at('src/data/index.ts')],
    dynamicallyImportedIds: [],
  },
  [at('src/data/index.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [at('src/cards/Photo.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
  [at('src/shared/format.ts')]: { importedIds: [], dynamicallyImportedIds: [] },
  [at('src/art/Header.tsx')]: { importedIds: [], dynamicallyImportedIds: [] },
};
const ctx = { getModuleInfo: (id: string) => graph[id] ?? null };

describe('laterRoutesChunk', () => {
  it('captures the later routes and what only they import', () => {
    const group = laterRoutesChunk('src/main.tsx');
    const name = group.name as (id: string, c: typeof ctx) => string | null;
    const captured = Object.keys(graph)
      .filter((id) => name(id, ctx) === 'routes')
      .map((id) => path.relative(process.cwd(), id))
      .sort();
    expect(captured).toEqual([
      'src/cards/Deck.tsx',
      'src/routes/About.tsx',
      'src/routes/Cards.tsx',
    ]);
    expect(group.includeDependenciesRecursively).toBe(false);
  });

  it('refuses an entry the graph does not hold', () => {
    const name = laterRoutesChunk('src/moved.tsx').name as (id: string, c: typeof ctx) => unknown;
    expect(() => name(at('src/main.tsx'), ctx)).toThrow(/no module/);
  });
});
