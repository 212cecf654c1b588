import { slugify, translatedName, truncate } from '..';

describe('truncate', () => {
  it('ends text longer than the limit with an ellipsis', () => {
    expect(truncate('A bright villa near the sea', 12)).toBe('A bright vi…');
    expect(truncate('A bright villa near the sea', 12)).toHaveLength(12);
  });

  it('leaves text within the limit unchanged', () => {
    expect(truncate('Short', 10)).toBe('Short');
    expect(truncate('Exactly10!', 10)).toBe('Exactly10!');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Sea view flat', 5)).toBe('Sea…');
  });

  it('treats missing text as empty', () => {
    expect(truncate(undefined, 5)).toBe('');
  });
});

describe('slugify', () => {
  it('lowercases, strips other characters and hyphenates', () => {
    expect(slugify('Sunny Villa with Pool!')).toBe('sunny-villa-with-pool');
    expect(slugify('  Rock & Roll  Loft ')).toBe('rock-roll-loft');
    expect(slugify('3 BHK_flat--Pune')).toBe('3-bhk-flat-pune');
  });

  it('drops accents instead of whole letters', () => {
    expect(slugify('Café Olé')).toBe('cafe-ole');
  });
});

describe('translatedName', () => {
  it("shows the name in the reader's language", () => {
    expect(translatedName({ category: 'Villa', translated_name: 'Moradia' })).toBe('Moradia');
    expect(translatedName({ name: 'Bedrooms', translated_name: 'Quartos' })).toBe('Quartos');
  });

  it('falls back to the stored name when the reply has no translation', () => {
    expect(translatedName({ category: 'Villa' })).toBe('Villa');
    expect(translatedName({ name: 'Bedrooms', translated_name: '' })).toBe('Bedrooms');
    expect(translatedName({ name: 'Metro station', translated_name: null })).toBe('Metro station');
  });
});
