// An inflectional stemmer: the first steps of Porter2 (possessives, plurals, -ed and -ing, final y)
// and none of its later steps, which strip derivational suffixes and merge words of different
// meaning ("apartment" and "apart", "elevator" and "elevated", "business" and "busy", "animation"
// and "animal"). Related words across derivations are the lexicon's job (lexicon.ts), weighted as
// related, not as the same word. A few plurals carry a meaning of their own and are kept whole.

const VOWEL = /[aeiouy]/;
const DOUBLE = /(bb|dd|ff|gg|mm|nn|pp|rr|tt)$/;

/** Plurals with a meaning their singular lacks ("glasses" are worn, "glass" is a material). */
const OWN_MEANING = new Set([
  'glasses',
  'spectacles',
  'arms',
  'customs',
  'goods',
  'quarters',
  'spirits',
  'remains',
  'manners',
  'premises',
  'news',
  'clothes',
]);

/** Irregular forms Porter2 lists as exceptions. */
const EXCEPTIONS: Record<string, string> = {
  skies: 'sky',
  dying: 'die',
  lying: 'lie',
  tying: 'tie',
  inning: 'inning',
  outing: 'outing',
  canning: 'canning',
  herring: 'herring',
  earring: 'earring',
  proceed: 'proceed',
  exceed: 'exceed',
  succeed: 'succeed',
  atlas: 'atlas',
  cosmos: 'cosmos',
  bias: 'bias',
  andes: 'andes',
};

/** Whether a word is a plural with a meaning of its own ("glasses"). */
export function hasOwnMeaning(word: string): boolean {
  return OWN_MEANING.has(word);
}

const isVowel = (c: string | undefined): boolean => c !== undefined && VOWEL.test(c);

/** Porter2's R1: the part after the first non-vowel that follows a vowel. */
function r1(w: string): number {
  const special = /^(gener|commun|arsen)/.exec(w);
  if (special) return special[0].length;
  for (let i = 1; i < w.length; i++) if (!isVowel(w[i]) && isVowel(w[i - 1])) return i + 1;
  return w.length;
}

/** Ends in a short syllable: non-vowel, vowel, non-vowel other than w, x, y; or vowel + non-vowel. */
function shortSyllable(w: string): boolean {
  const n = w.length;
  if (n === 2) return isVowel(w[0]) && !isVowel(w[1]);
  return n > 2 && !isVowel(w[n - 3]) && isVowel(w[n - 2]) && !/[aeiouywx]/.test(w[n - 1]!);
}

/** The inflectional stem of a lower-case word of letters. */
export function lightStem(word: string): string {
  if (word.length <= 2 || OWN_MEANING.has(word)) return word;
  const exception = EXCEPTIONS[word];
  if (exception) return exception;
  let w = word;
  // Step 1a: plurals ("boxes", "churches" lose -es, where Porter2 drops the e later).
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (/(ied|ies)$/.test(w)) w = w.length > 4 ? w.slice(0, -2) : w.slice(0, -1);
  else if (/(x|ch|sh|ss|z)es$/.test(w) && w.length > 4) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(us|ss)$/.test(w) && VOWEL.test(w.slice(0, -2))) w = w.slice(0, -1);
  // Step 1b: -ed and -ing (and -edly, -ingly).
  const m = /(eedly|eed|ingly|edly|ing|ed)$/.exec(w);
  if (m) {
    const stemPart = w.slice(0, -m[0].length);
    if (m[1] === 'eed' || m[1] === 'eedly') {
      if (stemPart.length >= r1(w)) w = `${stemPart}ee`;
    } else if (VOWEL.test(stemPart)) {
      w = stemPart;
      if (/(at|bl|iz)$/.test(w)) w += 'e';
      else if (DOUBLE.test(w)) w = w.slice(0, -1);
      else if (r1(w) >= w.length && shortSyllable(w)) w += 'e';
    }
  }
  // Step 1c: a final y after a non-vowel (not the first letter) is i: "city", "cities".
  if (w.length > 2 && /[^aeiouy]y$/.test(w)) w = `${w.slice(0, -1)}i`;
  return w;
}
