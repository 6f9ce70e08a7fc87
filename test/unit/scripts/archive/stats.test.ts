// archive:stats counts each film where it belongs, and the offline slice of the real archive stays
// within its budget per film (0.5 KB gzip; the whole offline download may grow 0.6 KB a film,
// docs/architecture.md), the size a phone downloads once to search offline.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { archiveStats, sliceSize } from '../../../../scripts/archive/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

describe('archive stats', () => {
  it('counts release decades, every depicted decade, every and main borough, New York shares and colour modes', () => {
    const s = archiveStats([
      {
        year: 1976,
        depicted_decade: '1970s',
        boroughs: ['Manhattan'],
        color_mode: 'colour',
        new_york: 'part',
      },
      {
        year: 1961,
        depicted_decade: '1950s, 1960s',
        boroughs: ['Brooklyn', 'Manhattan'],
        color_mode: 'black-and-white',
        new_york: 'most',
      },
      { year: 2019 },
    ]);
    expect(s.films).toBe(3);
    expect([...s.releaseDecade]).toEqual([
      ['1960s', 1],
      ['1970s', 1],
      ['2010s', 1],
    ]);
    expect(s.depictedDecade.get('1950s')).toBe(1);
    expect(s.depictedDecade.get('unknown')).toBe(1);
    expect(s.borough.get('Manhattan')).toBe(2);
    expect(s.borough.get('Queens')).toBe(0);
    expect(s.mainBorough.get('Manhattan')).toBe(1);
    expect(s.mainBorough.get('Brooklyn')).toBe(1);
    expect(s.newYork.get('part')).toBe(1);
    expect(s.newYork.get('most')).toBe(1);
    expect(s.colorMode.get('black-and-white')).toBe(1);
    expect(s.colorMode.get('unknown')).toBe(1);
  });

  it('keeps the offline slice of the archive under 0.5 KB gzip a film', () => {
    const records = readFileSync(path.join(root, 'supabase/seed/films.jsonl'), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.length).toBeGreaterThan(1000);
    expect(sliceSize(records).gzip / records.length).toBeLessThan(512);
  });
});
