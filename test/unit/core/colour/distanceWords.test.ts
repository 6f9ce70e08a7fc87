// The distance in words a card shows beside an asked colour and the film's closest.
import { describe, expect, it } from 'vitest';
import {
  DISTANCE_BANDS,
  distanceWords,
  hexDistance,
} from '../../../../src/core/colour/distanceWords';

describe('distanceWords', () => {
  it('names each CIEDE2000 band, edges belonging to the band above', () => {
    expect(distanceWords(0)).toBe('very close');
    expect(distanceWords(2.99)).toBe('very close');
    expect(distanceWords(3)).toBe('close');
    expect(distanceWords(7.9)).toBe('close');
    expect(distanceWords(8)).toBe('similar');
    expect(distanceWords(15)).toBe('loosely related');
    expect(distanceWords(25)).toBe('far');
    expect(distanceWords(100)).toBe('far');
  });
  it('treats a negative or non-number distance as identical', () => {
    expect(distanceWords(-1)).toBe('very close');
    expect(distanceWords(Number.NaN)).toBe('very close');
  });
  it('keeps its bands as data: ascending edges, each with a reason, the last open-ended', () => {
    const edges = DISTANCE_BANDS.map((b) => b.below);
    expect(edges).toEqual([...edges].sort((a, b) => a - b));
    expect(edges.at(-1)).toBe(Infinity);
    for (const b of DISTANCE_BANDS) expect(b.why.length).toBeGreaterThan(20);
  });
  it('measures real colours: a red against a near red, a blue and its own', () => {
    expect(distanceWords(hexDistance('#C8342A', '#C9352B')!)).toBe('very close');
    expect(distanceWords(hexDistance('#C8342A', '#D0463A')!)).toBe('close');
    expect(distanceWords(hexDistance('#C8342A', '#2F6DA3')!)).toBe('far');
    expect(hexDistance('#2F6DA3', '#2F6DA3')).toBe(0);
    expect(hexDistance('blue', '#2F6DA3')).toBeNull();
  });
});
