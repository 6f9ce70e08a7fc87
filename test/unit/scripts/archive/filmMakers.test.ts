// Each rule of the film-maker table catches its own seeded defect, and the real table passes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateFilmMakers } from '../../../../scripts/archive/filmMakers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const ids = new Set(['taxi-driver-1976', 'mean-streets-1973', 'do-the-right-thing-1989']);
const rulesOf = (table: unknown): string[] => validateFilmMakers(table, ids).map((p) => p.rule);

describe('film-maker table rules', () => {
  it('passes a clean table', () => {
    expect(
      rulesOf([
        { names: ['martin scorsese', 'scorsese'], movie_ids: ['taxi-driver-1976'] },
        { names: ['spike lee'], movie_ids: ['do-the-right-thing-1989'] },
      ]),
    ).toEqual([]);
  });

  it('refuses a film the archive does not hold', () => {
    expect(rulesOf([{ names: ['scorsese'], movie_ids: ['no-such-film-1999'] }])).toEqual([
      'maker-film',
    ]);
  });

  it('refuses names a query could not match, and a name given to two entries', () => {
    expect(rulesOf([{ names: ['Spike Lee'], movie_ids: ['taxi-driver-1976'] }])).toEqual([
      'maker-name',
    ]);
    expect(
      rulesOf([
        { names: ['lee'], movie_ids: ['taxi-driver-1976'] },
        { names: ['lee'], movie_ids: ['do-the-right-thing-1989'] },
      ]),
    ).toEqual(['maker-name']);
  });

  it('refuses entries without names or films, and a file that is not a list', () => {
    expect(rulesOf([{ names: [], movie_ids: [] }])).toEqual(['maker-shape', 'maker-shape']);
    expect(rulesOf({})).toEqual(['maker-shape']);
    expect(rulesOf(null)).toEqual(['maker-shape']);
  });

  it('passes the real table against the real archive', () => {
    const seed = path.join(root, 'supabase/seed');
    const archive = new Set(
      readFileSync(path.join(seed, 'films.jsonl'), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => (JSON.parse(l) as { movie_id: string }).movie_id),
    );
    const table: unknown = JSON.parse(readFileSync(path.join(seed, 'film-makers.json'), 'utf8'));
    expect(validateFilmMakers(table, archive)).toEqual([]);
  });
});
