import { unflattenBrackets } from './bracketed-names';

describe('unflattenBrackets', () => {
  it('nests bracketed names and keeps plain ones', () => {
    expect(
      unflattenBrackets({ 'form_fields[0][id]': '3', 'form_fields[0][value][]': ['a', 'b'], name: 'Ann' }),
    ).toEqual({ form_fields: { 0: { id: '3', value: ['a', 'b'] } }, name: 'Ann' });
  });

  it('refuses a name through __proto__ with 400, and no object inherits from it', () => {
    for (const name of ['__proto__[polluted]', 'plans[__proto__][polluted]', 'a[0][__proto__][]']) {
      expect(() => unflattenBrackets({ [name]: 'yes' })).toThrow(
        expect.objectContaining({ statusCode: 400, message: `${name}: this field name is not allowed.` }),
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps names such as constructor as plain data', () => {
    const fields = unflattenBrackets({ 'constructor[prototype][x]': '1', 'toString[]': 'y' });
    expect(Object.getOwnPropertyNames(fields)).toEqual(['constructor', 'toString']);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(String({})).toBe('[object Object]');
  });
});
