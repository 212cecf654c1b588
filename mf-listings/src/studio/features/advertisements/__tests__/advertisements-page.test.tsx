import { fireEvent, screen, waitFor } from '@testing-library/react';

import { mockApi, ok, renderPage, requestsTo, signedIn } from '../../../../testing/render-page';
import { AdvertisementsPage } from '../components/advertisements-page';

const card = { id: 1, slug_id: 'sunny-villa-lisbon', title: 'Sunny villa in Lisbon', image: '', city: 'Lisbon' };
const advertisement = (overrides: Record<string, unknown>) => ({
  id: 1,
  status: 'pending',
  type: 'list',
  feature_for: 'property',
  start_date: '2026-03-01T10:00:00.000Z',
  end_date: '2026-03-31T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
  listing: card,
  property_id: 1,
  project_id: null,
  property: card,
  project: null,
  ...overrides,
});

describe('/user/advertisement', () => {
  it('lists the advertisements with status, type, dates and the listing, and filters by type', async () => {
    const fetchMock = mockApi({
      'get-featured-data': ok(
        [advertisement({}), advertisement({ id: 2, status: 'expired', type: 'slider', end_date: null })],
        { total: 2 },
      ),
    });
    renderPage(<AdvertisementsPage />, { url: '/user/advertisement', user: signedIn() });

    const rows = await screen.findAllByTestId('advertisement-row');
    expect(rows[0]!.textContent).toContain('Sunny villa in Lisbon');
    expect(rows[0]!.textContent).toContain('Pending');
    expect(rows[0]!.textContent).toContain('List');
    expect(rows[0]!.textContent).toMatch(/Mar 1, 2026 – Mar 31, 2026/);
    expect(rows[1]!.textContent).toContain('Expired');
    expect(rows[1]!.textContent).toContain('Slider');
    expect(rows[1]!.textContent).toContain('no end date');
    expect(screen.getAllByRole('link', { name: 'Sunny villa in Lisbon' })[0]!.getAttribute('href')).toBe(
      '/my-property/sunny-villa-lisbon',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Slider' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get-featured-data').at(-1)!.searchParams.get('type')).toBe('slider'),
    );
    expect(screen.getByTestId('location').textContent).toBe('/user/advertisement?type=slider');
  });

  it('says when there are none', async () => {
    mockApi({ 'get-featured-data': ok([], { total: 0 }) });
    renderPage(<AdvertisementsPage />, { url: '/user/advertisement', user: signedIn() });
    await screen.findByText('You have no advertisements yet.');
  });
});
