// The look vocabulary's own integrity (docs/look-profiles.md): it is hand-written data that every
// profile, query and card reads, so a slip in it would spread everywhere.
import { describe, expect, it } from 'vitest';
import { BOROUGHS } from '../../../../src/core/filmFacts';
import { LOOK_FACETS, lookValue, withBroader } from '../../../../src/core/look/vocabulary';
import { phraseKey } from '../../../../src/core/look/matchValues';

const values = LOOK_FACETS.flatMap((f) => f.values);

describe('look vocabulary', () => {
  it('has the facets search and refining read, each with values', () => {
    const facets = LOOK_FACETS.map((f) => f.id);
    for (const f of ['format', 'genre', 'time-of-day', 'season-holiday', 'weather', 'setting'])
      expect(facets).toContain(f);
    expect(LOOK_FACETS.find((f) => f.id === 'setting')!.values.length).toBeGreaterThan(60);
    for (const f of LOOK_FACETS) expect(f.values.length, f.id).toBeGreaterThan(0);
  });
  it('has well-formed, unique ids', () => {
    for (const v of values) expect(v.id).toMatch(/^[a-z-]+\.[a-z0-9-]+$/);
    expect(new Set(values.map((v) => v.id)).size).toBe(values.length);
  });
  it('gives every value a label people type, and phrasings that read as words', () => {
    for (const v of values) {
      expect(
        v.phrasings.map((p) => p.toLowerCase()),
        v.id,
      ).toContain(v.label.toLowerCase());
      for (const p of v.phrasings) expect(phraseKey(p), `${v.id}: ${p}`).not.toBe('');
    }
  });
  it('points broader values at values of the same facet, without cycles', () => {
    for (const v of values.filter((x) => x.broader)) {
      expect(lookValue(v.broader!)?.facet, v.id).toBe(v.facet);
      expect(withBroader(v.id).length).toBeGreaterThan(1);
    }
  });
  it('places every neighbourhood in a borough, and dates decade-bound values', () => {
    for (const v of LOOK_FACETS.find((f) => f.id === 'neighbourhood')!.values)
      expect(BOROUGHS, v.id).toContain(v.borough);
    for (const v of values.filter((x) => x.decades))
      for (const d of v.decades!) expect(d, v.id).toMatch(/^\d{3}0s$/);
  });
});
