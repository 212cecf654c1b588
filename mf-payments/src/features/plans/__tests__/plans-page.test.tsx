import { packageMessages } from '@domus/shared/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import { goToProvider } from '../../../lib/go-to-provider';
import { aUser, aUserPackage, allFeatures, checkoutReply, freePlan, method, proPlan } from '../../../testing/fixtures';
import { jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { PlansPage } from '../components/plans-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock('../../../lib/go-to-provider', () => ({ goToProvider: jest.fn() }));

const confirmPayment = jest.fn(async () => ({ error: { message: 'Your card was declined.' } }));
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(async () => ({ confirmPayment })) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  PaymentElement: () => <div data-testid="payment-element" />,
  useStripe: () => ({ confirmPayment }),
  useElements: () => ({ kind: 'elements' }),
}));

const packagesReply = (extras: Record<string, unknown> = {}) =>
  ok([freePlan, proPlan], { active_packages: [], all_features: allFeatures, ...extras });

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('li')!;
};

beforeEach(() => jest.clearAllMocks());

describe('/subscription-plan', () => {
  it('shows each plan with its price ("Free" or two decimals with the currency) and duration', async () => {
    mockApi({ 'get-package': packagesReply(), get_payment_settings: ok([method('sandbox', 'Pay with Sandbox')]) });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });

    const free = await card('Starter');
    within(free).getByText('Free');
    within(free).getByText('30 days');
    const pro = await card('Pro');
    within(pro).getByText('$49');
    within(pro).getByText('90 days');
  });

  it("names the plans and the user's packages in the reader's language", async () => {
    const translated = { ...proPlan, translated_name: 'Profissional' };
    mockApi({
      'get-package': ok([freePlan, translated], {
        active_packages: [aUserPackage({ translated_name: 'Profissional' })],
        all_features: allFeatures,
      }),
      get_payment_settings: ok([]),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });

    within(await card('Profissional')).getByText('$49');
    await card('Starter');
    const current = await screen.findByRole('region', { name: 'Your current packages' });
    within(current).getByRole('listitem', { name: 'Profissional' });
    within(current).getByLabelText('Use of Profissional');
    screen.getByRole('columnheader', { name: 'Profissional' });
  });

  it('compares every feature across the plans: a limit, "Unlimited", "Included" or "Not included"', async () => {
    mockApi({ 'get-package': packagesReply(), get_payment_settings: ok([]) });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });

    const table = await screen.findByRole('table');
    const row = (feature: string) =>
      within(table).getByRole('rowheader', { name: feature }).closest('tr')!.querySelectorAll('td');
    expect([...row('Property listing')].map((cell) => cell.textContent)).toEqual(['2', '25']);
    expect([...row('Featured property')].map((cell) => cell.textContent)).toEqual(['Not included', 'Unlimited']);
    expect([...row('Mortgage calculator details')].map((cell) => cell.textContent)).toEqual([
      'Not included',
      'Included',
    ]);
  });

  it("highlights the user's current package with what is used of each feature", async () => {
    mockApi({ 'get-package': packagesReply({ active_packages: [aUserPackage()] }), get_payment_settings: ok([]) });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });

    const current = within(await screen.findByRole('region', { name: 'Your current packages' })).getByRole('listitem', {
      name: 'Pro',
    });
    expect(current.textContent).toContain('Property listing3 / 25');
    expect(current.textContent).toContain('Featured propertyUnlimited');
    within(await card('Pro')).getByText('Current plan');
  });

  it('assigns a free plan, says "Package assigned" and shows the new package', async () => {
    let active: unknown[] = [];
    const fetchMock = mockApi({
      'get-package': () => packagesReply({ active_packages: active }),
      get_payment_settings: ok([]),
      'POST assign_package': () => {
        active = [aUserPackage({ id: 40, package_id: 1, name: 'Starter', package_type: 'free', price: 0 })];
        return ok(active[0]);
      },
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });

    fireEvent.click(within(await card('Starter')).getByRole('button', { name: 'Get this plan' }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(packageMessages.freePackageAssigned));
    expect(jsonBody(requestsTo(fetchMock, 'assign_package', 'POST')[0])).toEqual({
      package_id: 1,
      platform_type: 'web',
    });
    const current = await screen.findByRole('region', { name: 'Your current packages' });
    within(current).getByRole('listitem', { name: 'Starter' });
    within(await card('Starter')).getByText(packageMessages.alreadyActive);
  });

  it('shows the API message when a free plan cannot be assigned', async () => {
    mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([]),
      'POST assign_package': { status: 409, body: { error: true, message: 'Already taken', code: 'conflict' } },
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    fireEvent.click(within(await card('Starter')).getByRole('button', { name: 'Get this plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Already taken');
  });

  it('offers one buy button per enabled provider on a paid plan', async () => {
    mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([method('sandbox', 'Pay with Sandbox'), method('paypal', 'Pay with PayPal')]),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    const pro = await card('Pro');
    await waitFor(() =>
      expect(
        within(pro)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Pay with Sandbox', 'Pay with PayPal']),
    );
  });

  it('says "No payment method is enabled. Please contact the admin." when no provider is enabled', async () => {
    mockApi({ 'get-package': packagesReply(), get_payment_settings: ok([]) });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    const pro = await card('Pro');
    await within(pro).findByText(packageMessages.noPaymentMethod);
    expect(within(pro).queryByRole('button')).toBeNull();
  });

  it('sends a visitor who presses buy to /login?redirect=/subscription-plan', async () => {
    const fetchMock = mockApi({ 'get-package': packagesReply() });
    renderPage(<PlansPage />, { url: '/subscription-plan' });
    fireEvent.click(within(await card('Pro')).getByRole('button', { name: 'Buy' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fsubscription-plan');
    expect(requestsTo(fetchMock, 'get_payment_settings')).toHaveLength(0);
  });

  it('sends a visitor who takes a free plan to sign in first', async () => {
    mockApi({ 'get-package': packagesReply() });
    renderPage(<PlansPage />, { url: '/subscription-plan' });
    fireEvent.click(within(await card('Starter')).getByRole('button', { name: 'Get this plan' }));
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fsubscription-plan');
  });

  it.each([
    ['sandbox', 'POST payment-checkout', { package_id: 2, provider: 'sandbox' }],
    ['razorpay', 'POST payment-checkout', { package_id: 2, provider: 'razorpay' }],
    ['flutterwave', 'POST flutterwave', { package_id: 2 }],
  ] as const)('starts a %s payment with %s and goes to the redirect_url', async (provider, call, body) => {
    const [httpMethod, path] = call.split(' ') as [string, string];
    const fetchMock = mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([method(provider, `Pay with ${provider}`)]),
      [call]: ok(checkoutReply({ provider, redirect_url: `https://pay.example.test/${provider}/12` })),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    fireEvent.click(await within(await card('Pro')).findByRole('button', { name: `Pay with ${provider}` }));

    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith(`https://pay.example.test/${provider}/12`));
    expect(jsonBody(requestsTo(fetchMock, path, httpMethod)[0])).toEqual(body);
  });

  it('asks paypal with the package id in the query', async () => {
    const fetchMock = mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([method('paypal', 'Pay with PayPal')]),
      'GET paypal': ok(checkoutReply({ provider: 'paypal', redirect_url: 'https://pay.example.test/paypal' })),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    fireEvent.click(await within(await card('Pro')).findByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(goToProvider).toHaveBeenCalledWith('https://pay.example.test/paypal'));
    expect(requestsTo(fetchMock, 'paypal')[0]!.url.searchParams.get('package_id')).toBe('2');
  });

  it('opens the Stripe Payment Element and confirms with the success return address', async () => {
    const fetchMock = mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([method('stripe', 'Pay by card', 'elements')]),
      'POST create-payment-intent': ok(
        checkoutReply({ provider: 'stripe', client_secret: 'pi_1_secret_2', public_key: 'pk_test_123' }),
      ),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    fireEvent.click(await within(await card('Pro')).findByRole('button', { name: 'Pay by card' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    expect(jsonBody(requestsTo(fetchMock, 'create-payment-intent', 'POST')[0])).toEqual({
      package_id: 2,
      platform_type: 'web',
    });
    expect(dialog.textContent).toContain('Amount: $49');
    within(dialog).getByTestId('payment-element');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(confirmPayment).toHaveBeenCalledWith({
      elements: { kind: 'elements' },
      confirmParams: { return_url: 'http://localhost/payment/success?payment_transaction_id=12' },
    });
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it('cancelling the Stripe dialog goes to the cancel page, which reports the payment', async () => {
    mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([method('stripe', 'Pay by card', 'elements')]),
      'POST create-payment-intent': ok(checkoutReply({ provider: 'stripe', client_secret: 'pi_1_secret_2' })),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    fireEvent.click(await within(await card('Pro')).findByRole('button', { name: 'Pay by card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay by card' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location').textContent).toBe('/payment/cancel?payment_transaction_id=12');
  });

  it('shows why a payment could not start', async () => {
    mockApi({
      'get-package': packagesReply(),
      get_payment_settings: ok([method('sandbox', 'Pay with Sandbox')]),
      'POST payment-checkout': { status: 403, body: { error: true, message: 'Provider is off', code: 'forbidden' } },
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser() });
    fireEvent.click(await within(await card('Pro')).findByRole('button', { name: 'Pay with Sandbox' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Provider is off');
    expect(goToProvider).not.toHaveBeenCalled();
  });

  it('offers a retry when the plans cannot be loaded', async () => {
    mockApi({ 'get-package': { status: 500, body: { error: true, message: 'Server error', code: 'internal' } } });
    renderPage(<PlansPage />, { url: '/subscription-plan' });
    expect((await screen.findByRole('alert')).textContent).toContain('The plans could not be loaded.');
    screen.getByRole('button', { name: 'Retry' });
  });
});
