// Every weight and threshold of the search engine, in one place. The engine reads them from the
// `Tuning` given to `buildSearchIndex(films, { tuning })` (these values by default), so a test can
// change one on purpose and an evaluation can try another without editing the code that uses it.
// Each value says why it is what it is; figures come from `npm run eval:search` on the development
// sets (see docs/architecture.md for the engine's layers).

/** The word-vector channel: what it adds, and when (it speaks for words the text channel lacks). */
export interface SemanticTuning {
  /** SIF smoothing a: a word of probability p weighs a / (a + p). */
  sifA: number;
  /** Weight of synopsis-only words in a film's vector next to its look's words (1). */
  synopsis: number;
  /** Weight of the semantic score beside the text score (1) in the weighted mean of channels. */
  weight: number;
  /**
   * Share of the weight kept when every query word is matched by the text channel (exact or
   * related words); the rest comes in as the share of the query's words the archive lacks grows.
   */
  covered: number;
  /** Cosines below this say nothing (unrelated texts still share a little direction). */
  floor: number;
  /** Cosine at or above this counts as a full match. */
  ceiling: number;
  /** Above this many films, a coarse scan on the first dimensions picks the films to score fully. */
  bruteForceMax: number;
  /** Films kept by the coarse scan for full scoring: at least this many... */
  shortlist: number;
  /** ...and at least this share of the archive (a 16-dimension coarse cosine misses some). */
  shortlistShare: number;
  /** The shortlist also keeps the other channels' best films: this many per result asked ... */
  othersPerResult: number;
  /** ... and at least this many. */
  othersMin: number;
}

/** 0 at `zero`, 1 at `full`, linear between (either way round). */
export interface Ramp {
  zero: number;
  full: number;
}

/** The look-profile channel (rankQuery.ts profileScores; docs/look-profiles.md). */
export interface ProfileTuning {
  /** Strength of a value a film merely shows, next to 1 for a value it is centred on. */
  present: number;
  /** Weight of the profile score beside the text score (1) when the query names values. */
  weight: number;
  /** ... and when the query names values and nothing the text channel can use. */
  alone: number;
  /** How much a value's rarity sets its weight among the asked values (0: all alike). */
  specificity: number;
}

/**
 * "More like this" and "For you" (similarFilms.ts, docs/taste.md): how close a film's look is to a
 * seed film's, and how a watchlist's films become seeds. Channel weights are relative to each
 * other; each channel gives a value in [0, 1].
 */
export interface TasteTuning {
  /** Weight of release-year closeness (a period's film stock, lenses and styling). */
  year: number;
  /** Release years this far apart keep 1/e of the year closeness. */
  yearScale: number;
  /** Weight of the look-profile cosine. */
  profile: number;
  /** ... when ranking from several films ("For you"). */
  profileMany: number;
  /** Weight of palette closeness (CIEDE2000 under optimal matching). */
  palette: number;
  /** Weight of sharing a film-maker (the film-maker table): the same eye behind the camera. */
  maker: number;
  /** Weight of the same stock: black-and-white beside black-and-white, colour beside colour. */
  stock: number;
  /** Weight of sharing the depicted decades. */
  decades: number;
  /** Weight of sharing the boroughs. */
  boroughs: number;
  /** Weight of prose likeness (tf-idf or word-vector cosine of the summaries). */
  prose: number;
  /** How much a value's rarity sets its weight in the profile cosine (0: all alike). */
  specificity: number;
  /** A decade or borough shared but not the main one of both fits this much. */
  secondary: number;
  /** Palette neighbours scored per seed (the rest count 0 for palette). */
  paletteCandidates: number;
  /** The word-vector cosine counts this much next to the words' likeness (ref.cosineFull...). */
  semanticShare: number;
  /** Word-vector cosines below this say nothing... */
  semanticFloor: number;
  /** ... and at or above this count as fully alike. */
  semanticCeiling: number;
  /** Several seeds: share of a film's score from its closest seed (the rest, the weighted mean). */
  maxShare: number;
  /** A second kept film is named in "Because you kept" when it gives this share of the first's. */
  becauseShare: number;
  /** Seeds used at most (the heaviest): each costs one pass over the archive. */
  maxSeeds: number;
  /** A like's weight halves every this many days since the film was last matched. */
  halfLifeDays: number;
  /** Match count raised to this power (a film matched 4 times weighs 4^power as much as once). */
  countPower: number;
  /** A film passed on this device is left out of "For you" for this many days. */
  passDays: number;
  /** "For you" is offered once the watchlist holds this many films. */
  minKept: number;
}

