// The engine's hand-written word classes, each defined once (docs/architecture.md, "Reading a
// query"): stop words and query filler, negators, title cues, tones, light words. Words that name a
// look's values (settings, seasons, formats...) are the vocabulary's (src/core/look/vocabulary.json);
// colour names and their modifiers are colourWords.ts (a colour per name); decade and era words are
// decadeQuery.ts. test/unit/core/search/wordClasses.test.ts fails when two classes disagree.

/** Words after these are what the user does not want: kept out of the concepts. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'no',
  'not',
  'nothing',
  'none',
  'nor',
  'without',
  'never',
  'avoid',
  'except',
  'minus',
]);

/** After a negator these make it a restriction, not a refusal: "nothing but neon", "not just rain". */
export const NOT_NEGATING: ReadonlySet<string> = new Set([
  'but',
  'just',
  'only',
  'merely',
  'simply',
]);

/**
 * Negator phrases that name a look, read as one word of the curated vocabulary (curatedSynonyms.ts
 * says what they look like): "no wave" is the downtown film and music scene of the late 1970s.
 */
export const NAMED_NEGATIONS: ReadonlySet<string> = new Set(['no wave']);

/** Tones a query can ask of a whole palette (rankQuery.ts scores a film's fit, filmFeatures.ts). */
export type Tone = 'mono' | 'vivid' | 'dark' | 'bright' | 'muted' | 'colour' | 'warm' | 'cold';

/**
 * Tone words and phrases, the one list of each tone (words as the tokeniser writes them, hyphens as
 * spaces). Asking for colour of any kind, even faded or pastel, rules black-and-white out; light
 * temperature reads warm lamplight as orange-brown palettes and cold light as blue-grey ones.
 */
export const TONE_CLASSES: Readonly<Record<Tone, readonly string[]>> = {
  mono: [
    'black and white',
    'black white',
    'b and w',
    'bandw',
    'monochrome',
    'monochromatic',
    'greyscale',
    'grayscale',
  ],
  vivid: [
    'colourful',
    'colorful',
    'technicolour',
    'technicolor',
    'saturated',
    'vibrant',
    'vivid',
    'kaleidoscopic',
    'candy coloured',
    'candy colored',
    'psychedelic',
    'garish',
  ],
  dark: [
    'dark',
    'shadowy',
    'murky',
    'dim',
    'dimly',
    'gloomy',
    'nocturnal',
    'pitch',
    'shadows',
    'inky',
  ],
  bright: [
    'bright',
    'sunny',
    'sunlit',
    'airy',
    'luminous',
    'sun drenched',
    'dazzling',
    'bleached',
    'whitewashed',
  ],
  muted: ['muted', 'desaturated', 'washed out', 'drab', 'faded', 'dull', 'bleak', 'wintry'],
  colour: [
    'colour',
    'colours',
    'color',
    'colors',
    'coloured',
    'colored',
    'colourful',
    'colorful',
    'technicolour',
    'technicolor',
    'kodachrome',
    'eastmancolour',
    'eastmancolor',
    'pastel',
    'pastels',
    'faded',
    'tinted',
    'hue',
    'hues',
  ],
  warm: [
    'warm',
    'warmth',
    'warmer',
    'amber',
    'golden',
    'honey',
    'honeyed',
    'tungsten',
    'lamplight',
    'lamplit',
    'candlelit',
    'candlelight',
    'sepia',
    'nicotine',
    'autumnal',
    'firelight',
    'mahogany',
  ],
  cold: [
    'cold',
    'colder',
    'chilly',
    'icy',
    'frosty',
    'frozen',
    'glacial',
    'steely',
    'steel',
    'blue',
    'bluish',
    'blues',
    'clinical',
    'wintry',
    'teal',
    'cyan',
  ],
};

/** Tones that cannot both hold for one palette: a word in both would ask for opposites. */
export const OPPOSITE_TONES: ReadonlyArray<[Tone, Tone]> = [
  ['dark', 'bright'],
  ['vivid', 'muted'],
  ['vivid', 'mono'],
  ['mono', 'colour'],
  ['warm', 'cold'],
];

/**
 * The tone words that describe a palette rather than a light (the first five tones): a query word
 * among them is understood even when the archive never writes it, and weighs as a light word.
 */
export const PALETTE_TONE_WORDS: ReadonlySet<string> = new Set(
  (['mono', 'vivid', 'dark', 'bright', 'muted'] as const).flatMap((t) =>
    TONE_CLASSES[t].filter((p) => !p.includes(' ')),
  ),
);

/** Colour words that name a light a black-and-white film can show too ("neon signs"). */
export const LIGHT_SOURCE_COLOURS: ReadonlySet<string> = new Set([
  'neon',
  'sodium',
  'tungsten',
  'candlelight',
  'fluorescent',
  'gold',
  'golden',
]);

