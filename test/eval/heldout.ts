// The held-out set: judgements written independently of the engine and of the development sets
// (test/eval/development.ts), by someone who has not seen the engine's answers. It is scored once,
// at the end of a round of work, to see how the engine generalises to phrasing nobody tuned for;
// nothing is tuned against it. It is filled by its own writer: do not add queries here while
// working on search.
import type { Judgement } from './judgement';

export const HELDOUT: Judgement[] = [];
