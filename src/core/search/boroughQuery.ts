// Boroughs named in free text ("the Bronx", "Staten Island", "brooklyn"), read against the
// boroughs each film states. Neighbourhoods stay ordinary words: summaries name them.
import type { Borough } from '../filmFacts';
import { normalizeText } from './tokenize';
import { QUEENS_AS_PEOPLE } from './wordClasses';

const NAMES: Array<[RegExp, Borough]> = [
  [/\bmanhattan\b/, 'Manhattan'],
  [/\bbrooklyn\b/, 'Brooklyn'],
  // "drag queens", "beauty queens": people, not the borough.
  [new RegExp(String.raw`(?<!\b(?:${QUEENS_AS_PEOPLE.join('|')}) )\bqueens\b`), 'Queens'],
  [/\bbronx\b/, 'The Bronx'],
  [/\bstaten island\b/, 'Staten Island'],
];

export function parseQueryBoroughs(text: string): Borough[] {
  const t = normalizeText(text);
  return NAMES.filter(([re]) => re.test(t)).map(([, b]) => b);
}

/** Bit of a borough in the per-film masks (Manhattan = 1 ... Staten Island = 16). */
export function boroughBit(b: string): number {
  const i = NAMES.findIndex(([, name]) => name === b);
  return i < 0 ? 0 : 1 << i;
}
