import { fetchEnvelope } from '@domus/shared/api';
import type { PaymentTransaction } from '@domus/shared/contract';
import { keepPreviousData, queryOptions, useQuery } from '@domus/shared/query';

export const TRANSACTIONS_PER_PAGE = 10;

export interface TransactionPage {
  transactions: PaymentTransaction[];
  total: number;
}

/** get_payment_details: one page of the user's payments, newest first (the API's order). */
export async function getPaymentDetails(page: number, signal?: AbortSignal): Promise<TransactionPage> {
  const reply = await fetchEnvelope('getPaymentDetails', {
    query: { offset: (page - 1) * TRANSACTIONS_PER_PAGE, limit: TRANSACTIONS_PER_PAGE },
    signal,
  });
  return { transactions: reply.data, total: reply.total };
}

export const paymentDetailsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['payments', 'transactions', page],
    queryFn: ({ signal }) => getPaymentDetails(page, signal),
    staleTime: 60_000,
  });

export function usePaymentDetails(page: number) {
  return useQuery({ ...paymentDetailsQueryOptions(page), placeholderData: keepPreviousData });
}
