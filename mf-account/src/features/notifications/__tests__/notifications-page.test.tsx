import { chatMessages } from '@domus/shared/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import { aUser } from '../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { NotificationsPage } from '../components/notifications-page';

const notification = (id: number, title: string, is_read = true) => ({
  id,
  title,
  message: `Message ${id}`,
  type: 'property',
  property_id: null,
  created_at: new Date(Date.now() - id * 3_600_000).toISOString(),
  notification_image: '',
  is_read,
});

describe('/user/notifications', () => {
  it('lists the notifications in the order the API gives (newest first)', async () => {
    const fetchMock = mockApi({
      get_notification_list: ok([notification(1, 'Your property is approved'), notification(2, 'New message')], {
        total: 2,
        unread: 0,
      }),
    });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Your property is approved', 'New message']);
    screen.getByText('1 hour ago');
    expect(Object.fromEntries(requestsTo(fetchMock, 'get_notification_list')[0]!.url.searchParams)).toEqual({
      offset: '0',
      limit: '10',
    });
  });

  it('marks the unread ones, then marks everything read once the page is shown', async () => {
    const fetchMock = mockApi({
      get_notification_list: ok([notification(1, 'Your property is approved', false), notification(2, 'Older')], {
        total: 2,
        unread: 1,
      }),
      'mark-notifications-read': ok({ unread: 0 }),
    });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Your property is approvedNew', 'Older']);
    await waitFor(() => expect(requestsTo(fetchMock, 'mark-notifications-read')).toHaveLength(1));
  });

  it('does not mark anything when nothing is unread', async () => {
    const fetchMock = mockApi({
      get_notification_list: ok([notification(1, 'Seen')], { total: 1, unread: 0 }),
    });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });
    await screen.findByText('Seen');
    expect(requestsTo(fetchMock, 'mark-notifications-read')).toHaveLength(0);
  });

  it('says when the browser cannot receive push notifications', async () => {
    mockApi({ get_notification_list: ok([], { total: 0, unread: 0 }) });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });
    await screen.findByText(chatMessages.notificationsUnsupported);
  });

  it('says so when there are none', async () => {
    mockApi({ get_notification_list: ok([], { total: 0, unread: 0 }) });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });
    await screen.findByText('No notifications yet');
  });

  it('opens the page a notice leads to when it is a page of this site', async () => {
    mockApi({
      get_notification_list: ok(
        [
          { ...notification(1, '3 new homes match “Lisbon flats”'), link: '/properties?city=Lisbon' },
          {
            ...notification(2, 'Your property was approved'),
            property_id: 42,
            link: '/properties-details/sunny-villa',
          },
          { ...notification(3, 'Not a link'), link: '//evil.example/x' },
          { ...notification(4, 'Welcome') },
        ],
        { total: 4, unread: 0 },
      ),
    });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });

    const match = await screen.findByRole('link', { name: '3 new homes match “Lisbon flats”' });
    expect(match.getAttribute('href')).toBe('/properties?city=Lisbon');
    expect(screen.queryByRole('link', { name: 'Not a link' })).toBeNull();
    expect(screen.getByText('Welcome').closest('a')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Your property was approved' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/properties-details/sunny-villa'));
  });

  it('pages with offset and limit', async () => {
    const fetchMock = mockApi({
      get_notification_list: ({ url }) =>
        ok([notification(Number(url.searchParams.get('offset')) + 1, 'Page item')], { total: 25, unread: 0 }),
    });
    renderPage(<NotificationsPage />, { url: '/user/notifications', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/notifications?page=3');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get_notification_list').at(-1)!.url.searchParams.get('offset')).toBe('20'),
    );
  });
});