/**
 * Words for light, time of day and colour: they qualify what a query names ("fire escapes at dusk",
 * "golden brownstones") and weigh no more than the heaviest named thing.
 */
export const LIGHT_WORDS =
  /^(?:dusk|dawn|twilight|sunset|sunsets|sunrise|night|nights|nighttime|evening|evenings|morning|mornings|afternoon|midday|noon|daylight|daytime|moonlight|moonlit|lamplight|lamplit|candlelight|candlelit|glow|glowing|glows|lit|light|lights|lighting|hour|shadows|shadow|hazy|haze|misty|foggy|warm|cool|cold|soft|harsh|golden|gold)$/;

/**
 * Suffixes that keep a word's sense ("darkly", "colourful", "autumnal", "melancholic", "gritty"),
 * unlike those that name a new thing ("apartment", "elevator", "animation", "business").
 */
export const SAME_SENSE_SUFFIX = /^(?:i?ly|ful|al|ical|ic|ish|y)$/;

/** Words with no look of their own, dropped from archive text and queries alike. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being
below between both but by can could did do does doing down during each few for from further had has
have having he her here hers herself him himself his how i if in into is it its itself just me more
most my myself no nor not of off on once only or other our ours ourselves out over own same she
should so some such than that the their theirs them themselves then there these they this those
through to too under until up very was we were what when where which while who whom why will with
would you your yours yourself yourselves s t don't isn't it's i'm i'd i've let's also into onto
upon via per each every`.split(/\s+/),
);

/** Words that say "I want a film" rather than what it looks like (dropped from queries only). */
export const QUERY_FILLER: ReadonlySet<string> = new Set(
  `movie movies film films flick flicks something somethings anything kind sort type lot lots bit
want wants looking look looks feel feels feeling vibe vibes vibey aesthetic aesthetics style styled
please show give find recommend recommendation recommendations set similar like likes think maybe
really pretty quite much many thing things stuff one ones watch watching see seen make made good
great nice barely hardly almost nearly slightly somewhat kinda sorta super totally absolutely
definitely basically actually literally especially remember sure person someone somebody get getting
got`.split(/\s+/),
);

/** Words right before a title that mark it as one: "like Big", "the look of Manhattan". */
export const TITLE_CUE_BEFORE: ReadonlySet<string> = new Set([
  'like',
  'as',
  'than',
  'la',
  'similar',
  'meets',
  'resembling',
]);
/** Words before "of" or "to" that mark what follows as a title: "the look of Manhattan". */
export const TITLE_CUE_OF: ReadonlySet<string> = new Set([
  'look',
  'feel',
  'feeling',
  'warmth',
  'palette',
  'colours',
  'colors',
  'style',
  'mood',
  'vibe',
  'vibes',
  'aesthetic',
  'spirit',
  'world',
  'atmosphere',
  'tone',
]);
/** Words right after a title that mark it as one: "Taxi Driver vibes". */
export const TITLE_CUE_AFTER: ReadonlySet<string> = new Set([
  'vibe',
  'vibes',
  'style',
  'aesthetic',
  'esque',
  'meets',
  'type',
]);

/**
 * New York place names people use for a look: a query's words that spell one are one concept
 * (namedPhrases.ts), whatever the archive's counts say about the pair.
 */
export const NAMED_PLACES: readonly string[] = [
  'times square',
  'upper west side',
  'upper east side',
  'lower east side',
  'east village',
  'west village',
  'greenwich village',
  'central park',
  'coney island',
  'wall street',
  "hell's kitchen",
  'grand central',
  'penn station',
  'fifth avenue',
  'park avenue',
  'madison avenue',
  'washington square',
  'union square',
  'battery park',
  'brooklyn bridge',
  'little italy',
  'diamond district',
  'meatpacking district',
  'financial district',
  'garment district',
  'theater district',
  'alphabet city',
  'hudson river',
  'east river',
  'rockaway beach',
  'brighton beach',
  'jackson heights',
  'roosevelt island',
  'empire state',
  'chrysler building',
  'flatiron building',
  'lincoln center',
  'carnegie hall',
  'radio city',
  'rockefeller center',
  'west side highway',
  'herald square',
  'madison square garden',
  'gramercy park',
  'prospect park',
  'bryant park',
  'stuyvesant town',
  'staten island ferry',
  'bedford stuyvesant',
  'long island city',
  'sugar hill',
  'spanish harlem',
  'world trade center',
  'twin towers',
  'high line',
  'south street seaport',
  'city island',
];

/** Words before "queens" that make them people, not the borough ("drag queens", "prom queens"). */
export const QUEENS_AS_PEOPLE: readonly string[] = [
  'drag',
  'beauty',
  'prom',
  'dancing',
  'homecoming',
  'ice',
  'disco',
  'scream',
  'teen',
  'movie',
];
