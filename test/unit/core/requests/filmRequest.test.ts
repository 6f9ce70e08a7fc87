// The film request form's checks (the same limits as the server's table) and the title key that
// counts two spellings of one film as one (`npm run requests:list`).
import { describe, expect, it } from 'vitest';
import { parseFilmRequest, titleKey, yearMax } from '../../../../src/core/requests/filmRequest';

const now = new Date('2026-11-28T12:00:00Z');
const parse = (title: string, year = '1976', note = '') =>
  parseFilmRequest({ title, year, note }, now);

describe('parseFilmRequest', () => {
  it('tidies a good request: spaces collapsed, an empty note is none', () => {
    expect(parse('  Mean   Streets ', ' 1973 ', '   ')).toEqual({
      ok: true,
      request: { title: 'Mean Streets', year: 1973, note: null },
    });
    expect(parse('Wall Street', '1987', ' the first one ')).toMatchObject({
      request: { note: 'the first one' },
    });
  });

  it('refuses each bad field with a message that says what to change', () => {
    expect(parse('   ')).toEqual({ ok: false, errors: { title: 'Give the film’s title.' } });
    expect(parse('x'.repeat(201)).ok).toBe(false);
    expect(parse('x'.repeat(200)).ok).toBe(true);
    expect(parse('Fine', '', '')).toMatchObject({ errors: { year: /Give the year/ } });
    expect(parse('Fine', '76')).toMatchObject({ errors: { year: /four digits, like 1976/ } });
    expect(parse('Fine', '3000')).toMatchObject({
      errors: { year: 'The year must be 2028 or earlier.' },
    });
    expect(parse('Fine', '1887')).toMatchObject({ errors: { year: /1888 or later/ } });
    expect(parse('Fine', '1976', 'n'.repeat(500))).toMatchObject({
      errors: { note: 'Keep the note to 280 characters.' },
    });
    expect(parse('Fine', '1976', 'n'.repeat(280)).ok).toBe(true);
    // Every field at once: one message each.
    const all = parse('', '3000', 'n'.repeat(281));
    expect(all.ok || Object.keys(all.errors).sort()).toEqual(['note', 'title', 'year']);
  });

  it('takes announced films up to two years ahead', () => {
    expect(yearMax(now)).toBe(2028);
    expect(parse('Next year', '2028').ok).toBe(true);
    expect(parse('Too far', '2029').ok).toBe(false);
  });
});

describe('titleKey', () => {
  it('ignores case, punctuation, accents and a leading or moved English article', () => {
    const one = ['The King of Comedy', 'king of comedy!', 'King of Comedy, The', 'KING  OF COMEDY'];
    expect(new Set(one.map(titleKey))).toEqual(new Set(['king of comedy']));
    expect(titleKey('A Bronx Tale')).toBe(titleKey('Bronx Tale'));
    expect(titleKey('Léon: The Professional')).toBe('leon the professional');
    expect(titleKey('Mr. & Mrs. Bridge')).toBe(titleKey('Mr and Mrs Bridge'));
  });

  it('keeps titles that only look alike apart', () => {
    expect(titleKey('Plan A')).not.toBe(titleKey('Plan'));
    expect(titleKey('Die Hard')).toBe('die hard');
    expect(titleKey('The Warriors')).not.toBe(titleKey('Warrior'));
  });
});
