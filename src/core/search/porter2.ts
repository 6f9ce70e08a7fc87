// The Porter2 stemmer, typed here: the package ships no declarations, and an ambient .d.ts would
// not reach every tsconfig that compiles the engine (page, worker, functions, tests).
// @ts-expect-error -- wink-porter2-stemmer has no type declarations.
import stemmer from 'wink-porter2-stemmer';

export const porter2: (word: string) => string = stemmer as (word: string) => string;
