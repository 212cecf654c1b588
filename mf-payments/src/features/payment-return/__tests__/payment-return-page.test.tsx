import { packageMessages } from '@domus/shared/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

import { aTransaction, aUser } from '../../../testing/fixtures';
import { jsonBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { PaymentReturnPage } from '../components/payment-return-page';

const pending = aTransaction({ status: 'pending', provider_reference: null });

afterEach(() => jest.useRealTimers());

describe('/payment/success', () => {
  it('says "Payment successful" with the package and the amount when the transaction succeeded', async () => {
    const fetchMock = mockApi({ 'get-payment-transaction': ok(aTransaction()) });
    renderPage(<PaymentReturnPage arrivedAt="success" />, {
      url: '/payment/success?payment_transaction_id=12',
      user: aUser(),
    });

    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(screen.getByText(packageMessages.paymentSucceeded).getAttribute('role')).toBe('status');
    screen.getByText('Pro');
    screen.getByText('$49');
    expect(screen.getByRole('link', { name: 'My subscriptions' }).getAttribute('href')).toBe('/user/subscription');
    expect(screen.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/subscription-plan');
    expect(requestsTo(fetchMock, 'get-payment-transaction')[0]!.url.searchParams.get('payment_transaction_id')).toBe(
      '12',
    );
  });

  it("names the package in the reader's language", async () => {
    mockApi({ 'get-payment-transaction': ok(aTransaction({ translated_package_name: 'Profissional' })) });
    renderPage(<PaymentReturnPage arrivedAt="success" />, {
      url: '/payment/success?payment_transaction_id=12',
      user: aUser(),
    });
    await screen.findByText('Profissional');
    expect(screen.queryByText('Pro')).toBeNull();
  });

  it('does not take the path for success: a failed transaction says "Payment failed"', async () => {
    const fetchMock = mockApi({
      'get-payment-transaction': ok(aTransaction({ status: 'failed', failure_reason: 'declined' })),
    });
    renderPage(<PaymentReturnPage arrivedAt="success" />, {
      url: '/payment/success?payment_transaction_id=12',
      user: aUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' });
    expect(screen.getByText(packageMessages.paymentFailed).getAttribute('role')).toBe('status');
    expect(requestsTo(fetchMock, 'payment-transaction-fail')).toHaveLength(0);
  });

  it('waits for the provider: asks again every 2 s while pending, then shows the success', async () => {
    jest.useFakeTimers();
    const replies = [pending, pending, aTransaction()];
    const fetchMock = mockApi({
      'get-payment-transaction': () => ok(replies.length > 1 ? replies.shift() : replies[0]),
    });
    renderPage(<PaymentReturnPage arrivedAt="success" />, {
      url: '/payment/success?payment_transaction_id=12',
      user: aUser(),
    });

    await screen.findByRole('heading', { level: 1, name: 'Payment pending' });
    expect(screen.getByText(packageMessages.paymentPending).getAttribute('role')).toBe('status');
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await act(() => jest.advanceTimersByTimeAsync(2_000));
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(requestsTo(fetchMock, 'get-payment-transaction')).toHaveLength(3);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestsTo(fetchMock, 'get-payment-transaction')).toHaveLength(3);
    expect(requestsTo(fetchMock, 'payment-transaction-fail')).toHaveLength(0);
  });

  it('stops asking after about 30 s and offers "Check again"', async () => {
    jest.useFakeTimers();
    const fetchMock = mockApi({ 'get-payment-transaction': ok(pending) });
    renderPage(<PaymentReturnPage arrivedAt="success" />, {
      url: '/payment/success?payment_transaction_id=12',
      user: aUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment pending' });
    await act(() => jest.advanceTimersByTimeAsync(40_000));
    const asked = requestsTo(fetchMock, 'get-payment-transaction').length;
    expect(asked).toBeGreaterThanOrEqual(15);
    expect(asked).toBeLessThanOrEqual(17);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(requestsTo(fetchMock, 'get-payment-transaction')).toHaveLength(asked);

    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'get-payment-transaction')).toHaveLength(asked + 1));
  });

  it('says so when the link names no payment', async () => {
    const fetchMock = mockApi({});
    renderPage(<PaymentReturnPage arrivedAt="success" />, { url: '/payment/success', user: aUser() });
    expect((await screen.findByRole('alert')).textContent).toContain('This link does not name a payment.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('/payment/cancel and /payment/failure', () => {
  it('reports a still-pending payment with payment-transaction-fail and says "Payment cancelled"', async () => {
    const fetchMock = mockApi({
      'get-payment-transaction': ok(pending),
      'POST payment-transaction-fail': ok(aTransaction({ status: 'failed', failure_reason: 'reported' })),
    });
    renderPage(<PaymentReturnPage arrivedAt="cancel" />, {
      url: '/payment/cancel?payment_transaction_id=12',
      user: aUser(),
    });

    await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' });
    expect(screen.getByText(packageMessages.paymentCancelled).getAttribute('role')).toBe('status');
    const reports = requestsTo(fetchMock, 'payment-transaction-fail', 'POST');
    expect(reports).toHaveLength(1);
    expect(jsonBody(reports[0])).toEqual({ payment_transaction_id: 12 });
  });

  it('reports a still-pending payment on the failure path and says "Payment failed"', async () => {
    const fetchMock = mockApi({
      'get-payment-transaction': ok(pending),
      'POST payment-transaction-fail': ok(aTransaction({ status: 'failed', failure_reason: 'reported' })),
    });
    renderPage(<PaymentReturnPage arrivedAt="failure" />, {
      url: '/payment/failure?payment_transaction_id=12',
      user: aUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment failed' });
    expect(requestsTo(fetchMock, 'payment-transaction-fail', 'POST')).toHaveLength(1);
  });

  it('shows a success that arrived meanwhile, and reports nothing', async () => {
    const fetchMock = mockApi({ 'get-payment-transaction': ok(aTransaction()) });
    renderPage(<PaymentReturnPage arrivedAt="cancel" />, {
      url: '/payment/cancel?payment_transaction_id=12',
      user: aUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment successful' });
    expect(requestsTo(fetchMock, 'payment-transaction-fail')).toHaveLength(0);
  });

  it('says "Payment cancelled" for a payment the provider recorded as cancelled', async () => {
    mockApi({ 'get-payment-transaction': ok(aTransaction({ status: 'failed', failure_reason: 'cancelled' })) });
    renderPage(<PaymentReturnPage arrivedAt="failure" />, {
      url: '/payment/failure?payment_transaction_id=12',
      user: aUser(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' });
  });

  it('offers a retry when the payment cannot be looked up', async () => {
    mockApi({
      'get-payment-transaction': { status: 404, body: { error: true, message: 'No such payment', code: 'notFound' } },
    });
    renderPage(<PaymentReturnPage arrivedAt="cancel" />, {
      url: '/payment/cancel?payment_transaction_id=99',
      user: aUser(),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('No such payment');
    screen.getByRole('button', { name: 'Retry' });
  });
});
