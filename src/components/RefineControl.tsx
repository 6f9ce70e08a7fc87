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

const num = (v: string): number | undefined => (v === '' ? undefined : Number(v));
const str = <T extends string>(v: string): T | undefined => (v === '' ? undefined : (v as T));

export function RefineControl({ value, onChange }: Props) {
  const id = useId();
  const summary = describeRefine(value);
  const set = (patch: Partial<Refine>) => {
    const next: Refine = { ...value, ...patch };
    for (const k of Object.keys(next) as Array<keyof Refine>)
      if (next[k] === undefined) delete next[k];
    // A range that ends before it starts is read as the one decade chosen last.
    if (
      next.decadeFrom !== undefined &&
      next.decadeTo !== undefined &&
      next.decadeFrom > next.decadeTo
    ) {
      if ('decadeFrom' in patch) next.decadeTo = next.decadeFrom;
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
        <label htmlFor={`${id}-from`}>From</label>
        <select
          id={`${id}-from`}
          className="select"
          value={value.decadeFrom ?? ''}
          onChange={(e) => set({ decadeFrom: num(e.target.value) })}
        >
          <option value="">Any decade</option>
          {REFINE_DECADES.map((d) => (
            <option key={d} value={d}>{`${d}s`}</option>
          ))}
        </select>
        <label htmlFor={`${id}-to`}>To</label>
        <select
          id={`${id}-to`}
          className="select"
          value={value.decadeTo ?? ''}
          onChange={(e) => set({ decadeTo: num(e.target.value) })}
        >
          <option value="">Any decade</option>
          {REFINE_DECADES.map((d) => (
            <option key={d} value={d}>{`${d}s`}</option>
          ))}
        </select>
        <label htmlFor={`${id}-mode`}>Colour</label>
        <select
          id={`${id}-mode`}
          className="select"
          value={value.colorMode ?? ''}
          onChange={(e) => set({ colorMode: str(e.target.value) })}
        >
          <option value="">Any</option>
          {REFINE_COLOR_MODES.map((m) => (
            <option key={m} value={m}>
              {COLOR_MODE_LABELS[m]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-borough`}>Borough</label>
        <select
          id={`${id}-borough`}
          className="select"
          value={value.borough ?? ''}
          onChange={(e) => set({ borough: str(e.target.value) })}
        >
          <option value="">Any</option>
          {REFINE_BOROUGHS.map((b) => (
            <option key={b} value={b}>
              {b}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-format`}>Format</label>
        <select
          id={`${id}-format`}
          className="select"
          value={value.format ?? ''}
          onChange={(e) => set({ format: str(e.target.value) })}
        >
          <option value="">Any</option>
          {REFINE_FORMATS.map((f) => (
            <option key={f.id} value={f.id}>
              {f.label}
            </option>
          ))}
        </select>
      </div>
      {summary !== '' && (
        <button type="button" className="btn-link refine-clear" onClick={() => onChange({})}>
          Clear refinements
        </button>
      )}
    </details>
  );
}
