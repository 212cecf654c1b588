import { fetchPrivateFile } from '@domus/shared/api';
import type { AdminTransaction } from '@domus/shared/contract';
import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import AdminRoutes from '../../../routes';
import {
  anAdmin,
  aUser,
  createTestI18n,
  failure,
  jsonBody,
  mockApi,
  ok,
  renderPage,
  requestsTo,
} from '../../../testing/render-page';
import { PaymentsPage } from '../components/payments-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn() } }));
jest.mock('@domus/shared/api', () => ({
  ...jest.requireActual('@domus/shared/api'),
  fetchPrivateFile: jest.fn(),
}));

const receiptUrl = (id: number) => `http://localhost/api/bank-receipt-file?payment_transaction_id=${id}`;

function transaction(id: number, overrides: Partial<AdminTransaction> = {}): AdminTransaction {
  return {
    id,
    package_id: 3,
    package_name: 'Professional',
    translated_package_name: 'Professional',
    amount: 19.99,
    currency: 'USD',
    provider: 'bank_transfer',
    provider_reference: null,
    status: 'review',
    failure_reason: null,
    payment_status: 'review',
    payment_type: 'bank transfer',
    reject_reason: null,
    receipt_url: receiptUrl(id),
    created_at: '2026-12-01T10:30:00.000Z',
    updated_at: '2026-12-01T10:30:00.000Z',
    user_id: 100 + id,
    user_name: `Buyer ${id}`,
    user_email: `buyer${id}@example.test`,
    decided_at: null,
    ...overrides,
  };
}

const lastQuery = (fetchMock: jest.Mock) =>
  Object.fromEntries(requestsTo(fetchMock, 'admin/payment-transactions').at(-1)!.url.searchParams);
const location = () => screen.getByTestId('location').textContent;
const fetchFile = jest.mocked(fetchPrivateFile);

beforeEach(() => {
  jest.mocked(toast.success).mockClear();
  fetchFile.mockReset();
  fetchFile.mockImplementation(async () => ({ blob: new Blob(['x'], { type: 'image/png' }), name: 'receipt.png' }));
  URL.createObjectURL = jest.fn(() => 'blob:http://localhost/receipt');
  URL.revokeObjectURL = jest.fn();
});