export interface Tuning {
  /** BM25F over a film's three text fields (textIndex.ts). */
  text: {
    /** Term-frequency saturation: the usual BM25 value; a second mention adds less than the first. */
    k1: number;
    /** Length normalisation: the usual BM25 value; long summaries do not win by length alone. */
    b: number;
    /** The summary describes the look. */
    summaryWeight: number;
    /** A title says a little about the look ("Taxi Driver" and taxis). */
    titleWeight: number;
    /** The synopsis is plot, not look: it counts least. */
    synopsisWeight: number;
    /** Saturated weights are divided by this so that a term said a few times reaches 1. */
    satScale: number;
    /** idf raised to this power: words every film of a one-city archive shares weigh little. */
    weightPower: number;
    /**
     * A word in more than this share of the films is generic ("dark", "night", "city") and is
     * damped further below its idf, so the specific thing a query names leads.
     */
    genericShare: number;
    /** How far a generic word's weight is lowered, at most (0: not at all). */
    genericDamping: number;
  };
  /** Reading a query into weighted concepts (analyseQuery.ts and its passes, query/). */
  query: {
    /** Related words per query word: more adds noise and long posting scans. */
    maxAlts: number;
    /** Rare related words may lift a word's weight at most this share of their own. */
    selfShare: number;
    /** Explicit keywords ask for those words: related words only break ties. */
    keywordAltScale: number;
    /** Light, time-of-day and colour words weigh at most this share of the heaviest named thing. */
    lightCap: number;
    /** An archive phrase of two query words adds this share of its weight as a bonus. */
    phraseBonus: number;
    /** A word the archive never uses still weighs this share of the mean (a film cannot match). */
    unknownWeight: number;
    /**
     * A word the archive does not use matches its word family (same Porter2 stem) this much: as
     * fully as a stemmer would, since nothing closer is there.
     */
    family: number;
    familyRelated: number;
    /**
     * Two query words are one name ("fire escape", "Coney Island") when the archive writes them
     * together in at least this many films ...
     */
    phraseMinFilms: number;
    /** ... this many times more often than chance (films with both together / expected). */
    phraseLift: number;
    /** A hyphenated compound's weight: this times its heavier word's (0: words stay apart). */
    compound: number;
    /** A negator negates the first content word at most this many positions after it. */
    negationReach: number;
    /** A year named exactly reaches this many years into a neighbouring decade ("1979": the 1980s)... */
    yearReach: number;
    /** ... and a year given loosely ("around 1900", "circa 1955") this many. */
    looseYearReach: number;
  };
  /** Query expansion (lexicon.ts). */
  lexicon: {
    /** Curated film-look groups: hand-checked, a firm but partial match. */
    curated: number;
    /** The generated WordNet + word-vector table: broader and noisier, scaled down. */
    generated: number;
  };
  /** Spelling correction (typos.ts). */
  typos: {
    /** Shorter words are left alone: one edit turns them into too many other words. */
    minLength: number;
    /** Words this long may be two edits away from the intended word; shorter ones one edit. */
    longWord: number;
    /**
     * A typo's start may be one edit from a stem this long or longer ("apocolyptic": "apocalypt"):
     * one edit in five letters plus a free ending fits too much ("formica" read as "forties").
     */
    prefixEditMin: number;
  };
  /** Combining the parts of a query into one score (rankQuery.ts). */
  rank: {
    /** Descriptive words are the main signal. */
    text: number;
    /** Colour words alone rank by palette. */
    colour: number;
    /** Next to descriptive words, palettes (coarse) only reorder. */
    colourWithText: number;
    /** Tone words ("dark", "muted") alone. */
    tone: number;
    /** Tone words next to descriptive words. */
    toneWithText: number;
    /** Likeness to a film named in the query outweighs the words around it. */
    ref: number;
    /** Being set in a named decade is itself part of the match (decade-only queries rank). */
    decade: number;
    /** Being set in a named borough, a little less than a decade. */
    borough: number;
    /** A film outside the named decades keeps this share of its score. */
    offDecade: number;
    /** A film set elsewhere keeps this share (a borough narrows, it does not rule out). */
    offBorough: number;
    /**
     * A named decade or borough that is a film's secondary one fits this much, and so does a film
     * set in the decade next to a "late 70s" or "early 80s" (a period's look does not stop there).
     */
    secondaryPlace: number;
    /** Share of its score a colour film loses when black-and-white is asked for. */
    monoPenalty: number;
    /** Share of its score a greyscale film loses when colour is asked for. */
    greyPenalty: number;
    /**
     * Share of the text score that depends on covering the query's concepts: a film matching
     * "neon", "rain" and "noir" beats one matching "neon" very strongly (a soft AND).
     */
    coverage: number;
    /** How much a concept's weight sets its share of coverage (0: every concept counts the same). */
    coveragePower: number;
    /** Summed concept scores are raised to this power (< 1: several modest matches add up). */
    textPower: number;
    /** A related word counts at most this multiple of its query word's weight. */
    altCap: number;
    /** Related words in more than this share of a large archive are skipped (too common). */
    commonShare: number;
    /** ... but only above this many films (small archives keep them). */
    commonMin: number;
    /** Colour next to words only rescores word matches once they are this many ... */
    colourOnlyMin: number;
    /** ... or this many per requested result. */
    colourOnlyPerResult: number;
    /**
     * A colour word this chromatic (CIELAB chroma) asks for a colour film: black-and-white ones
     * lose `greyPenalty` (light sources such as "neon" excepted, wordClasses.ts).
     */
    colourChroma: number;
    /** Scores at or below this are noise, not results. */
    minScore: number;
    /** Share of its score a film loses for showing what the text does not want ("no neon"). */
    avoidPenalty: number;
    /**
     * Share of its score a film keeps when New York is only a part of it (`new_york: "part"`,
     * docs/archive.md): other things equal, a film mostly in New York ranks first.
     */
    partlyNewYork: number;
    /** A film with every word of a name but not together ("west" and "side") matches this much. */
    namePartsShare: number;
    /**
     * The query's own words as a second opinion (plain BM25): its best match gains this share of
     * the best film's score. Development sets A-F, pools judged for every depth tried: vibe 0.733
     * without it, 0.741 at depth 10, 0.748 at 15 and 20; keywords 0.802, 0.803, 0.808, 0.806.
     */
    lexical: number;
    /**
     * ... among this many first films only: it reorders the films the engine found first and
     * brings in none from further down (a film that only shares words is not yet a look).
     */
    lexicalDepth: number;
  };
  /** Likeness to a named film (rankQuery.ts refScores). */
  ref: {
    /** Its described look. */
    words: number;
    /** Its palette. */
    palette: number;
    /** Its period. */
    era: number;
    /** Cosine of summaries that counts as a full word match. */
    cosineFull: number;
    /** Related-word score that counts as a full word match. */
    softFull: number;
    /** Release years this far apart keep 1/e of the year part of the era match. */
    yearScale: number;
    /** Share of the era match that is release year (the rest is the decade shown). */
    yearShare: number;
    /** A film's most distinctive words used as its query. */
    termsPerFilm: number;
    /** Related words per such word. */
    altsPerTerm: number;
    /** Their weight scale. */
    altScale: number;
    /** Palette neighbours considered. */
    paletteCandidates: number;
  };
  /** How well a film's palette matches one colour (colourIndex.ts). */
  colour: {
    /** ΔE at which a swatch is half a match. */
    halfMatchDeltaE: number;
    /** A minor swatch matching counts this share of the dominant one. */
    minorSwatch: number;
    /** Share of the affinity from the best swatch (the rest: the palette as a whole). */
    bestSwatch: number;
    /** A colour search scores swatch by swatch this many films per result asked... */
    shortlistPerResult: number;
    /** ... and at least this many (picked by the affinity over the whole archive). */
    shortlistMin: number;
    /**
     * A palette search (colourIndex.ts searchPalette) narrows in three stages: palette mean and
     * spread (this weight on the spread next to 1 on the mean) ...
     */
    paletteSpread: number;
    /** ... keeping this many films per result asked, at least `coarseMin`, at most `coarseMax` ... */
    coarsePerResult: number;
    coarseMin: number;
    coarseMax: number;
    /** ... then nearest swatches, keeping this many per result, within [midMin, midMax], for the full match. */
    midPerResult: number;
    midMin: number;
    midMax: number;
  };
  /**
   * How a palette's means fit a tone word (filmFeatures.ts toneFit): CIELAB warmth (b + a/4),
   * chroma and lightness, each a ramp from no fit to a full one.
   */
  tone: {
    warm: Ramp;
    cold: Ramp;
    vivid: Ramp;
    dark: Ramp;
    bright: Ramp;
    muted: Ramp;
    /** A grey palette is a little cold: it keeps this share less of the cold fit per greyness. */
    coldGrey: number;
    /** Muted colour is not black-and-white: this share less per greyness. */
    mutedGrey: number;
  };
  /** The understood-share figure shown back with a vibe answer (index.ts). */
  confidence: {
    /** Confidence of a fully understood query whose best film matches nothing. */
    floor: number;
    /** A best film scoring this or more counts as a full match. */
    fullMatch: number;
  };
  /** The word-vector channel (semantic/semanticChannel.ts). */
  semantic: SemanticTuning;
  profile: ProfileTuning;
  taste: TasteTuning;
}

