// The same answers, however the index reaches the device: the top 10 of every development query
// (DEV_ALL, development A-I) and the answers of a set of colour and palette queries, recorded from the engine
// before the offline payload was made smaller (scripts/searchAnswers.ts --write), must come out of
// the engine built from the archive rows (the functions and the offline worker both build it so).
// A change that moves one film of one answer fails here, naming the query.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../../../../src/core/search/index';
import { ANSWERS_FIXTURE, answersOf, loadSeed } from '../../../../scripts/searchAnswers';
import type { Answers } from '../../../../scripts/searchAnswers';

const recorded = JSON.parse(readFileSync(ANSWERS_FIXTURE, 'utf8')) as Answers;
const { films, makers } = loadSeed();

describe('identical answers', () => {
  const now = answersOf(buildSearchIndex(films, { makers }), films);

  it('covers every development query and the colour and palette queries', () => {
    expect(Object.keys(now.text).sort()).toEqual(Object.keys(recorded.text).sort());
    expect(Object.keys(recorded.text).length).toBeGreaterThan(400);
    expect(Object.keys(recorded.colour).length).toBeGreaterThan(20);
  });

  it('gives every development query the same top 10', () => {
    for (const [query, ids] of Object.entries(recorded.text))
      expect(now.text[query], query).toEqual(ids);
  });

  it('gives every colour and palette query the same answer', () => {
    for (const [query, ids] of Object.entries(recorded.colour))
      expect(now.colour[query], query).toEqual(ids);
  });
});
