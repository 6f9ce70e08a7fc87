// The held-out set (the tenth): short queries as visitors type them (vibes of a few words, lower
// case, some typos, keyword sets, and references that name an archive film and ask for films that
// look like it), written by a writer who had not seen the engine, its word lists, its look
// vocabulary or the development queries (it saw only the archive's titles). Judged 0-3 by judges
// who see only the films: the pooled top 10 of the engine, of BM25 and, for a reference, of "More
// like this" of the film it names. Scored once, at the end of the round; nothing is tuned against
// it. When the next round begins it joins the development sets and a new held-out set is written.
// Empty until its queries are written and judged.
import type { Judgement } from './judgement';

export const HELDOUT: Judgement[] = [];
