import { fetchEnvelope } from '@domus/shared/api';
import type { AdminTransaction } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

import { queryOf, type TransactionsFilter } from '../lib/transactions-filter';

/** Twenty a page: a bank transfer's card shows its receipt, fetched on its own. */
export const TRANSACTIONS_PER_PAGE = 20;

/** Every page of the Payments screen: what a decision makes stale. */
export const transactionsKey = ['admin', 'payment-transactions'] as const;

export interface TransactionsPage {
  transactions: AdminTransaction[];
  /** Where the next (older) page starts; null on the last page. */
  nextCursor: string | null;
}

/** admin/payment-transactions: one keyset page of the transactions the filter asks for, newest first. */
export async function listTransactions(filter: TransactionsFilter, signal?: AbortSignal): Promise<TransactionsPage> {
  const reply = await fetchEnvelope('adminPaymentTransactions', {
    query: { ...queryOf(filter), limit: TRANSACTIONS_PER_PAGE },
    signal,
  });
  return { transactions: reply.data, nextCursor: reply.next_cursor };
}

export const transactionListQueryOptions = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: [...transactionsKey, filter],
    queryFn: ({ signal }) => listTransactions(filter, signal),
    // Other admins decide too, and members keep paying: a page is fresh for half a minute.
    staleTime: 30_000,
  });

/** The page of transactions, the last one kept on screen while the next loads. */
export function useTransactionList(filter: TransactionsFilter) {
  return useQuery({ ...transactionListQueryOptions(filter), placeholderData: keepPreviousData });
}
