import { splitByNamespace } from '../unflatten';

describe('splitByNamespace', () => {
  it('splits flat API keys into nested bundles per namespace', () => {
    expect(
      splitByNamespace({
        'listings.home.title': 'Find a home',
        'listings.home.search': 'Search',
        'shell.nav.home': 'Home',
      }),
    ).toEqual({ listings: { home: { title: 'Find a home', search: 'Search' } }, shell: { nav: { home: 'Home' } } });
  });

  it('skips keys without a namespace', () => {
    expect(splitByNamespace({ lonely: 'x' })).toEqual({});
  });
});
