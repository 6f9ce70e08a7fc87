// Cards: result normalisation, completion wording, like sources and the swipe threshold.
import { describe, expect, it } from 'vitest';
import { toCardFilm, toFilmInput } from '../../../../src/features/cards/cardFilm';
import { curatedBy } from '../../../../src/features/cards/cardsState';
import { likeSource } from '../../../../src/features/cards/likeSource';
import { swipeDirection } from '../../../../src/features/cards/useSwipe';
import { SAMPLE_FILMS } from '../../../../src/features/cards/sampleFilms';

describe('toCardFilm', () => {
  it('accepts the alternative names and reads the why swatches and terms', () => {
    const f = toCardFilm({
      movie_id: 'x-1990',
      title: 'X',
      year: '1990',
      desc: 'Neon',
      hex_codes: '#aabbcc,#112233',
      why: { terms: ['neon'], swatches: [{ query: '#AABBCD', film: '#AABBCC' }] },
    });
    expect(f).toMatchObject({
      movieId: 'x-1990',
      title: 'X',
      year: 1990,
      summary: 'Neon',
      synopsis: '',
      hexCodes: ['#AABBCC', '#112233'],
      whyColors: ['#AABBCC'],
      whyTerms: ['neon'],
    });
  });
  it('reads the matched look values of a result', () => {
    const f = toCardFilm({
      movie_id: 'y-1980',
      why: { terms: [], swatches: [], values: ['Night', 'Diner', 3] },
    });
    expect(f.whyValues).toEqual(['Night', 'Diner']);
    expect(toCardFilm({ movie_id: 'z', why: { terms: ['rain'] } }).whyValues).toEqual([]);
  });
  it('has 5 sample films', () => {
    expect(SAMPLE_FILMS).toHaveLength(5);
  });
});

describe('completion wording', () => {
  it('names the search type', () => {
    expect(curatedBy('palette')).toBe('movie palette');
    expect(curatedBy('color')).toBe('color choice');
    expect(curatedBy('words')).toBe('keyword selection');
    expect(curatedBy('vibe')).toBe('vibe');
    expect(curatedBy('surprise')).toBe('surprise');
    expect(curatedBy('photo')).toBe('photo');
  });
});

describe('likeSource', () => {
  it('maps each search type to the stored source types of docs/product.md', () => {
    expect(likeSource({ type: 'color', color: '#AA0000' })).toEqual({
      source: 'color',
      sourceValue: '#AA0000',
    });
    expect(likeSource({ type: 'palette', palette: { hexCodes: ['#A', '#B'] } })).toEqual({
      source: 'color',
      sourceValue: ['#A', '#B'],
    });
    expect(likeSource({ type: 'words', words: ['noir'] })).toEqual({
      source: 'keywords',
      sourceValue: ['noir'],
    });
    expect(likeSource({ type: 'vibe', vibe: ' rain ' })).toEqual({
      source: 'vibe',
      sourceValue: 'rain',
    });
    expect(likeSource({ type: 'surprise', vibe: 'snow' }).source).toBe('surprise');
  });

  it("keeps a photo search as a colour source: the photo's palette, never the photo", () => {
    const hexCodes = ['#1B3A5C', '#D9A441', '#8C2F1B', '#E8DCC4', '#2E6F73', '#6B5B95'];
    const like = likeSource({ type: 'photo', palette: { hexCodes } });
    expect(like).toEqual({ source: 'color', sourceValue: hexCodes });
    // Stored comma-separated (sourceValueOf): 8 colours are 63 characters, far under 2,000.
    expect(hexCodes.join(',').length).toBeLessThan(2000);
  });
});

describe('the film a like stores', () => {
  it('carries its palette, so the watchlist row can show it', () => {
    const film = toCardFilm({ movie_id: 'm1', movie_title: 'M', hex_codes: '#1b3a5c,#D9A441' });
    expect(toFilmInput(film).hex_codes).toEqual(['#1B3A5C', '#D9A441']);
    expect(toFilmInput(toCardFilm({ movie_id: 'm2' })).hex_codes).toBeNull();
  });
});

describe('swipeDirection', () => {
  it('counts only past 80 px', () => {
    expect(swipeDirection(80)).toBeNull();
    expect(swipeDirection(-80)).toBeNull();
    expect(swipeDirection(81)).toBe('right');
    expect(swipeDirection(-81)).toBe('left');
  });
});
