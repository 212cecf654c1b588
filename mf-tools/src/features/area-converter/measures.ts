import { areaUnits, lengthUnits, type AreaUnit, type LengthUnit } from '@domus/shared/contract';

import { convertArea, convertLength } from '../../lib/convert-units';

export type Measure = 'area' | 'length';

export interface MeasureSpec {
  /** In the order the lists and the table show them. */
  units: readonly string[];
  convert: (value: number, from: string, to: string) => number;
  /** The pair a tab opens with. */
  from: string;
  to: string;
}

export const measures: Record<Measure, MeasureSpec> = {
  area: {
    units: Object.keys(areaUnits),
    convert: (value, from, to) => convertArea(value, from as AreaUnit, to as AreaUnit),
    from: 'acre',
    to: 'sq_ft',
  },
  length: {
    units: Object.keys(lengthUnits),
    convert: (value, from, to) => convertLength(value, from as LengthUnit, to as LengthUnit),
    from: 'km',
    to: 'mi',
  },
};

/** A typed value: a number of 0 or more, '' while empty, or undefined when it is not one. */
export function parseMeasure(text: string): number | '' | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
}
