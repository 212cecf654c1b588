import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { aTransaction, aUser } from '../../../testing/fixtures';
import { mockApi, ok, renderPage, requestsTo } from '../../../testing/render-page';
import { TransactionHistoryPage } from '../components/transaction-history-page';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/user/transaction-history', () => {
  it('shows date, package, provider, amount (two decimals + currency), status and reference', async () => {
    const fetchMock = mockApi({
      get_payment_details: ok(
        [
          aTransaction({ created_at: '2026-03-01T10:00:00.000Z' }),
          aTransaction({
            id: 11,
            translated_package_name: 'Profissional',
            provider: 'stripe',
            amount: 1200.5,
            status: 'failed',
            failure_reason: 'cancelled',
            provider_reference: null,
            created_at: '2026-02-20T10:00:00.000Z',
          }),
        ],
        { total: 2 },
      ),
    });
    renderPage(<TransactionHistoryPage />, { url: '/user/transaction-history', user: aUser() });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Package', 'Provider', 'Amount', 'Status', 'Reference']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first!).slice(1)).toEqual(['Pro', 'Sandbox', '$49', 'Successful', 'sbx_0012']);
    expect(cellsOf(first!)[0]).toMatch(/1 Mar 2026|Mar 1, 2026/);
    // The package in the reader's language when the reply has it.
    expect(cellsOf(second!).slice(1)).toEqual(['Profissional', 'Stripe', '$1,200.50', 'Cancelled', '—']);
    expect(Object.fromEntries(requestsTo(fetchMock, 'get_payment_details')[0]!.url.searchParams)).toEqual({
      offset: '0',
      limit: '10',
    });
  });

  it('says so when there are no payments', async () => {
    mockApi({ get_payment_details: ok([], { total: 0 }) });
    renderPage(<TransactionHistoryPage />, { url: '/user/transaction-history', user: aUser() });
    await screen.findByText('You have made no payments yet');
  });

  it('pages with offset and limit through the shared Pagination', async () => {
    const fetchMock = mockApi({
      get_payment_details: ({ url }) =>
        ok([aTransaction({ id: Number(url.searchParams.get('offset')) + 1 })], { total: 31 }),
    });
    renderPage(<TransactionHistoryPage />, { url: '/user/transaction-history', user: aUser() });
    fireEvent.click(await screen.findByRole('button', { name: 'Page 4' }));
    expect(screen.getByTestId('location').textContent).toBe('/user/transaction-history?page=4');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'get_payment_details').at(-1)!.url.searchParams.get('offset')).toBe('30'),
    );
  });

  it('offers a retry when the list cannot be loaded', async () => {
    mockApi({ get_payment_details: { status: 500, body: { error: true, message: 'Server error', code: 'internal' } } });
    renderPage(<TransactionHistoryPage />, { url: '/user/transaction-history', user: aUser() });
    expect((await screen.findByRole('alert')).textContent).toContain('Your transactions could not be loaded.');
  });
});
