// The word classes query reading uses, each defined once (docs/architecture.md, "Reading a query").
// Words that name a look's values (settings, seasons, formats...) are the vocabulary's
// (src/core/look/vocabulary.json); colour names and tones are colourWords.ts; what is here are
// the classes that say how a query is put together.

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

/** Tone words: they describe a whole palette (colourWords.ts reads them into tones). */
export const TONE_WORDS =
  /^(?:colou?rful|technicolou?r|saturated|vibrant|vivid|monochrome|monochromatic|gr[ae]yscale|dark|shadowy|murky|dim|gloomy|bright|sunny|sunlit|airy|luminous|muted|desaturated|drab|faded|dull|bleak)$/;

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
