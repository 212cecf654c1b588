import { areaUnits } from '@domus/shared/contract';

import { convertArea, convertLength } from '../convert-units';

describe('convertArea', () => {
  it.each([
    [1, 'acre', 'sq_ft', 43_560],
    [1, 'hectare', 'sq_m', 10_000],
    [1, 'sq_yd', 'sq_ft', 9],
    [1, 'sq_mi', 'acre', 640],
    [1, 'acre', 'cent', 100],
    [1, 'acre', 'guntha', 40],
    [1, 'bigha', 'katha', 20],
    [1, 'katha', 'sq_ft', 720],
    [1, 'sq_km', 'hectare', 100],
    [1, 'sq_ft', 'sq_m', 0.09290304],
  ] as const)('%d %s is %d %s', (value, from, to, expected) => {
    expect(convertArea(value, from, to)).toBe(expected);
  });

  it('converts there and back to the same value', () => {
    for (const unit of Object.keys(areaUnits) as (keyof typeof areaUnits)[]) {
      expect(convertArea(convertArea(123.45, 'sq_m', unit), unit, 'sq_m')).toBe(123.45);
    }
  });
});

describe('convertLength', () => {
  it.each([
    [1, 'mi', 'yd', 1760],
    [1, 'km', 'm', 1000],
    [1, 'yd', 'ft', 3],
    [1, 'mi', 'km', 1.609344],
  ] as const)('%d %s is %d %s', (value, from, to, expected) => {
    expect(convertLength(value, from, to)).toBe(expected);
  });
});
