// The vocabulary matcher: phrasings found longest first, inside a clause, never when negated.
import { describe, expect, it } from 'vitest';
import { findValues } from '../../../../src/core/look/matchValues';
import { tokenise } from '../../../../src/core/search/query/tokens';

const ids = (text: string, skip: number[] = []) =>
  findValues(tokenise(text).tokens, new Set(skip)).map((h) => h.id);

describe('findValues', () => {
  it('finds values by their phrasings, plurals and hyphenated forms', () => {
    expect(ids('diners at night')).toEqual(['setting.diner', 'time-of-day.night']);
    expect(ids('Night-time DINER')).toEqual(['time-of-day.night', 'setting.diner']);
  });
  it('takes the longest phrase: a subway platform is not also the subway', () => {
    expect(ids('subway platform')).toEqual(['setting.subway-platform']);
    expect(ids('subway')).toEqual(['setting.subway-train']);
  });
  it('reads a phrase with a stop word inside it as one value', () => {
    expect(ids('fourth of july fireworks')).toContain('season-holiday.fourth-of-july');
  });
  it('never reads a phrase across a clause break', () => {
    expect(ids('subway, platform')).toEqual(['setting.subway-train']);
  });
  it('skips negated words', () => {
    const words = tokenise('no winter diner').tokens;
    const winter = words.find((w) => w.word === 'winter')!.pos;
    expect(ids('no winter diner', [winter])).toEqual(['setting.diner']);
  });
  it('says where the value was named', () => {
    const hit = findValues(tokenise('a quiet diner').tokens).find((h) => h.id === 'setting.diner');
    expect(hit).toMatchObject({ id: 'setting.diner', from: 2, to: 2, phrase: 'diner' });
  });
});
