import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aProperty } from '../../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { PersonalisedFeedPage } from '../components/personalised-feed-page';

describe('/user/feed', () => {
  it('shows the recommended properties as cards, 12 a page, with a link to the preferences', async () => {
    const fetchMock = mockApi({ get_user_recommendation: ok([aProperty()], { total: 13 }) });
    renderPage(<PersonalisedFeedPage />, { url: '/user/feed', user: signedIn() });
    expect(await screen.findAllByTestId('property-card')).toHaveLength(1);
    screen.getByRole('heading', { level: 1, name: 'Your personalised feed' });
    expect(screen.getByRole('link', { name: 'Edit preferences' }).getAttribute('href')).toBe('/user/personalise-feed');
    const [request] = requestsTo(fetchMock, 'get_user_recommendation');
    expect(request!.searchParams.get('offset')).toBe('0');
    expect(request!.searchParams.get('limit')).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get_user_recommendation').at(-1)!.searchParams.get('offset')).toBe('12'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/user/feed?page=2');
  });

  it('with nothing matching, says to set preferences and links to them', async () => {
    mockApi({ get_user_recommendation: ok([], { total: 0 }) });
    renderPage(<PersonalisedFeedPage />, { url: '/user/feed', user: signedIn() });
    await screen.findByText('Nothing matches your preferences yet');
    screen.getByText(
      'Set your preferences (categories, cities, price range) and listings that match them will appear here.',
    );
    expect(screen.getByRole('link', { name: 'Set your preferences' }).getAttribute('href')).toBe(
      '/user/personalise-feed',
    );
    expect(screen.queryByTestId('property-card')).toBeNull();
  });
});
