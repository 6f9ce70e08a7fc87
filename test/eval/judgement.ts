// One graded relevance judgement of the search evaluation: a query (a vibe text, a keyword list, or
// a text naming a film) and its films graded 0 to 3 (unlisted = 0), written from what the films
// look like (palette, light, places, period), not from the engine's answers.
export interface Judgement {
  kind: 'vibe' | 'keywords' | 'reference';
  query: string | string[];
  rel: Record<string, number>;
}
