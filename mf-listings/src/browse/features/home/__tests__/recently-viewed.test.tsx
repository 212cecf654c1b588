import { fireEvent, screen, within } from '@testing-library/react';

import { recordRecentlyViewed } from '../../../../hooks/use-recently-viewed';
import { aHomepage, aProperty } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage } from '../../../../testing/render-page';
import { HomePage } from '../components/home-page';

jest.mock('@domus/shared/settings', () => ({
  ...jest.requireActual('@domus/shared/settings'),
  useSettings: () => jest.requireActual('../../../../testing/fixtures').testSettings,
}));

describe('home page: recently viewed', () => {
  beforeEach(() => localStorage.clear());

  it('lists the properties opened lately, newest first, linking to them', async () => {
    recordRecentlyViewed(aProperty({ id: 1, slug_id: 'sunny-villa', title: 'Sunny villa' }));
    recordRecentlyViewed(aProperty({ id: 2, slug_id: 'city-flat', title: 'City flat', city: 'Porto' }));
    mockApi({ 'homepage-data': ok(aHomepage()) });
    renderPage(<HomePage />);

    const section = await screen.findByRole('region', { name: 'Recently viewed' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/properties-details/city-flat',
      '/properties-details/sunny-villa',
    ]);
    expect(links[0]!.textContent).toContain('City flat');
    expect(links[0]!.textContent).toContain('$1.5M');
    expect(links[0]!.textContent).toContain('Porto');

    fireEvent.click(within(section).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
    expect(localStorage.getItem('domus:recently-viewed')).toBeNull();
  });

  it('is absent until a property was opened', async () => {
    mockApi({ 'homepage-data': ok(aHomepage({ featured_section: [aProperty()] })) });
    renderPage(<HomePage />);
    await screen.findByRole('region', { name: 'Featured properties' });
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });
});
