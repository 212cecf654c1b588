import { fetchEnvelope } from '@domus/shared/api';
import type { PaymentTransaction } from '@domus/shared/contract';
import { queryOptions, useQuery } from '@domus/shared/query';

/** How often a pending payment is asked about again, and for how long. */
export const PENDING_POLL_MS = 2_000;
export const PENDING_POLL_LIMIT_MS = 30_000;

/** get-payment-transaction: one of the user's payments; the server asks the provider about a pending one. */
export async function getPaymentTransaction(id: number, signal?: AbortSignal): Promise<PaymentTransaction> {
  return (await fetchEnvelope('getPaymentTransaction', { query: { payment_transaction_id: id }, signal })).data;
}

export const paymentTransactionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['payments', 'transaction', id],
    queryFn: ({ signal }) => getPaymentTransaction(id, signal),
    // The status is the whole point of the page: always asked fresh.
    staleTime: 0,
  });

/** The transaction, asked again every 2 s while it is pending, for 30 s from `since`. */
export function usePaymentTransaction(id: number | null, since: number) {
  return useQuery({
    ...paymentTransactionQueryOptions(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - since < PENDING_POLL_LIMIT_MS ? PENDING_POLL_MS : false,
  });
}
