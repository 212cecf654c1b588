import {
  activeFilterCount,
  emptyFilters,
  isPriceRangeInverted,
  filtersFromSearchParams,
  propertyQueryFromFilters,
  searchParamsFromFilters,
  setFiltersOf,
  withFilter,
  withPage,
} from '../lib/search-filters';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('reads every filter of the query string', () => {
    expect(
      parse(
        'city=Lisbon&category_id=3&property_type=rent&min_price=100&max_price=900&posted_since=lastmonth&search=pool&page=2',
      ),
    ).toEqual({
      city: 'Lisbon',
      category_id: '3',
      property_type: 'rent',
      min_price: '100',
      max_price: '900',
      posted_since: 'lastmonth',
      search: 'pool',
      page: 2,
    });
  });

  it('ignores malformed values instead of sending them to the API', () => {
    expect(parse('category_id=abc&property_type=castle&min_price=-5&max_price=lots&posted_since=9&page=0')).toEqual(
      emptyFilters,
    );
  });

  it('understands the posted_since codes of older links: 0 last week, 1 yesterday', () => {
    expect(parse('posted_since=0').posted_since).toBe('lastweek');
    expect(parse('posted_since=1').posted_since).toBe('yesterday');
  });

  it('writes only the filters that are set, and no page 1', () => {
    const params = searchParamsFromFilters({ ...emptyFilters, city: 'Porto', property_type: 'sell' });
    expect(params.toString()).toBe('city=Porto&property_type=sell');
  });

  it('round-trips a filter set through the URL', () => {
    const filters = { ...emptyFilters, search: 'sea view', category_id: '4', max_price: '250000', page: 3 };
    expect(filtersFromSearchParams(searchParamsFromFilters(filters))).toEqual(filters);
  });

  it('resets the page when a filter changes', () => {
    const onPage4 = withPage({ ...emptyFilters, city: 'Porto' }, 4);
    expect(withFilter(onPage4, 'property_type', 'rent')).toEqual({
      ...emptyFilters,
      city: 'Porto',
      property_type: 'rent',
      page: 1,
    });
  });
});

describe('price range', () => {
  it('is inverted only when both ends are set and the minimum is above the maximum', () => {
    expect(isPriceRangeInverted({ ...emptyFilters, min_price: '500', max_price: '100' })).toBe(true);
    expect(isPriceRangeInverted({ ...emptyFilters, min_price: '100', max_price: '500' })).toBe(false);
    expect(isPriceRangeInverted({ ...emptyFilters, min_price: '500' })).toBe(false);
  });
});

describe('the get_property query', () => {
  it('asks for 12 properties per page with the offset of the page', () => {
    expect(propertyQueryFromFilters({ ...emptyFilters, city: 'Porto', page: 3 })).toEqual({
      city: 'Porto',
      offset: 24,
      limit: 12,
    });
  });
});

describe('the filters a saved search keeps', () => {
  it('are the filters that are set, never the page (save-search refuses paging)', () => {
    expect(setFiltersOf(parse('city=Lisbon&property_type=sell&min_price=100000&page=3&zoom=7'))).toEqual({
      city: 'Lisbon',
      property_type: 'sell',
      min_price: '100000',
    });
    expect(setFiltersOf(parse('page=2'))).toEqual({});
  });
});

describe('active filters', () => {
  it('counts each filter that is set, the search text included, never the page', () => {
    expect(activeFilterCount(emptyFilters)).toBe(0);
    expect(activeFilterCount(parse('page=3'))).toBe(0);
    expect(activeFilterCount(parse('search=pool&city=Lisbon&min_price=100&page=2'))).toBe(3);
  });
});
