// American and British spellings read as one word, in the index and in queries alike: "color" finds
// "colour", "theatre" finds "theater", "neighbourhood" finds "neighborhood". General rules
// (-our/-or, -tre/-ter, -ise/-ize, -logue/-log, a doubled l before a suffix) with the words they must
// not touch, plus a short list of pairs no rule covers. Every word is mapped to one form; which form
// does not matter as long as both spellings reach it.

/** Pairs no rule covers, to one form (the other spelling of each maps to the same word). */
const PAIRS: Record<string, string> = {
  gray: 'grey',
  grays: 'greys',
  grayish: 'greyish',
  grayscale: 'greyscale',
  aluminum: 'aluminium',
  cozy: 'cosy',
  cozier: 'cosier',
  coziness: 'cosiness',
  pajama: 'pyjama',
  pajamas: 'pyjamas',
  mustache: 'moustache',
  mustaches: 'moustaches',
  jewelry: 'jewellery',
  mold: 'mould',
  moldy: 'mouldy',
  molding: 'moulding',
  smolder: 'smoulder',
  smoldering: 'smouldering',
  donut: 'doughnut',
  donuts: 'doughnuts',
  plow: 'plough',
  skeptical: 'sceptical',
  artifact: 'artefact',
  artifacts: 'artefacts',
  program: 'programme',
  programs: 'programmes',
  whisky: 'whiskey',
  sulfur: 'sulphur',
  kerb: 'curb',
  kerbs: 'curbs',
  cheque: 'check',
  storey: 'story',
  storeys: 'stories',
  defence: 'defense',
  offence: 'offense',
  licence: 'license',
  pretence: 'pretense',
  practise: 'practice',
  tyre: 'tire',
  tyres: 'tires',
  annexe: 'annex',
  judgement: 'judgment',
  ageing: 'aging',
  sombre: 'somber',
  meagre: 'meager',
  odour: 'odor',
  odours: 'odors',
};

/**
 * Words in -our that are not British spellings of -or. Short ones ("hour", "tour", "flour", "sour")
 * are left alone by length: the rule needs three letters before "our".
 */
const OUR_KEPT = /^(?:dev|cont|troubad|vel|param|det|bonj|pompad)our/;
/** Suffixes after which -our and -or alternate ("colourful", "neighbourhood", "favourite"). */
const OUR = /our(s|ed|ing|ful|fully|hood|hoods|ite|ites|able|ably|less|ist|ists|er|ers|ly|y)?$/;

/** Words in -tre or -bre that are not British spellings of -ter, -ber. */
const RE_KEPT = /^(?:macabre|timbre|outre|saltpetre)s?$/;
const RE = /(t|b)re(s|d)?$/;

/** Words in -ize that are not American spellings of -ise. */
const IZE_KEPT = /^(?:size|seize|prize|maize|baize|capsize|assize|oversize|resize|downsize)/;
const IZE = /iz(e|es|ed|ing|ation|ations|er|ers)$/;

const LOGUE = /(log|gog)ue(s)?$/;

/** Travelled/traveled: a doubled l after an unstressed syllable, before -ed, -ing or -er. */
const DOUBLE_L = /([aeiou][^aeiou]+[aeiou])ll(ed|ing|er|ers)$/;

/** The one form of a lower-case word that has American and British spellings. */
export function canonicalSpelling(word: string): string {
  const pair = PAIRS[word];
  if (pair) return pair;
  if (word.length < 4) return word;
  let w = word;
  if (OUR.test(w) && !OUR_KEPT.test(w) && w.indexOf('our') >= 3) w = w.replace(OUR, 'or$1');
  else if (RE.test(w) && !RE_KEPT.test(w))
    w = w.replace(RE, (_, c: string, end = '') => `${c}er${end === 'd' ? 'ed' : end}`);
  if (IZE.test(w) && !IZE_KEPT.test(w)) w = w.replace(IZE, 'is$1');
  w = w.replace(LOGUE, '$1$2');
  w = w.replace(DOUBLE_L, '$1l$2');
  return w;
}
