// A title that is also an ordinary phrase ("Wall Street", "Manhattan") counts as a named film only
// when the text marks it ("like …", quoted, "… vibes"). A phrase is ordinary when 3 or more other
// films' texts use it: the film's own text always holds its title and does not count, so a couple
// of films that mention a taxi driver leave "Taxi Driver" a title (src/core/search/engine.ts).
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import type { FilmRecord } from '../../../../src/core/search/index';
import { syntheticFilm } from './archiveFixture';

const title = syntheticFilm('taxi-driver-1976', 'Sodium streetlight, steam and a cab at night.', {
  movie_title: 'Taxi Driver',
  year: 1976,
});
const mentioning = (n: number): FilmRecord[] =>
  Array.from({ length: n }, (_, i) =>
    syntheticFilm(`cab-${i}-1990`, `A taxi driver crosses a bridge at dawn, scene ${i}.`),
  );
const others = [
  syntheticFilm('snow-1990', 'Snow falls on a square under Christmas lights.'),
  syntheticFilm('beach-1990', 'A sunny beach, pale sand and a striped umbrella by the sea.'),
];
const named = (films: FilmRecord[], text: string) =>
  buildSearchIndex(films).vibe(text, 10).query_info.search_criteria.recommended_movies;

describe('a title that is also an ordinary phrase', () => {
  it('is a named film while 2 other films use the phrase', () => {
    const films = [title, ...mentioning(2), ...others];
    expect(named(films, 'Taxi Driver but with snow and Christmas lights')).toEqual([
      { title: 'Taxi Driver', year: 1976 },
    ]);
  });

  it('needs a cue once 3 other films use it', () => {
    const films = [title, ...mentioning(3), ...others];
    expect(named(films, 'Taxi Driver but with snow and Christmas lights')).toEqual([]);
    expect(named(films, 'something like Taxi Driver')).toEqual([
      { title: 'Taxi Driver', year: 1976 },
    ]);
  });
});
