import { I18nextProvider } from '@domus/shared/i18n';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-toastify';

import ar from '../../../../locales/ar.json';
import { aTransaction, aUser, allFeatures, freePlan, method, proPlan } from '../../../testing/fixtures';
import { createTestI18n, failure, formBody, mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { PlansPage } from '../../plans/components/plans-page';
import { TransactionHistoryPage } from '../../transactions/components/transaction-history-page';

jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const bankSettings = {
  bank_transfer_status: '1',
  bank_details: [
    { title: 'IBAN', translated_title: 'IBAN', value: 'XX00 1234' },
    { title: 'Bank', translated_title: 'Bank name', value: 'Demo Bank' },
  ],
};
const receipt = (name = 'receipt.png', type = 'image/png', size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => jest.clearAllMocks());

describe('paying a plan by bank transfer', () => {
  it('shows the bank details and the amount, checks the receipt, sends it and goes to the transaction history', async () => {
    const fetchMock = mockApi({
      'get-package': ok([freePlan, proPlan], { active_packages: [], all_features: allFeatures }),
      get_payment_settings: ok([{ ...method('bank_transfer', 'Bank transfer', 'bank_transfer') }]),
      'POST initiate-bank-transfer': {
        body: { error: false, message: 'ok', data: aTransaction({ status: 'review' }) },
      },
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser(), settings: bankSettings });
    const pro = (await screen.findByRole('heading', { level: 2, name: 'Pro' })).closest('li')!;
    fireEvent.click(await within(pro).findByRole('button', { name: 'Bank transfer' }));

    const dialog = within(screen.getByRole('dialog', { name: 'Pay by bank transfer' }));
    dialog.getByText(/Transfer \$49 to the account below/);
    dialog.getByText('XX00 1234');
    dialog.getByText('Bank name');
    const input = dialog.getByLabelText('Receipt of the transfer');
    fireEvent.click(dialog.getByRole('button', { name: 'Upload receipt' }));
    dialog.getByText('Choose the receipt of your transfer.');
    fireEvent.change(input, { target: { files: [receipt('notes.txt', 'text/plain')] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload receipt' }));
    dialog.getByText('The receipt must be a JPEG, PNG or WebP picture or a PDF.');
    fireEvent.change(input, { target: { files: [receipt('big.pdf', 'application/pdf', 6 * 1024 * 1024)] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload receipt' }));
    dialog.getByText('The receipt is too large: at most 5 MB.');
    expect(requestsTo(fetchMock, 'initiate-bank-transfer')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [receipt()] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload receipt' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Receipt uploaded: your payment is awaiting confirmation.'),
    );
    const sent = formBody(requestsTo(fetchMock, 'initiate-bank-transfer', 'POST')[0]);
    expect(sent.package_id).toBe(String(proPlan.id));
    expect((sent.file as File).name).toBe('receipt.png');
    await waitFor(() => expect(location()).toBe('/user/transaction-history'));
  });

  it('keeps the dialog open with what the API refused', async () => {
    mockApi({
      'get-package': ok([proPlan], { active_packages: [], all_features: allFeatures }),
      get_payment_settings: ok([method('bank_transfer', 'Bank transfer', 'bank_transfer')]),
      'POST initiate-bank-transfer': failure(400, 'invalidInput', 'Payments by bank transfer are not enabled'),
    });
    renderPage(<PlansPage />, { url: '/subscription-plan', user: aUser(), settings: bankSettings });
    fireEvent.click(await screen.findByRole('button', { name: 'Bank transfer' }));
    const dialog = within(screen.getByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('Receipt of the transfer'), { target: { files: [receipt()] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload receipt' }));
    expect((await dialog.findByRole('alert')).textContent).toBe('Payments by bank transfer are not enabled');
  });
});

describe('bank transfers in the transaction history', () => {
  it('reads "Awaiting confirmation", or "Rejected" with the reason and a new receipt', async () => {
    const fetchMock = mockApi({
      get_payment_details: ok(
        [
          aTransaction({ id: 21, provider: 'bank_transfer', status: 'review', provider_reference: null }),
          aTransaction({
            id: 22,
            provider: 'bank_transfer',
            status: 'rejected',
            reject_reason: 'The amount is wrong',
            provider_reference: null,
          }),
        ],
        { total: 2 },
      ),
      'POST upload-bank-receipt-file': { body: { error: false, message: 'ok', data: aTransaction({ id: 22 }) } },
    });
    renderPage(<TransactionHistoryPage />, { url: '/user/transaction-history', user: aUser(), settings: bankSettings });
    const [, waiting, rejected] = within(await screen.findByRole('table')).getAllByRole('row');
    within(waiting!).getByText('Awaiting confirmation');
    within(waiting!).getByText('Bank transfer');
    within(rejected!).getByText('Rejected');
    within(rejected!).getByText('The amount is wrong');

    fireEvent.click(within(rejected!).getByRole('button', { name: 'Upload a new receipt for Pro' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Pay by bank transfer' }));
    fireEvent.change(dialog.getByLabelText('Receipt of the transfer'), {
      target: { files: [receipt('again.pdf', 'application/pdf')] },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Upload receipt' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalled());
    const sent = formBody(requestsTo(fetchMock, 'upload-bank-receipt-file', 'POST')[0]);
    expect(sent.payment_transaction_id).toBe('22');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads in Arabic', async () => {
    mockApi({
      get_payment_details: ok(
        [aTransaction({ provider: 'bank_transfer', status: 'rejected', reject_reason: 'x', provider_reference: null })],
        { total: 1 },
      ),
    });
    const i18n = createTestI18n();
    i18n.addResourceBundle('ar', 'payments', ar);
    await act(() => i18n.changeLanguage('ar'));
    renderPage(
      <I18nextProvider i18n={i18n}>
        <TransactionHistoryPage />
      </I18nextProvider>,
      { url: '/user/transaction-history', user: aUser(), settings: bankSettings },
    );
    await screen.findByText(ar.transactions.status.rejected);
    screen.getByText(ar.provider.bank_transfer);
    screen.getByRole('button', { name: 'رفع إيصال جديد لـ Pro' });
  });
});
