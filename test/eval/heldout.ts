// The held-out set: written by a writer who has not seen the engine, its word lists or the
// development queries (test/eval/development.ts), judged 0-3 by judges who see only the films (the
// top 10 of the engine and of BM25 for each query, pooled and shuffled), scored once at the end of
// a round of work and then moved to the development sets. Nothing is tuned against it.
import type { Judgement } from './judgement';

export const HELDOUT: Judgement[] = [];
