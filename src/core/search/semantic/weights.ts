// The semantic channel's weights in one place (to join the engine's other weights later).

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
}

export const SEMANTIC: SemanticTuning = {
  sifA: 1e-3,
  synopsis: 0.8,
  weight: 0.3,
  covered: 0,
  floor: 0.2,
  ceiling: 0.7,
  bruteForceMax: 20_000,
  shortlist: 1000,
  shortlistShare: 0.05,
};
