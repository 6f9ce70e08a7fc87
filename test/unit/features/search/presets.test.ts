// The fixed lists keep their sizes and shapes (docs/product.md#limits, #route-create).
import { describe, expect, it } from 'vitest';
import {
  COLOR_PRESETS,
  REGIONS,
  SUGGESTED_WORDS,
  SURPRISE_VIBES,
  VIBE_EXAMPLES,
} from '../../../../src/features/search/presets';

describe('presets', () => {
  it('has 11 vibe examples and 11 surprise vibes, all distinct', () => {
    expect(new Set(VIBE_EXAMPLES).size).toBe(11);
    expect(new Set(SURPRISE_VIBES).size).toBe(11);
  });
  it('has 25 distinct upper-case colours', () => {
    expect(new Set(COLOR_PRESETS).size).toBe(25);
    for (const c of COLOR_PRESETS) expect(c).toMatch(/^#[0-9A-F]{6}$/);
  });
  it('has 75 distinct lower-case words with the decades 1950s to 2000s and the named places', () => {
    expect(new Set(SUGGESTED_WORDS).size).toBe(75);
    for (const d of ['1950s', '1960s', '1970s', '1980s', '1990s', '2000s'])
      expect(SUGGESTED_WORDS).toContain(d);
    for (const w of ['grainy', 'golden', 'noir', 'bodega', 'subway-platform'])
      expect(SUGGESTED_WORDS).toContain(w);
    for (const w of SUGGESTED_WORDS) expect(w).toBe(w.trim().toLowerCase());
  });
  it('has the 29 watching regions, US first and OTHER last', () => {
    expect(REGIONS).toHaveLength(29);
    expect(REGIONS[0]).toEqual(['US', 'United States']);
    expect(REGIONS.at(-1)).toEqual(['OTHER', 'Other']);
    expect(new Set(REGIONS.map(([v]) => v)).size).toBe(29);
  });
});
