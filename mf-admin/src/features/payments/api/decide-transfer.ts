import { fetchEnvelope } from '@domus/shared/api';
import type { AdminTransaction } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

import { transactionsKey } from './list-transactions';

/** An admin's decision on a bank transfer in review: it arrived, or it is refused with the reason its member reads. */
export type TransferDecision = { transaction: Pick<AdminTransaction, 'id'> } & (
  { confirm: true } | { confirm: false; reason: string }
);

/**
 * admin/payment-transactions/confirm (sensitive: may answer reauthenticationRequired) or
 * /reject: the transaction as it is now.
 */
export async function decideTransfer(decision: TransferDecision): Promise<AdminTransaction> {
  const id = decision.transaction.id;
  const reply = decision.confirm
    ? await fetchEnvelope('adminConfirmBankTransfer', { body: { id } })
    : await fetchEnvelope('adminRejectBankTransfer', { body: { id, reason: decision.reason.trim() } });
  return reply.data;
}

/** Decides a bank transfer, then every page of transactions is asked again (it leaves the review view). */
export function useDecideTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: transactionsKey }),
  });
}
