// The optional `offset` of the search functions' requests ("Next films"): missing is fine (older
// clients), a whole number from 0 to SEARCH_OFFSET_MAX is kept, anything else is refused with a
// message a person can act on.
import { describe, expect, it } from 'vitest';
import {
  colorSearchBody,
  vibeSearchBody,
  wordSearchBody,
} from '../../../functions/_lib/searchSchemas';
import { SEARCH_OFFSET_MAX } from '../../../src/core/search/types';

const bodies = {
  vibe: [vibeSearchBody, { userInput: 'rain on neon' }],
  words: [wordSearchBody, { keywords: ['neon'] }],
  color: [colorSearchBody, { searchType: 'color', color: '#E38A2C' }],
  palette: [colorSearchBody, { searchType: 'palette', hexCodes: ['#E38A2C'] }],
} as const;

describe.each(Object.entries(bodies))('%s request offset', (_kind, [schema, body]) => {
  it('is optional', () => {
    const parsed = schema.safeParse(body);
    expect(parsed.success).toBe(true);
    expect((parsed.data as { offset?: number }).offset).toBeUndefined();
  });
  it('keeps a whole number in range', () => {
    for (const offset of [0, 7, SEARCH_OFFSET_MAX]) {
      const parsed = schema.safeParse({ ...body, offset });
      expect((parsed.data as { offset?: number }).offset).toBe(offset);
    }
  });
  it('refuses anything else, saying why', () => {
    for (const offset of [-1, 2.5, SEARCH_OFFSET_MAX + 1, '7', null]) {
      const parsed = schema.safeParse({ ...body, offset });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(/offset/);
    }
  });
});
