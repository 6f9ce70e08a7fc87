// The decades, boroughs, colours and tones passes as analyseQuery runs them: patterns over the text
// the earlier passes left (corrected words in place, punctuation kept), colours and tones over the
// words asked for (negated ones left out).
import { describe, expect, it } from 'vitest';
import { parseQueryBoroughs } from '../../../../../src/core/search/boroughQuery';
import { parseColourTargets, parseTones } from '../../../../../src/core/search/colourWords';
import { parseNearDecades, parseQueryDecades } from '../../../../../src/core/search/decadeQuery';
import { markNegation } from '../../../../../src/core/search/query/negation';
import { keptText, tokenise, wantedText } from '../../../../../src/core/search/query/tokens';

function passes(text: string) {
  const q = tokenise(text);
  markNegation(q, null, 3);
  const kept = keptText(q);
  const decades = parseQueryDecades(kept);
  return {
    decades,
    near: parseNearDecades(kept, decades, { exact: 2, loose: 5 }),
    boroughs: parseQueryBoroughs(kept),
    colours: parseColourTargets(wantedText(q)).map((c) => c.phrase),
    tones: parseTones(wantedText(q)),
  };
}

describe('decades and boroughs over the kept text', () => {
  it('reads a decade written with an apostrophe or a hyphen, and a late one', () => {
    expect(passes("late '70s Bronx, mid-century").decades).toEqual(['1970s', '1950s', '1960s']);
    expect(passes("late '70s Bronx").near).toEqual(['1980s']);
    expect(passes("late '70s Bronx").boroughs).toEqual(['The Bronx']);
  });

  it('tells the borough from drag queens', () => {
    expect(passes('drag queens, Harlem ballroom').boroughs).toEqual([]);
    expect(passes('a house in Queens').boroughs).toEqual(['Queens']);
  });
});

describe('colours and tones over the words asked for', () => {
  it('reads tones from their one table, hyphenated phrases included', () => {
    expect(passes('candy-coloured, sun-drenched').tones).toEqual(
      expect.arrayContaining(['vivid', 'bright']),
    );
    expect(passes('black & white streets').tones).toEqual(['mono']);
    expect(passes('inky wintry docks').tones).toEqual(
      expect.arrayContaining(['dark', 'muted', 'cold']),
    );
  });

  it('leaves a negated colour or tone out', () => {
    expect(passes('pink signs, no neon').colours).toEqual(['pink']);
    expect(passes('rain without the gloomy').tones).toEqual([]);
    expect(passes('rain, gloomy').tones).toEqual(['dark']);
  });
});
