import { filterParts, filterValuesOf, hasSearchFilter, suggestedName, type FilterPart } from '../lib/filter-parts';

/** Parts in words as a test reads them: kind and value. */
const words = (part: FilterPart): string => {
  switch (part.kind) {
    case 'place':
    case 'words':
      return part.text;
    case 'category':
      return part.id === '3' ? 'Villa' : `category ${part.id}`;
    case 'type':
      return part.type === 'sell' ? 'For sale' : 'For rent';
    default:
      return part.kind;
  }
};

describe('a saved search’s filters in parts', () => {
  it('reads where, what, type, words, price, age and the rest, in that order', () => {
    expect(
      filterParts({
        posted_since: 'lastweek',
        max_price: '300000',
        search: 'sea view',
        property_type: 'sell',
        category_id: '3',
        city: 'Lisbon',
        promoted: '1',
      }),
    ).toEqual([
      { kind: 'place', text: 'Lisbon' },
      { kind: 'category', id: '3' },
      { kind: 'type', type: 'sell' },
      { kind: 'words', text: 'sea view' },
      { kind: 'price', max: '300000' },
      { kind: 'postedSince', window: 'lastweek' },
      { kind: 'promoted' },
    ]);
  });

  it('names a drawn polygon, else a box of all four edges', () => {
    expect(filterParts({ polygon: '1,2;3,4;5,6', min_lat: '1', max_lat: '2', min_lng: '3', max_lng: '4' })).toEqual([
      { kind: 'area', area: 'polygon' },
    ]);
    expect(filterParts({ min_lat: '1', max_lat: '2', min_lng: '3', max_lng: '4' })).toEqual([
      { kind: 'area', area: 'box' },
    ]);
    expect(filterParts({ min_lat: '1' })).toEqual([]);
  });

  it('takes the API’s numbers and flags as text, and knows an empty search', () => {
    const values = filterValuesOf({ category_id: 3, min_price: 100, promoted: true });
    expect(values).toEqual({ category_id: '3', min_price: '100', promoted: '1' });
    expect(hasSearchFilter(values)).toBe(true);
    expect(hasSearchFilter({})).toBe(false);
    expect(hasSearchFilter({ city: '  ' })).toBe(false);
  });
});

describe('the suggested name', () => {
  it('is the place, category and type of the search', () => {
    const parts = filterParts({ city: 'Lisbon', category_id: '3', property_type: 'sell', min_price: '100' });
    expect(suggestedName(parts, words)).toBe('Lisbon · Villa · For sale');
  });

  it('falls back to the first filters when none of those is set', () => {
    const parts = filterParts({ search: 'pool', min_price: '100', posted_since: 'lastweek' });
    expect(suggestedName(parts, words)).toBe('pool · price');
  });

  it('stays within the API’s 100 characters', () => {
    const name = suggestedName(filterParts({ city: 'L'.repeat(90), state: 'S'.repeat(30) }), words);
    expect(name.length).toBeLessThanOrEqual(100);
    expect(name.startsWith('L'.repeat(90))).toBe(true);
  });
});
