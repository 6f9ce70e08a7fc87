// The named-films pass: cued titles and film-makers are found and cut out of the text, and what is
// left keeps its punctuation.
import { describe, expect, it } from 'vitest';
import { buildMakerIndex } from '../../../../../src/core/search/directors';
import { cutNamedFilms } from '../../../../../src/core/search/query/namedFilms';
import { buildTitleEntries, buildTitleIndex } from '../../../../../src/core/search/titles';

const titles = buildTitleIndex(
  buildTitleEntries(
    [
      { title: 'Taxi Driver', year: 1976 },
      { title: 'Manhattan', year: 1979 },
      { title: 'Mean Streets', year: 1973 },
    ],
    () => false,
  ),
);
const makers = buildMakerIndex(new Map([['mean-streets-1973', 2]]), [
  { names: ['martin scorsese', 'scorsese'], movie_ids: ['mean-streets-1973'] },
]);

describe('cutNamedFilms', () => {
  it('cuts a cued title and its year, keeping the commas and hyphens around it', () => {
    const r = cutNamedFilms('like Taxi Driver 1976, rain-soaked streets', titles, makers);
    expect(r.excluded).toEqual([0]);
    expect(r.refs).toEqual([0]);
    expect(r.text.replace(/\s+/g, ' ')).toBe('like , rain-soaked streets');
  });

  it('keeps an uncued ambiguous title as words, and a title said without a cue as a reference', () => {
    const r = cutNamedFilms('Manhattan rooftops', titles, null);
    expect(r.refs).toEqual([]);
    expect(r.text).toBe('Manhattan rooftops');
    const plain = cutNamedFilms('taxi driver at night', titles, null);
    expect(plain.refs).toEqual([0]);
    expect(plain.excluded).toEqual([]);
    expect(plain.text).toBe('taxi driver at night');
  });

  it("cuts a film-maker's name, possessive included, and names his films", () => {
    const r = cutNamedFilms("Scorsese's grit, late-night", titles, makers);
    expect(r.byMaker.get(2)).toBe('Martin Scorsese');
    expect(r.refs).toEqual([2]);
    expect(r.text.trim()).toBe('grit, late-night');
  });

  it('leaves the text as it is when nothing is named', () => {
    expect(cutNamedFilms('No Wave, downtown', titles, makers).text).toBe('No Wave, downtown');
  });
});
