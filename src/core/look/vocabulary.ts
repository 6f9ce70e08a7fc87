// The look vocabulary (docs/look-profiles.md): facets of how a film looks (format, time of day,
// season, settings, neighbourhoods, lighting, colour character, camera, costume, communities,
// worlds, moods), each value with a label, the phrasings people type for it and, where one exists,
// a broader value of the same facet. It is data, written once in vocabulary.json: the archive's
// profiles, the archive checker, query understanding and the cards all read it from here.
import data from './vocabulary.json';

export interface LookValue {
  /** Global id, "<facet>.<value>" ("setting.diner"): what profiles store. */
  id: string;
  facet: string;
  label: string;
  phrasings: readonly string[];
  /** Global id of the broader value ("format.animation" for "format.stop-motion"), if any. */
  broader: string | null;
  /** For a neighbourhood: the borough it is in (the checker compares it with the film's). */
  borough?: string;
  /** A look only a colour film can have ("pastel"): never on a black-and-white film. */
  needsColour?: boolean;
  /** A look tied to decades ("70s fashion"): the film must be set in one of them. */
  decades?: readonly string[];
}

export interface LookFacet {
  id: string;
  label: string;
  help: string;
  values: readonly LookValue[];
}

interface RawValue {
  id: string;
  label: string;
  phrasings: string[];
  broader?: string | null;
  borough?: string;
  needsColour?: boolean;
  decades?: string[];
}
interface RawFacet {
  id: string;
  label: string;
  help?: string;
  values: RawValue[];
}

function readFacets(raw: { facets: RawFacet[] }): LookFacet[] {
  return raw.facets.map((f) => ({
    id: f.id,
    label: f.label,
    help: f.help ?? '',
    values: f.values.map((v) => ({
      id: `${f.id}.${v.id}`,
      facet: f.id,
      label: v.label,
      phrasings: v.phrasings,
      broader: v.broader ? `${f.id}.${v.broader}` : null,
      ...(v.borough ? { borough: v.borough } : {}),
      ...(v.needsColour ? { needsColour: true } : {}),
      ...(v.decades ? { decades: v.decades } : {}),
    })),
  }));
}

export const LOOK_FACETS: readonly LookFacet[] = readFacets(data as { facets: RawFacet[] });

const BY_ID = new Map<string, LookValue>(
  LOOK_FACETS.flatMap((f) => f.values.map((v) => [v.id, v])),
);

/** The value of a global id, or undefined for an id the vocabulary lacks. */
export function lookValue(id: string): LookValue | undefined {
  return BY_ID.get(id);
}

export function isLookValue(id: unknown): id is string {
  return typeof id === 'string' && BY_ID.has(id);
}

/** Every value id, in vocabulary order. */
export function lookValueIds(): string[] {
  return [...BY_ID.keys()];
}

/** The value and every broader value above it ("format.stop-motion" → itself, "format.animation"). */
export function withBroader(id: string): string[] {
  const out: string[] = [];
  for (
    let v = BY_ID.get(id);
    v && !out.includes(v.id);
    v = v.broader ? BY_ID.get(v.broader) : undefined
  )
    out.push(v.id);
  return out;
}
