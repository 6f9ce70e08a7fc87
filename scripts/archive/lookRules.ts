// Rules for a film's look profile (docs/look-profiles.md): every value is one of the vocabulary's,
// none is written twice, a film has a format, and no value contradicts the film's stated facts
// (a colour look on a black-and-white film, a neighbourhood of another borough at its centre, the
// fashion of a decade the film is not set in). Pure: a record in, problems out.
import { lookValue } from '../../src/core/look/vocabulary';

export const LOOK_LIMITS = {
  /** A profile says what a film is centred on: a handful of values, not a catalogue. */
  central: [2, 14],
  present: [0, 30],
} as const;

type Add = (rule: string, message: string) => void;

function idList(v: unknown, field: string, add: Add): string[] | null {
  if (!Array.isArray(v) || v.some((x) => typeof x !== 'string')) {
    add('type', `${field} must be a list of look-vocabulary ids ("setting.diner")`);
    return null;
  }
  return v as string[];
}

export function checkLook(r: Record<string, unknown>, add: Add): void {
  if (r.look_central === undefined || r.look_present === undefined) return;
  const central = idList(r.look_central, 'look_central', add);
  const present = idList(r.look_present, 'look_present', add);
  if (!central || !present) return;
  for (const [field, list, [min, max]] of [
    ['look_central', central, LOOK_LIMITS.central],
    ['look_present', present, LOOK_LIMITS.present],
  ] as const)
    if (list.length < min || list.length > max)
      add('look-count', `${field} has ${list.length} values; it needs ${min} to ${max}`);
  const all = [...central, ...present];
  const unknown = all.filter((id) => !lookValue(id));
  if (unknown.length) add('look-value', `not in the look vocabulary: ${unknown.join(', ')}`);
  const repeated = all.filter((id, i) => all.indexOf(id) !== i);
  if (repeated.length) add('look-repeat', `written twice: ${[...new Set(repeated)].join(', ')}`);
  if (!all.some((id) => lookValue(id)?.facet === 'format'))
    add('look-format', 'a profile needs a format value (live action, animation, documentary…)');
  const decades = typeof r.depicted_decade === 'string' ? r.depicted_decade.split(/,\s*/) : [];
  const boroughs = Array.isArray(r.boroughs) ? (r.boroughs as unknown[]) : [];
  for (const id of all) {
    const v = lookValue(id);
    if (!v) continue;
    if (r.color_mode === 'black-and-white' && v.needsColour)
      add('look-colour-mode', `${id} needs colour, but the film is black-and-white`);
    if (v.decades && decades.length && !v.decades.some((d) => decades.includes(d)))
      add('look-decade', `${id} belongs to ${v.decades.join(', ')}, not ${decades.join(', ')}`);
    if (v.borough && central.includes(id) && boroughs.length && !boroughs.includes(v.borough))
      add(
        'look-borough',
        `${id} is in ${v.borough}, which is not among the film's boroughs (${boroughs.join(', ')})`,
      );
  }
}
