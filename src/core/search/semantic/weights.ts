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
  /** 'score': the clipped cosine; 'rank': reciprocal rank among films (k + 1) / (k + rank). */
  fusion: 'score' | 'rank';
  /** k of reciprocal-rank fusion. */
  rrfK: number;
  /** Pseudo-relevance feedback: the query vector moves this far toward its best films' mean (0: off). */
  prf: number;
  /** How many of the best films (by the other channels) feed the feedback. */
  prfFilms: number;
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
  fusion: 'score',
  rrfK: 60,
  prf: 0,
  prfFilms: 5,
  floor: 0.2,
  ceiling: 0.7,
  bruteForceMax: 20_000,
  shortlist: 1000,
  shortlistShare: 0.05,
};
