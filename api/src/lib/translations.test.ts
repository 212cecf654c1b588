import { contentLanguageOf, translatedChoice, translatedChoices, translatedText } from './translations';

describe('contentLanguageOf', () => {
  it('reads the first language tag, then its primary language', () => {
    expect(contentLanguageOf('ar')).toEqual(['ar']);
    expect(contentLanguageOf('pt-BR')).toEqual(['pt-BR', 'pt-br', 'pt']);
    expect(contentLanguageOf(' AR , en')).toEqual(['AR', 'ar']);
    expect(contentLanguageOf(['fr-CA', 'en'])).toEqual(['fr-CA', 'fr-ca', 'fr']);
  });

  it('names no language for a missing or malformed header', () => {
    for (const header of [undefined, '', '*', 'a', 'english', 'ar;q=1', 'ar-', '../etc', 'ar\u0000', '__proto__'])
      expect(contentLanguageOf(header)).toEqual([]);
  });
});

describe('translatedText', () => {
  const translations = { ar: { name: 'غرف النوم', empty: ' ' }, 'pt-BR': { name: 'Quartos' } };

  it("gives the reader's text, else the stored one", () => {
    expect(translatedText(translations, ['ar'], 'name', 'Bedrooms')).toBe('غرف النوم');
    expect(translatedText(translations, ['pt-BR', 'pt-br', 'pt'], 'name', 'Bedrooms')).toBe('Quartos');
    expect(translatedText(translations, ['fr'], 'name', 'Bedrooms')).toBe('Bedrooms');
    expect(translatedText(translations, [], 'name', 'Bedrooms')).toBe('Bedrooms');
    expect(translatedText(translations, ['ar'], 'empty', 'Stored')).toBe('Stored');
    expect(translatedText(null, ['ar'], 'name', 'Bedrooms')).toBe('Bedrooms');
  });

  it('never reads inherited properties as translations', () => {
    expect(translatedText({}, ['constructor'], 'name', 'Bedrooms')).toBe('Bedrooms');
    expect(translatedText({ ar: {} }, ['ar'], 'toString', 'Bedrooms')).toBe('Bedrooms');
  });
});

describe('translatedChoice', () => {
  const translations = { ar: { type_values: { Furnished: 'مفروش', Unfurnished: '' } } };

  it("gives a stored choice in the reader's language, else the stored value", () => {
    expect(translatedChoice(translations, ['ar'], 'type_values', 'Furnished')).toBe('مفروش');
    expect(translatedChoice(translations, ['ar'], 'type_values', 'Unfurnished')).toBe('Unfurnished');
    expect(translatedChoice(translations, ['ar'], 'type_values', '3')).toBe('3');
    expect(translatedChoice(translations, [], 'type_values', 'Furnished')).toBe('Furnished');
    expect(translatedChoice({ ar: { type_values: ['x'] } }, ['ar'], 'type_values', '0')).toBe('0');
  });
});

describe('translatedChoices', () => {
  it("gives each of several stored choices in the reader's language, in their order", () => {
    const translations = { ar: { type_values: { Pool: 'مسبح', Garden: 'حديقة' } } };
    expect(translatedChoices(translations, ['ar'], 'type_values', 'Garden,Pool,Sauna')).toBe('حديقة,مسبح,Sauna');
    expect(translatedChoices(translations, [], 'type_values', 'Garden,Pool')).toBe('Garden,Pool');
  });
});
