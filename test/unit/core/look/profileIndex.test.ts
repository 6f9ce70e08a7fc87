// Profiles as postings, and the profile channel that ranks by them.
import { describe, expect, it } from 'vitest';
import {
  buildProfileIndex,
  codeProfiles,
  parseIds,
  profileIndexOf,
  strengthOf,
} from '../../../../src/core/look/profileIndex';
import { profileScores } from '../../../../src/core/look/profileChannel';

const films = [
  { look_central: ['format.live-action', 'setting.diner'], look_present: ['time-of-day.night'] },
  { look_central: ['format.stop-motion', 'time-of-day.night'], look_present: [] },
  { look_central: '{format.live-action}', look_present: '{setting.diner}' },
  {},
];

describe('profile index', () => {
  const ix = buildProfileIndex(films, 0.5);
  it('holds central values at 1 and present ones at the present strength', () => {
    expect(strengthOf(ix, 'setting.diner', 0)).toBe(1);
    expect(strengthOf(ix, 'time-of-day.night', 0)).toBe(0.5);
    expect(strengthOf(ix, 'setting.diner', 2)).toBe(0.5);
    expect(strengthOf(ix, 'setting.diner', 1)).toBe(0);
    expect(strengthOf(ix, 'setting.diner', 3)).toBe(0);
  });
  it('gives a narrower value its broader ones', () => {
    expect(strengthOf(ix, 'format.animation', 1)).toBe(1);
    expect(ix.central(1).has('format.animation')).toBe(true);
  });
  it('counts present values as central when that is their strength', () => {
    const full = buildProfileIndex(films, 1);
    expect([...full.central(0)]).toEqual([
      'time-of-day.night',
      'format.live-action',
      'setting.diner',
    ]);
    expect(full.central(3).size).toBe(0);
    expect(full.central(99).size).toBe(0);
  });
  it('is the same built from rows or from their coded form', () => {
    const coded = codeProfiles(films);
    expect(coded.values).toEqual([
      'time-of-day.night',
      'format.live-action',
      'setting.diner',
      'format.stop-motion',
    ]);
    const again = profileIndexOf(coded, 0.5);
    expect([...again.postings]).toEqual([...ix.postings]);
  });
  it('ignores ids outside the vocabulary', () => {
    const odd = buildProfileIndex([{ look_central: ['setting.moon-base'] }], 0.5);
    expect(odd.postings.size).toBe(0);
  });
  it('reads lists as the database and the cache hold them', () => {
    expect(parseIds('{a.b,"c.d"}')).toEqual(['a.b', 'c.d']);
    expect(parseIds(['a.b', 3])).toEqual(['a.b']);
    expect(parseIds(null)).toEqual([]);
    expect(parseIds('{}')).toEqual([]);
    expect(parseIds('a.b,,c.d')).toEqual(['a.b', 'c.d']);
    expect(parseIds(' a.b , c.d')).toEqual(['a.b', 'c.d']);
  });
});

describe('profile channel', () => {
  const ix = buildProfileIndex(films, 0.5);
  it('ranks a film centred on the asked values above one where they are present', () => {
    const out = new Float64Array(films.length);
    expect(profileScores(ix, ['setting.diner', 'time-of-day.night'], out, 0)).toBe(true);
    expect([...out]).toEqual([0.75, 0.5, 0.25, 0]);
  });
  it('says nothing when no film holds an asked value', () => {
    const out = new Float64Array(films.length);
    expect(profileScores(ix, ['season-holiday.winter'], out, 0)).toBe(false);
    expect([...out]).toEqual([0, 0, 0, 0]);
  });
});
