// A query that names a film or a film-maker reads the rest of its words exactly as it would read
// them alone: dropping "like Taxi Driver" or "Scorsese" keeps the commas, hyphens and capitals of
// what is left, so compounds ("rain-soaked"), clause breaks ("night, diner") and names that start
// with a negator ("the No Frills supermarket") behave the same with or without the film named.
import { describe, expect, it } from 'vitest';
import { analyseQuery } from '../../../../../src/core/search/analyseQuery';
import type { ParsedQuery } from '../../../../../src/core/search/analyseQuery';
import { buildEngine } from '../../../../../src/core/search/engine';
import { loadArchive, loadFilmMakers } from '../archiveFixture';

const e = buildEngine(loadArchive(), undefined, loadFilmMakers());
const read = (q: string): ParsedQuery => analyseQuery(q, e.text, e.titles, e.makers, 'vibe');

/** What the query asks for besides the films it names (positions aside: the name shifts them). */
function asked(q: ParsedQuery): unknown {
  const { refs: _r, excluded: _e, byMaker: _b, values, ...rest } = q;
  return { ...rest, values: values.map((v) => `${v.id} ${v.phrase}`) };
}

const TAILS = [
  'rain-soaked streets',
  'a late-night diner at dawn',
  'night, diner',
  'subway. platform crowds',
  'the No Frills supermarket, no snow',
  'Upper West Side brownstones, no snow',
];

describe('a named film or film-maker dropped from a query', () => {
  it('finds the film and the film-maker', () => {
    expect(read('like Taxi Driver, rain-soaked streets').excluded).toHaveLength(1);
    expect(read('Scorsese, rain-soaked streets').byMaker.size).toBeGreaterThan(0);
  });

  for (const tail of TAILS) {
    it(`leaves "${tail}" read as it is alone`, () => {
      const alone = asked(read(tail));
      expect(asked(read(`like Taxi Driver, ${tail}`))).toEqual(alone);
      expect(asked(read(`Taxi Driver vibes: ${tail}`))).toEqual(alone);
      expect(asked(read(`Scorsese, ${tail}`))).toEqual(alone);
    });
  }
});
