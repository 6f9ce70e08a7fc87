// The spelling pass: a misspelt word ("grafitti", "brownstnoe") is replaced in its token by the
// closest known word (typos.ts says which words are known and how close is close enough).
import { isFiller, isStopword, stem } from '../tokenize';
import type { TextIndex } from '../textIndex';
import { correctWord } from '../typos';
import type { Tuning } from '../tuning';
import type { QueryText } from './tokens';

/**
 * Corrects the tokens in place; returns the replacements that are stems, not words ("apocalypt"),
 * with the word as the user wrote it, which is what people are shown.
 */
export function correctTokens(
  q: QueryText,
  ix: TextIndex,
  t: Tuning['typos'],
): Map<string, string> {
  const shown = new Map<string, string>();
  for (const tok of q.tokens) {
    if (!/^[a-z]+$/.test(tok.word)) continue;
    const k = correctWord(ix, tok.word, t);
    if (!k) continue;
    if (k.stem) shown.set(k.word, tok.word);
    Object.assign(tok, {
      word: k.word,
      stem: stem(k.word),
      stop: isStopword(k.word),
      filler: isFiller(k.word),
      corrected: true,
      capitalised: false,
    });
  }
  return shown;
}
