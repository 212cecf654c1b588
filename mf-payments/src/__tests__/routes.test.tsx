import { screen } from '@testing-library/react';

import PaymentsRoutes from '../routes';
import { aTransaction, aUser } from '../testing/fixtures';
import { mockApi, ok, renderPage } from '../testing/render-page';

describe('mf-payments routes', () => {
  it.each([
    '/user/subscription',
    '/user/transaction-history',
    '/payment/success?payment_transaction_id=12',
    '/payment/cancel?payment_transaction_id=12',
  ])('sends a visitor from %s to /login?redirect=', async (path) => {
    const fetchMock = mockApi({});
    renderPage(<PaymentsRoutes />, { url: path });
    expect(screen.getByTestId('location').textContent).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the plans to a visitor', async () => {
    mockApi({ 'get-package': ok([], { active_packages: [], all_features: [] }) });
    renderPage(<PaymentsRoutes />, { url: '/subscription-plan' });
    await screen.findByRole('heading', { level: 1, name: 'Subscription plans' });
    await screen.findByText('No plans are on sale at the moment.');
  });

  it.each([
    ['/user/subscription', 'My subscriptions', { 'get-user-packages': ok([], { total: 0 }) }],
    ['/user/transaction-history', 'Transaction history', { get_payment_details: ok([], { total: 0 }) }],
    [
      '/payment/failure?payment_transaction_id=12',
      'Payment successful',
      { 'get-payment-transaction': ok(aTransaction()) },
    ],
  ])('shows %s to a signed-in user', async (path, title, replies) => {
    mockApi(replies);
    renderPage(<PaymentsRoutes />, { url: path, user: aUser() });
    await screen.findByRole('heading', { level: 1, name: title });
  });

  it('has a not-found page for other paths under its prefixes', async () => {
    mockApi({});
    renderPage(<PaymentsRoutes />, { url: '/payment/elsewhere' });
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
  });
});
