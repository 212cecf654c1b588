import { guardTexts } from '../guard-texts';

const keysOf = (bundle: object, prefix = ''): string[] =>
  Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );

describe('guard texts', () => {
  it('say every English text in Arabic too', () => {
    expect(keysOf(guardTexts.ar!).sort()).toEqual(keysOf(guardTexts.en!).sort());
  });
});
