// The held-out set: written by a writer who had not seen the engine, its word lists or the
// development queries (test/eval/development.ts), judged 0-3 over the whole archive by judges who saw
// only the films (the top 10 of the engine and of BM25, pooled and shuffled). Scored once, at the end
// of the round of work it measures; nothing is tuned against it. Empty while a new set is written and
// judged (the previous one is DEV_F now).
import type { Judgement } from './judgement';

export const HELDOUT: Judgement[] = [];