describe('/admin/payments', () => {
  it('lists the bank transfers awaiting confirmation, each with its receipt shown in the console', async () => {
    const fetchMock = mockApi({ 'admin/payment-transactions': ok([transaction(1)], { next_cursor: null }) });
    renderPage(<PaymentsPage />, { url: '/admin/payments', user: anAdmin() });
    const card = within((await screen.findByRole('heading', { level: 2, name: /Buyer 1/ })).closest('li')!);
    card.getByText('buyer1@example.test');
    card.getByText('Awaiting confirmation');
    card.getByText('Bank transfer');
    card.getByText('$19.99');
    expect(await card.findByRole('img', { name: 'Receipt of Buyer 1' })).toHaveProperty(
      'src',
      'blob:http://localhost/receipt',
    );
    expect(fetchFile).toHaveBeenCalledWith(receiptUrl(1));
    expect(lastQuery(fetchMock)).toEqual({ status: 'review', provider: 'bank_transfer', limit: '20' });
    expect(
      screen.getByRole('link', { name: 'Bank transfers awaiting confirmation' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('says when no bank transfer is waiting', async () => {
    mockApi({ 'admin/payment-transactions': ok([], { next_cursor: null }) });
    renderPage(<PaymentsPage />, { url: '/admin/payments', user: anAdmin() });
    await screen.findByText('No bank transfers awaiting confirmation');
  });

  it('filters every transaction by status, method, e-mail and dates, and pages by the keyset cursor', async () => {
    const fetchMock = mockApi({
      'admin/payment-transactions': ({ url }) =>
        url.searchParams.get('cursor')
          ? ok([transaction(2, { status: 'success', payment_status: 'success' })], { next_cursor: null })
          : ok([transaction(3, { status: 'success', payment_status: 'success' })], {
              next_cursor: '2026-12-01T10:30:00.000000Z~3',
            }),
    });
    renderPage(<PaymentsPage />, { url: '/admin/payments?view=all', user: anAdmin() });
    await screen.findByRole('heading', { level: 2, name: /Buyer 3/ });
    expect(screen.queryByRole('button', { name: /Confirm the bank transfer/ })).toBeNull();

    const filters = within(screen.getByRole('form', { name: 'Filter transactions' }));
    fireEvent.change(filters.getByLabelText('Status'), { target: { value: 'success' } });
    fireEvent.change(filters.getByLabelText('Payment method'), { target: { value: 'bank_transfer' } });
    fireEvent.change(filters.getByLabelText("Member's e-mail"), { target: { value: ' buyer3@example.test ' } });
    fireEvent.change(filters.getByLabelText('From'), { target: { value: '2026-12-01' } });
    fireEvent.change(filters.getByLabelText('To'), { target: { value: '2026-12-31' } });
    fireEvent.click(filters.getByRole('button', { name: 'Filter' }));
    expect(location()).toBe(
      '/admin/payments?view=all&status=success&provider=bank_transfer&email=buyer3%40example.test&from=2026-12-01&to=2026-12-31',
    );
    await waitFor(() =>
      expect(lastQuery(fetchMock)).toEqual({
        status: 'success',
        provider: 'bank_transfer',
        email: 'buyer3@example.test',
        from: '2026-12-01',
        to: '2026-12-31',
        limit: '20',
      }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Older transactions' }));
    await screen.findByRole('heading', { level: 2, name: /Buyer 2/ });
    expect(lastQuery(fetchMock).cursor).toBe('2026-12-01T10:30:00.000000Z~3');
    fireEvent.click(screen.getByRole('button', { name: 'Newest transactions' }));
    await screen.findByRole('heading', { level: 2, name: /Buyer 3/ });
  });

  it('confirms after asking, proving the admin’s identity again when the API wants it', async () => {
    let proved = false;
    let confirmed = false;
    const fetchMock = mockApi({
      'admin/payment-transactions': () => ok(confirmed ? [] : [transaction(5)], { next_cursor: null }),
      'POST admin/payment-transactions/confirm': () => {
        if (!proved) return failure(403, 'reauthenticationRequired', 'Please confirm it is you.');
        confirmed = true;
        return {
          body: { error: false, message: 'Bank transfer confirmed', data: transaction(5, { status: 'success' }) },
        };
      },
      'POST confirm-identity': () => {
        proved = true;
        return { body: { error: false, message: 'ok', data: { confirmed_until: '2026-12-06T19:10:00.000Z' } } };
      },
    });
    renderPage(<PaymentsPage />, { url: '/admin/payments', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the bank transfer #5 of Buyer 5' }));
    const ask = within(screen.getByRole('alertdialog', { name: 'Confirm bank transfer #5?' }));
    fireEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetchMock, 'admin/payment-transactions/confirm')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Confirm the bank transfer #5 of Buyer 5' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm' }));
    const identity = within(await screen.findByRole('dialog', { name: /confirm it is you/i }));
    fireEvent.change(identity.getByLabelText('Your password'), { target: { value: 'right password' } });
    fireEvent.click(identity.getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Bank transfer #5 of Buyer 5 confirmed: the package is active.'),
    );
    expect(requestsTo(fetchMock, 'admin/payment-transactions/confirm', 'POST')).toHaveLength(2);
    expect(jsonBody(requestsTo(fetchMock, 'admin/payment-transactions/confirm', 'POST')[1])).toEqual({ id: 5 });
    await screen.findByText('No bank transfers awaiting confirmation');
  });

  it('rejects only with a reason, and keeps the dialog open with what the API refused', async () => {
    let attempts = 0;
    const fetchMock = mockApi({
      'admin/payment-transactions': ok([transaction(6)], { next_cursor: null }),
      'POST admin/payment-transactions/reject': () =>
        ++attempts === 1
          ? failure(409, 'conflict', 'Bank transfer 6 is not awaiting confirmation: it is already success.')
          : {
              body: {
                error: false,
                message: 'Bank transfer rejected',
                data: transaction(6, { status: 'rejected', reject_reason: 'Wrong amount' }),
              },
            },
    });
    renderPage(<PaymentsPage />, { url: '/admin/payments', user: anAdmin() });
    fireEvent.click(await screen.findByRole('button', { name: 'Reject the bank transfer #6 of Buyer 6' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject bank transfer #6' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason (the member reads it)' });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    dialog.getByText('Enter the reason.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'admin/payment-transactions/reject')).toHaveLength(0);

    fireEvent.change(reason, { target: { value: ' Wrong amount ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'Bank transfer 6 is not awaiting confirmation: it is already success.',
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Bank transfer #6 of Buyer 6 rejected.'));
    expect(jsonBody(requestsTo(fetchMock, 'admin/payment-transactions/reject', 'POST')[1])).toEqual({
      id: 6,
      reason: 'Wrong amount',
    });
  });

  it('reads in Arabic', async () => {
    mockApi({ 'admin/payment-transactions': ok([transaction(8)], { next_cursor: null }) });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'admin', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <PaymentsPage />
      </I18nextProvider>,
      { url: '/admin/payments', user: anAdmin() },
    );
    await screen.findByRole('heading', { level: 1, name: ar.screens.payments.title });
    await screen.findByText(ar.payments.statuses.review);
    screen.getByRole('link', { name: ar.payments.view.review });
  });
});

describe('the console', () => {
  it('lists Payments for an admin, and tells a moderator it is for admins', async () => {
    mockApi({ 'admin/payment-transactions': ok([], { next_cursor: null }), 'admin/overview': failure(500, 'x', 'x') });
    const admin = renderPage(<AdminRoutes />, { url: '/admin/payments', user: anAdmin() });
    const nav = within(await screen.findByRole('navigation', { name: 'Operator console' }));
    nav.getByRole('link', { name: 'Payments' });
    await screen.findByText('No bank transfers awaiting confirmation');
    admin.unmount();

    renderPage(<AdminRoutes />, { url: '/admin/payments', user: aUser({ id: 2, name: 'Mo', role: 'moderator' }) });
    await screen.findByText('Admins only');
    expect(screen.queryByText('No bank transfers awaiting confirmation')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payments' })).toBeNull();
  });
});
