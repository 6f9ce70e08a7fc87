// Cards: result normalisation, completion wording, like sources and the swipe threshold.
import {
  normaliseColourValue,
  photoSourceValue,
  readColourSource,
} from '../../../../src/core/colourSource';
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
      whyColors: [],
      whyTerms: ['neon'],
    });
    // The asked colour beside the film's, with the distance in words.
    expect(f.whyPairs).toHaveLength(1);
    expect(f.whyPairs[0]).toMatchObject({ asked: '#AABBCD', film: '#AABBCC', words: 'very close' });
    expect(f.whyPairs[0]!.deltaE).toBeLessThan(1);
  });
  it('keeps a film colour with no asked colour (older answers) as a bare matched colour', () => {
    const f = toCardFilm({
      movie_id: 'y',
      why: { terms: [], swatches: ['#112233', { film: '#445566' }] },
    });
    expect(f.whyPairs).toEqual([]);
    expect(f.whyColors).toEqual(['#112233', '#445566']);
  });
  it('lists a pair once, and a palette search gives one pair per asked colour', () => {
    const f = toCardFilm({
      movie_id: 'z',
      why: {
        terms: [],
        swatches: [
          { query: '#C8342A', film: '#C9352B' },
          { query: '#C8342A', film: '#C9352B' },
          { query: '#2F6DA3', film: '#6B8FB0' },
          { query: '#F6C945', film: '#2B1A12' },
        ],
      },
    });
    expect(f.whyPairs.map((p) => [p.asked, p.words])).toEqual([
      ['#C8342A', 'very close'],
      ['#2F6DA3', 'similar'],
      ['#F6C945', 'far'],
    ]);
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

  it("keeps a photo search as a colour source marked as a photo's: its palette, never the photo", () => {
    const hexCodes = ['#1B3A5C', '#D9A441', '#8C2F1B', '#E8DCC4', '#2E6F73', '#6B5B95'];
    const like = likeSource({ type: 'photo', palette: { hexCodes } });
    expect(like).toEqual({ source: 'color', sourceValue: `photo:${hexCodes.join(',')}` });
    // Read back: the colours, and that they came from a photo; a plain colour source is not.
    expect(readColourSource(like.sourceValue as string)).toEqual({
      fromPhoto: true,
      colours: hexCodes,
    });
    expect(readColourSource('#1b3a5c,#D9A441')).toEqual({
      fromPhoto: false,
      colours: ['#1B3A5C', '#D9A441'],
    });
    expect(normaliseColourValue(' PHOTO: #1b3a5c,#d9a441')).toBe('photo:#1B3A5C,#D9A441');
    // 8 colours are 6 + 63 characters, far under the 2,000 of source_value.
    expect(photoSourceValue(Array(8).fill('#1B3A5C')).length).toBe(69);
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
