// The profile channel in ranking: a film centred on an asked value ranks above one where it is
// merely present, other things equal; the prose channels still find what profiles lack; a card
// is told which asked values matched (docs/look-profiles.md).
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import { syntheticFilm } from './archiveFixture';

const SAME = 'Tall windows over a quiet street, a long counter and a radio playing.';
const films = [
  syntheticFilm('present-1980', SAME, {
    look_central: ['format.live-action', 'setting.street'],
    look_present: ['season-holiday.winter', 'setting.diner'],
  }),
  syntheticFilm('central-1980', SAME, {
    look_central: ['format.live-action', 'season-holiday.winter', 'setting.diner'],
    look_present: ['setting.street'],
  }),
  syntheticFilm('none-1980', SAME, { look_central: ['format.live-action', 'setting.street'] }),
  syntheticFilm('prose-1980', 'A snowbound winter street where steam rises from a grate.', {
    look_central: ['format.live-action'],
  }),
];
const ix = buildSearchIndex(films);

describe('profile channel', () => {
  it('ranks the film centred on the asked values first, then the one where they are present', () => {
    const r = ix.vibe('winter diner').results.map((x) => x.movie_id);
    expect(r.indexOf('central-1980')).toBe(0);
    expect(r.indexOf('present-1980')).toBeLessThan(
      r.indexOf('none-1980') < 0 ? Infinity : r.indexOf('none-1980'),
    );
  });
  it('still finds a film whose prose says what its profile does not', () => {
    expect(ix.vibe('snowbound steam').results.map((x) => x.movie_id)).toContain('prose-1980');
  });
  it('tells a card which asked values the film holds', () => {
    const top = ix.vibe('winter diner').results[0]!;
    expect(top.why.values).toEqual(['Winter', 'Diner']);
    expect(ix.words(['diner'], 7).results[0]!.why.values).toEqual(['Diner']);
  });
  it('reads no value from a negated word', () => {
    const r = ix.vibe('a diner, no winter').results;
    expect(r[0]!.why.values ?? []).not.toContain('Winter');
  });
});
