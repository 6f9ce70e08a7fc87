import { describe, expect, it } from 'vitest';
import { mainDecade, parseDecades, releaseDecade } from '../../../src/core/decades';

describe('decades', () => {
  it('reads one or several depicted decades, main first', () => {
    expect(parseDecades('1970s')).toEqual(['1970s']);
    expect(parseDecades('1960s, 1970s')).toEqual(['1960s', '1970s']);
    expect(mainDecade('1960s, 1970s')).toBe('1960s');
    expect(mainDecade('')).toBeNull();
    expect(parseDecades('70s, 1980s')).toEqual(['1980s']);
  });
  it('floors a release year to its decade', () => {
    expect(releaseDecade(1976)).toBe('1970s');
    expect(releaseDecade(2000)).toBe('2000s');
    expect(releaseDecade(null)).toBeNull();
  });
});
