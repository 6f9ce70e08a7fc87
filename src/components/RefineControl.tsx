// The compact "Refine" control of the search pages (docs/look-profiles.md#refining): decades,
// colour mode, borough and format, folded under one toggle until a person wants them. It says
// what it narrows to while folded, so a refined search is never a surprise.
import { useId } from 'react';
import {
  COLOR_MODE_LABELS,
  REFINE_BOROUGHS,
  REFINE_COLOR_MODES,
  REFINE_DECADES,
  REFINE_FORMATS,
  describeRefine,
} from '../features/search/refineChoices';
import type { Refine } from '../features/search/refineChoices';
import './RefineControl.css';

interface Props {
  value: Refine;
  onChange: (next: Refine) => void;
}

interface Choice {
  field: keyof Refine;
  label: string;
  any: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

const decades = REFINE_DECADES.map((d) => ({ value: String(d), label: `${d}s` }));
const CHOICES: readonly Choice[] = [
  { field: 'decadeFrom', label: 'From', any: 'Any decade', options: decades },
  { field: 'decadeTo', label: 'To', any: 'Any decade', options: decades },
  {
    field: 'colorMode',
    label: 'Colour mode',
    any: 'Any',
    options: REFINE_COLOR_MODES.map((m) => ({ value: m, label: COLOR_MODE_LABELS[m] })),
  },
  {
    field: 'borough',
    label: 'Borough',
    any: 'Any',
    options: REFINE_BOROUGHS.map((b) => ({ value: b, label: b })),
  },
  {
    field: 'format',
    label: 'Format',
    any: 'Any',
    options: REFINE_FORMATS.map((f) => ({ value: f.id, label: f.label })),
  },
];

/** A select's value as the refinement holds it: decades as numbers, "" as nothing chosen. */
function read(field: keyof Refine, v: string): Refine[keyof Refine] {
  if (v === '') return undefined;
  return field === 'decadeFrom' || field === 'decadeTo' ? Number(v) : v;
}

export function RefineControl({ value, onChange }: Props) {
  const id = useId();
  const summary = describeRefine(value);
  const set = (field: keyof Refine, v: string) => {
    const next = { ...value, [field]: read(field, v) } as Refine;
    for (const k of Object.keys(next) as Array<keyof Refine>)
      if (next[k] === undefined) delete next[k];
    // A range that ends before it starts is read as the one decade chosen last.
    if (
      next.decadeFrom !== undefined &&
      next.decadeTo !== undefined &&
      next.decadeFrom > next.decadeTo
    ) {
      if (field === 'decadeFrom') next.decadeTo = next.decadeFrom;
      else next.decadeFrom = next.decadeTo;
    }
    onChange(next);
  };
  return (
    <details className="refine" open={summary !== '' ? true : undefined}>
      <summary>
        Refine{summary ? <span className="refine-summary">: {summary}</span> : null}
      </summary>
      <div className="refine-grid">
        {CHOICES.map((c) => (
          <Select key={c.field} id={`${id}-${c.field}`} choice={c} value={value} onSet={set} />
        ))}
      </div>
      {summary !== '' && (
        <button type="button" className="btn-link refine-clear" onClick={() => onChange({})}>
          Clear refinements
        </button>
      )}
    </details>
  );
}

function Select(props: {
  id: string;
  choice: Choice;
  value: Refine;
  onSet: (field: keyof Refine, v: string) => void;
}) {
  const { id, choice: c, value, onSet } = props;
  return (
    <>
      <label htmlFor={id}>{c.label}</label>
      <select
        id={id}
        className="select"
        value={String(value[c.field] ?? '')}
        onChange={(e) => onSet(c.field, e.target.value)}
      >
        <option value="">{c.any}</option>
        {c.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}
