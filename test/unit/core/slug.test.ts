import { describe, expect, it } from 'vitest';
import { movieIdFor, slugify } from '../../../src/core/slug';

describe('slugify', () => {
  it.each([
    ['Taxi Driver', 'taxi-driver'],
    ['C.H.U.D.', 'chud'],
    ['Ms. 45', 'ms-45'],
    ['Kate & Leopold', 'kate-leopold'],
    ['Léon: The Professional', 'leon-the-professional'],
    ["Breakfast at Tiffany's", 'breakfast-at-tiffanys'],
    ['tick, tick...BOOM!', 'tick-tick-boom'],
    ['When Harry Met Sally...', 'when-harry-met-sally'],
    ['Gremlins 2: The New Batch', 'gremlins-2-the-new-batch'],
  ])('%s -> %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
  it('makes ids from title and year', () => {
    expect(movieIdFor('West Side Story', 2021)).toBe('west-side-story-2021');
  });
});
