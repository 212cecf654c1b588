import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aProperty } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { FavouritesPage } from '../components/favourites-page';

describe('/user/favorites-properties', () => {
  it('shows the favourite properties as cards, 12 a page', async () => {
    const fetchMock = mockApi({ get_favourite_property: ok([aProperty()], { total: 13 }) });
    renderPage(<FavouritesPage />, { url: '/user/favorites-properties', user: signedIn() });
    expect((await screen.findAllByTestId('property-card')).length).toBe(1);
    expect(requestsTo(fetchMock, 'get_favourite_property')[0]!.searchParams.get('limit')).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get_favourite_property').at(-1)!.searchParams.get('offset')).toBe('12'),
    );
  });

  it('shows a premium listing the member may not open as its card, leading to its page', async () => {
    // What the API gives a reader without premium_properties: the card's fields, the page's empty.
    const teaser = aProperty({
      is_premium: true,
      title: 'Penthouse over the river',
      slug_id: 'penthouse-over-the-river',
      description: '',
      translated_description: '',
      gallery: [],
      documents: [],
      parameters: [],
      assign_facilities: [],
      address: '',
      client_address: '',
      customer_name: '',
      profile: '',
      email: '',
      mobile: '',
      latitude: 38.71,
      longitude: -9.14,
    });
    mockApi({ get_favourite_property: ok([teaser], { total: 1 }) });
    renderPage(<FavouritesPage />, { url: '/user/favorites-properties', user: signedIn() });
    const [card] = await screen.findAllByTestId('property-card');
    expect(card!.textContent).toContain('Penthouse over the river');
    expect(card!.textContent).toContain(teaser.city);
    expect(card!.querySelector('a')!.getAttribute('href')).toBe('/properties-details/penthouse-over-the-river');
  });
});
