import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aUser, aUserPackage } from '../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { SubscriptionsPage } from '../components/subscriptions-page';

describe('/user/subscription', () => {
  it('lists active and expired subscriptions with dates and what each feature used ("3 / 25", "Unlimited")', async () => {
    const fetchMock = mockApi({
      'get-user-packages': ok(
        [
          aUserPackage({ translated_name: 'Profissional' }),
          aUserPackage({
            id: 30,
            package_id: 1,
            name: 'Starter',
            package_type: 'free',
            price: 0,
            status: 'expired',
            start_date: '2026-01-01T10:00:00.000Z',
            end_date: '2026-01-31T10:00:00.000Z',
            features: [
              {
                id: 1,
                key: 'property_list',
                name: 'Property listing',
                limit_type: 'limited',
                limit: 2,
                used_limit: 2,
                total_limit: 2,
              },
            ],
          }),
        ],
        { total: 2 },
      ),
    });
    renderPage(<SubscriptionsPage />, { url: '/user/subscription', user: aUser() });

    // The name in the reader's language (Starter has no translation: the stored name shows).
    const pro = await screen.findByRole('listitem', { name: 'Profissional' });
    within(pro).getByText('Active');
    within(pro).getByText('$49');
    within(pro).getByText(/1 Mar 2026|Mar 1, 2026/);
    const proUsage = within(pro).getByLabelText('Use of Profissional');
    expect(proUsage.textContent).toBe('Property listing3 / 25Featured propertyUnlimited');

    const starter = screen.getByRole('listitem', { name: 'Starter' });
    within(starter).getByText('Expired');
    within(starter).getByText('Free');
    expect(within(starter).getByLabelText('Use of Starter').textContent).toBe('Property listing2 / 2');
    expect(Object.fromEntries(requestsTo(fetchMock, 'get-user-packages')[0]!.url.searchParams)).toEqual({
      offset: '0',
      limit: '10',
    });
  });

  it('says "You have no subscriptions yet" and points to the plans', async () => {
    mockApi({ 'get-user-packages': ok([], { total: 0 }) });
    renderPage(<SubscriptionsPage />, { url: '/user/subscription', user: aUser() });
    await screen.findByText('You have no subscriptions yet');
    expect(screen.getAllByRole('link', { name: 'See the plans' })[0]!.getAttribute('href')).toBe('/subscription-plan');
  });

  it('pages with offset and limit', async () => {
    const fetchMock = mockApi({
      'get-user-packages': ({ url }) =>
        ok([aUserPackage({ id: Number(url.searchParams.get('offset')) + 1 })], { total: 25 }),
    });
    renderPage(<SubscriptionsPage />, { url: '/user/subscription', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/subscription?page=2');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get-user-packages').at(-1)!.url.searchParams.get('offset')).toBe('10'),
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ 'get-user-packages': { status: 500, body: { error: true, message: 'Server error', code: 'internal' } } });
    renderPage(<SubscriptionsPage />, { url: '/user/subscription', user: aUser() });
    expect((await screen.findByRole('alert')).textContent).toContain('Your subscriptions could not be loaded.');
  });
});
