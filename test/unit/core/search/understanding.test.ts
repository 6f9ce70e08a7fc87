// How the engine reads a look beyond exact words: misspellings outside the archive's vocabulary,
// colour versus black-and-white, palette temperature, several query concepts over one strong one,
// and explicit keywords where exact matches come first.
import { describe, expect, it } from 'vitest';
import { hexToLab } from '../../../../src/core/colour/lab';
import { buildEngine } from '../../../../src/core/search/engine';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { FilmRecord, SearchResult } from '../../../../src/core/search/index';
import { isLexiconKey } from '../../../../src/core/search/lexicon';
import { correctSpelling } from '../../../../src/core/search/typos';
import { loadArchive, loadFilmMakers, syntheticFilm } from './archiveFixture';

const films = loadArchive();
const index = buildSearchIndex(films, { makers: loadFilmMakers() });

/** Mean CIELAB chroma and yellow-blue of a result's palette. */
function paletteOf(r: SearchResult): { chroma: number; warmth: number } {
  const labs = r.hex_codes.split(',').map((h) => hexToLab(h)!);
  const chroma = labs.reduce((s, l) => s + Math.hypot(l[1], l[2]), 0) / labs.length;
  const warmth = labs.reduce((s, l) => s + l[2], 0) / labs.length;
  return { chroma, warmth };
}

const greyscale = (r: SearchResult): boolean => paletteOf(r).chroma < 4;

const film = (id: string, summary: string): FilmRecord => syntheticFilm(id, summary);

describe('spelling', () => {
  const e = buildEngine(films);

  it('corrects a misspelt colour word to the word the colour parser knows', () => {
    expect(correctSpelling(e.text, 'colourfull streets').text).toBe('colourful streets');
  });

  it('corrects a word the archive never uses against the lexicon of English words', () => {
    const { text, shown } = correctSpelling(e.text, 'etherial');
    expect(text).not.toBe('etherial');
    expect(isLexiconKey(text)).toBe(true);
    // What the user wrote is what they see, not a stem.
    expect(shown.get(text)).toBe('etherial');
  });

  it('matches a typo to a stem shorter than the word it misspells', () => {
    const { text } = correctSpelling(e.text, 'desolatte');
    expect(isLexiconKey(text)).toBe(true);
    expect('desolate'.startsWith(text)).toBe(true);
  });

  it('leaves gibberish alone rather than guessing a short stem', () => {
    for (const w of ['zorblatt', 'qwertyui']) expect(correctSpelling(e.text, w).text).toBe(w);
  });

  it('leaves known words and names alone', () => {
    expect(correctSpelling(e.text, 'graffiti Scorsese brownstones').text).toBe(
      'graffiti Scorsese brownstones',
    );
  });
});

describe('colour and black-and-white', () => {
  it('keeps black-and-white films out when colour is asked for', () => {
    for (const q of ['colourful street parades', 'faded period colour', 'pastel dresses']) {
      const res = index.vibe(q, 7).results;
      expect(res.length).toBeGreaterThan(0);
      expect(res.filter(greyscale)).toEqual([]);
    }
  });

  it('favours black-and-white films when they are asked for', () => {
    const res = index.vibe('black and white streets at night', 7).results;
    expect(res.filter(greyscale).length).toBeGreaterThanOrEqual(5);
  });

  it('reads warm and cold light as palette temperature', () => {
    const mean = (q: string): number => {
      const res = index.vibe(q, 7).results;
      return res.reduce((s, r) => s + paletteOf(r).warmth, 0) / res.length;
    };
    expect(mean('warm amber interiors')).toBeGreaterThan(mean('cold blue interiors') + 5);
  });
});

describe('several concepts', () => {
  // "neon" is the rarest word, so one film saying it strongly would win on weight alone.
  const small = buildSearchIndex([
    film('strong-one', 'Neon, neon signs and neon tubes.'),
    film(
      'all-three',
      'A slow story of a detective in a noir mood walking through the rain past a neon sign, ' +
        'thinking about his family, his money and the long years behind him in the city.',
    ),
    film('rain-a', 'Rain on a window.'),
    film('rain-b', 'A rain storm over the harbour.'),
    film('noir-a', 'A noir office with blinds.'),
    film('noir-b', 'A noir alley.'),
    film('other', 'A sunny beach with ice cream stands.'),
  ]);

  it('ranks a film matching every concept above one matching one concept strongly', () => {
    expect(small.vibe('noir, rain and neon', 3).results[0]!.movie_id).toBe('all-three');
  });

  it('puts exact keyword matches before related words', () => {
    const kw = buildSearchIndex([
      film('related', 'A walkup with a fire escape, a cramped slum flat and a dim stair.'),
      film('exact', 'A tenement courtyard.'),
      film('neither', 'A sunny beach.'),
    ]);
    expect(kw.words(['tenement']).results[0]!.movie_id).toBe('exact');
  });
});
