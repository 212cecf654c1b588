import { resultsViewHref } from '../lib/results-view';

const params = (query: string) => new URLSearchParams(query);

describe('list and map of one search', () => {
  it('takes every filter to the map, and the page number to neither view', () => {
    expect(resultsViewHref('map', params('city=Lisbon&property_type=rent&min_price=100&page=3'))).toBe(
      '/map?city=Lisbon&property_type=rent&min_price=100',
    );
  });

  it("brings the filters and the map's place back to the list, but not a drawn area the list cannot show", () => {
    expect(
      resultsViewHref(
        'list',
        params('city=Lisbon&lat=38.7&lng=-9.1&zoom=12&polygon=1,2;3,4;5,6&center_lat=1&center_lng=2&radius_km=3'),
      ),
    ).toBe('/properties?city=Lisbon&lat=38.7&lng=-9.1&zoom=12');
  });

  it('keeps a drawn area on the map, and gives bare paths for an empty search', () => {
    expect(resultsViewHref('map', params('center_lat=1&center_lng=2&radius_km=3'))).toBe(
      '/map?center_lat=1&center_lng=2&radius_km=3',
    );
    expect(resultsViewHref('list', params(''))).toBe('/properties');
    expect(resultsViewHref('map', params('page=2'))).toBe('/map');
  });
});
