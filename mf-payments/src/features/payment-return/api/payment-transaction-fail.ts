import { fetchEnvelope } from '@domus/shared/api';
import type { PaymentTransaction } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { paymentTransactionQueryOptions } from './get-payment-transaction';

/** payment-transaction-fail: the buyer reports that a pending payment did not go through. */
export async function reportPaymentFailed(id: number): Promise<PaymentTransaction> {
  return (await fetchEnvelope('paymentTransactionFail', { body: { payment_transaction_id: id } })).data;
}

export function useReportPaymentFailed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportPaymentFailed,
    onSuccess: (transaction) => {
      queryClient.setQueryData(paymentTransactionQueryOptions(transaction.id).queryKey, transaction);
      return queryClient.invalidateQueries({ queryKey: ['payments', 'transactions'] });
    },
  });
}
