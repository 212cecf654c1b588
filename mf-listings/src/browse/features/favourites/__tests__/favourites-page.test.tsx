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
});
