import { areaUnits, lengthUnits, mortgageMessages } from '@domus/shared/contract';

import ar from '../../../locales/ar.json';
import en from '../../../locales/en.json';

describe('tools texts', () => {
  it("say the calculator's messages as the API does", () => {
    expect(en.messages).toEqual(mortgageMessages);
  });

  it('name every unit of the contract, in English and Arabic', () => {
    expect(Object.keys(en.units.area)).toEqual(Object.keys(areaUnits));
    expect(Object.keys(en.units.length)).toEqual(Object.keys(lengthUnits));
    expect(Object.keys(ar.units.area)).toEqual(Object.keys(areaUnits));
    expect(Object.keys(ar.units.length)).toEqual(Object.keys(lengthUnits));
  });
});