export const TUNING: Tuning = {
  text: {
    k1: 1.2,
    b: 0.75,
    summaryWeight: 1,
    titleWeight: 0.8,
    synopsisWeight: 0.45,
    satScale: 1.6,
    weightPower: 1.5,
    genericShare: 0.15,
    genericDamping: 0.5,
  },
  query: {
    maxAlts: 12,
    selfShare: 0.75,
    keywordAltScale: 0.5,
    lightCap: 0.75,
    phraseBonus: 0.15,
    unknownWeight: 0.5,
    family: 1,
    /** Other words of its family that keep its sense ("colourful" for "colour") are related. */
    familyRelated: 0.6,
    phraseMinFilms: 3,
    phraseLift: 10,
    compound: 1,
    // "no neon", "without any snow", "nothing too festive": a word or two may come between.
    negationReach: 3,
    yearReach: 2,
    looseYearReach: 5,
  },
  lexicon: { curated: 0.6, generated: 0.5 },
  typos: { minLength: 5, longWord: 8, prefixEditMin: 7 },
  rank: {
    text: 1,
    colour: 0.8,
    colourWithText: 0.25,
    tone: 0.4,
    toneWithText: 0.2,
    ref: 1.3,
    decade: 0.6,
    borough: 0.4,
    offDecade: 0.45,
    offBorough: 0.6,
    secondaryPlace: 0.85,
    monoPenalty: 0.2,
    greyPenalty: 0.5,
    coverage: 0.8,
    coveragePower: 0.5,
    textPower: 0.75,
    altCap: 1.5,
    commonShare: 0.1,
    commonMin: 5000,
    colourChroma: 15,
    colourOnlyMin: 2000,
    colourOnlyPerResult: 50,
    minScore: 0.005,
    avoidPenalty: 0.6,
    partlyNewYork: 0.9,
    namePartsShare: 0.5,
    lexical: 0.3,
    lexicalDepth: 15,
  },
  ref: {
    words: 0.65,
    palette: 0.25,
    era: 0.1,
    cosineFull: 0.3,
    softFull: 0.6,
    yearScale: 12,
    yearShare: 0.5,
    termsPerFilm: 16,
    altsPerTerm: 6,
    altScale: 0.8,
    paletteCandidates: 100,
  },
  colour: {
    halfMatchDeltaE: 12,
    minorSwatch: 0.55,
    bestSwatch: 0.75,
    // Recall against cost at 100k films (npm run bench -- search): the best few hundred by
    // whole-palette affinity hold the best swatch matches.
    shortlistPerResult: 40,
    shortlistMin: 300,
    paletteSpread: 0.5,
    coarsePerResult: 40,
    coarseMin: 1500,
    coarseMax: 4000,
    midPerResult: 6,
    midMin: 60,
    midMax: 400,
  },
  tone: {
    warm: { zero: 6, full: 24 },
    cold: { zero: 10, full: -6 },
    vivid: { zero: 12, full: 42 },
    dark: { zero: 60, full: 25 },
    bright: { zero: 40, full: 75 },
    muted: { zero: 26, full: 4 },
    coldGrey: 0.5,
    mutedGrey: 0.6,
  },
  confidence: { floor: 0.35, fullMatch: 0.55 },
  semantic: {
    sifA: 1e-3,
    synopsis: 0.8,
    weight: 0.3,
    covered: 0,
    floor: 0.2,
    ceiling: 0.7,
    bruteForceMax: 20_000,
    shortlist: 1000,
    shortlistShare: 0.05,
    othersPerResult: 20,
    othersMin: 200,
  },
  // Starting values, to be tuned on the short-query development sets (docs/look-profiles.md).
  profile: { present: 0.5, weight: 1, alone: 1, specificity: 0 },
  // Starting values; tuned on the development sets' reference queries and the leave-out protocol
  // (scripts/evalSearch.ts; figures in docs/taste.md).
  taste: {
    year: 0.15,
    yearScale: 12,
    profile: 0.3,
    profileMany: 1,
    palette: 0.25,
    decades: 0.05,
    boroughs: 0.05,
    prose: 0.65,
    maker: 0.2,
    stock: 0.1,
    specificity: 1,
    secondary: 0.85,
    paletteCandidates: 100,
    semanticFloor: 0.3,
    semanticCeiling: 0.8,
    semanticShare: 0.25,
    maxShare: 0,
    becauseShare: 0.6,
    maxSeeds: 40,
    halfLifeDays: 90,
    countPower: 0.5,
    passDays: 30,
    minKept: 3,
  },
};

/** Changes to some values of some groups: what `buildSearchIndex` accepts. */
export type TuningOverrides = { [G in keyof Tuning]?: Partial<Tuning[G]> };

/** The default tuning with some values replaced. */
export function withTuning(over: TuningOverrides = {}): Tuning {
  const out = { ...TUNING } as Record<keyof Tuning, unknown>;
  for (const g of Object.keys(TUNING) as Array<keyof Tuning>) {
    out[g] = { ...TUNING[g], ...(over[g] ?? {}) };
  }
  return out as Tuning;
}

/** `keep` when a film does not fit at all, 1 when it fits fully, in between linearly. */
export function blend(keep: number, fit: number): number {
  return keep + (1 - keep) * fit;
}
