import { areaUnits, lengthUnits, type AreaUnit, type LengthUnit } from '@domus/shared/contract';

/**
 * The factors are exact, a float division is not (1 acre in ft² would read 43559.99999999999):
 * results keep 12 significant figures, far beyond any measurement of land.
 */
const settle = (value: number) => Number(value.toPrecision(12));

/** `value` square `from` units in `to` units, through square metres. */
export function convertArea(value: number, from: AreaUnit, to: AreaUnit): number {
  return settle((value * areaUnits[from]) / areaUnits[to]);
}

/** `value` `from` units in `to` units, through metres. */
export function convertLength(value: number, from: LengthUnit, to: LengthUnit): number {
  return settle((value * lengthUnits[from]) / lengthUnits[to]);
}
