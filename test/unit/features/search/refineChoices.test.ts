// The refine control's choices: its formats are the look vocabulary's broad formats, what storage
// gives back is read strictly, and the deck's line says what a search was narrowed to.
import { describe, expect, it } from 'vitest';
import {
  REFINE_FORMATS,
  describeRefine,
  readRefine,
  refineToSend,
} from '../../../../src/features/search/refineChoices';
import { lookValue } from '../../../../src/core/look/vocabulary';
import { parseRefine } from '../../../../src/core/search/refine';

describe('refine choices', () => {
  it('offers formats of the look vocabulary that the functions accept', () => {
    for (const f of REFINE_FORMATS) {
      expect(lookValue(f.id)?.facet, f.id).toBe('format');
      expect(lookValue(f.id)?.label).toBe(f.label);
      expect(parseRefine({ format: f.id })).toEqual({ format: f.id });
    }
  });
  it('reads back only what the control makes', () => {
    expect(
      readRefine({ decadeFrom: 1970, colorMode: 'black-and-white', format: 'format.x' }),
    ).toEqual({
      decadeFrom: 1970,
      colorMode: 'black-and-white',
    });
    expect(readRefine('x')).toBeNull();
    expect(readRefine({ decadeTo: 1975, borough: 'Hoboken' })).toEqual({});
  });
  it('says what a search was narrowed to', () => {
    expect(describeRefine({ decadeFrom: 1970, decadeTo: 1980, colorMode: 'colour' })).toBe(
      '1970s–1980s · Colour',
    );
    expect(describeRefine({ decadeFrom: 1950, decadeTo: 1950, format: 'format.animation' })).toBe(
      '1950s · Animation',
    );
    expect(describeRefine({ borough: 'The Bronx' })).toBe('The Bronx');
    expect(describeRefine({})).toBe('');
  });
  it('sends nothing when nothing is narrowed', () => {
    expect(refineToSend({})).toBeUndefined();
    expect(refineToSend({ borough: 'Queens' })).toEqual({ borough: 'Queens' });
  });
});
