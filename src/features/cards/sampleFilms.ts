// The 5 built-in sample films (docs/product.md#route-cards): the last step of the cards'
// data-source precedence, and the fallback when a words search inside /cards fails.

export const SAMPLE_FILMS = [
  {
    movie_id: 'taxi-driver-1976',
    movie_title: 'Taxi Driver',
    year: 1976,
    depicted_decade: '1970s',
    aesthetic_summary:
      'Sodium-orange streets, steam through red tail lights and grimy neon reflected in a cab window.',
    synopsis:
      'A sleepless Vietnam veteran drives a night cab through Manhattan and slides toward violence.',
    hex_codes: '#1B1A17,#B5432B,#E3A84B,#3E5F5B,#D9C9A8',
    similarity_score: 0.5,
  },
  {
    movie_id: 'breakfast-at-tiffanys-1961',
    movie_title: "Breakfast at Tiffany's",
    year: 1961,
    depicted_decade: '1960s',
    aesthetic_summary:
      'Little black dresses against pale Fifth Avenue stone, candy-coloured parties and soft morning light.',
    synopsis: 'A young writer falls for his eccentric neighbour, a socialite set on marrying rich.',
    hex_codes: '#111111,#E8DCC6,#9CC3C6,#D99A8F,#6B7F6B',
    similarity_score: 0.5,
  },
  {
    movie_id: 'do-the-right-thing-1989',
    movie_title: 'Do the Right Thing',
    year: 1989,
    depicted_decade: '1980s',
    aesthetic_summary:
      'Saturated reds and oranges of a Bed-Stuy heatwave, painted brick walls and tilted close-ups.',
    synopsis: 'On the hottest day of the year, tensions on one Brooklyn block boil over.',
    hex_codes: '#C8342A,#F08A24,#F6C945,#3B2A22,#2F6DA3',
    similarity_score: 0.5,
  },
  {
    movie_id: 'manhattan-1979',
    movie_title: 'Manhattan',
    year: 1979,
    depicted_decade: '1970s',
    aesthetic_summary:
      'Silvery black-and-white skylines, fireworks over the bridge and lamplit conversations at dawn.',
    synopsis: 'A twice-divorced TV writer juggles love affairs in a city he adores.',
    hex_codes: '#0E0E0E,#3A3A3A,#7A7A7A,#BDBDBD,#F2F2F2',
    similarity_score: 0.5,
  },
  {
    movie_id: 'when-harry-met-sally-1989',
    movie_title: 'When Harry Met Sally...',
    year: 1989,
    depicted_decade: '1980s',
    aesthetic_summary:
      'Autumn leaves in Central Park, cosy knitwear, warm delis and holiday lights on snowy streets.',
    synopsis: 'Two friends spend years asking whether men and women can ever just be friends.',
    hex_codes: '#8C4A2F,#D9A05B,#F1E3C8,#4F6A52,#A8322D',
    similarity_score: 0.5,
  },
] as const;
