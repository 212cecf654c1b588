import { homeSearchHref } from '../lib/home-search';

describe('home search', () => {
  it('looks for listings for sale or for rent, with the text as the search filter', () => {
    expect(homeSearchHref('buy', ' Lisbon ')).toBe('/properties?property_type=sell&search=Lisbon');
    expect(homeSearchHref('rent', 'sea view')).toBe('/properties?property_type=rent&search=sea+view');
  });

  it('looks for projects on the projects page', () => {
    expect(homeSearchHref('projects', 'tower')).toBe('/projects?search=tower');
    expect(homeSearchHref('projects', '  ')).toBe('/projects');
  });

  it('opens every listing of the kind when nothing is typed', () => {
    expect(homeSearchHref('buy', '')).toBe('/properties?property_type=sell');
  });
});
