import { useId } from 'react';

import toolStyles from '../../../components/tools.module.css';

/** A labelled list of the units of one measure. */
export function UnitSelect({
  label,
  units,
  value,
  unitLabel,
  onChange,
}: {
  label: string;
  units: readonly string[];
  value: string;
  unitLabel: (unit: string) => string;
  onChange: (unit: string) => void;
}) {
  const id = useId();
  return (
    <div className={toolStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unitLabel(unit)}
          </option>
        ))}
      </select>
    </div>
  );
}
