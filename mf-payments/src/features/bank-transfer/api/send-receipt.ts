import { fetchEnvelope } from '@domus/shared/api';
import { receiptFileField, type PaymentTransaction } from '@domus/shared/contract';
import { useMutation, useQueryClient } from '@domus/shared/query';

/** A receipt for a package bought by bank transfer (a new transaction), or for one of the member's transfers. */
export type ReceiptFor = { packageId: number } | { transactionId: number };

/**
 * initiate-bank-transfer (`package_id` + `file`) or upload-bank-receipt-file
 * (`payment_transaction_id` + `file`), multipart as existing clients send them: the transaction
 * as it is now, waiting for the site to confirm the payment.
 */
export async function sendReceipt({ to, file }: { to: ReceiptFor; file: File }): Promise<PaymentTransaction> {
  const form = new FormData();
  form.append(receiptFileField, file);
  if ('packageId' in to) {
    form.append('package_id', String(to.packageId));
    return (await fetchEnvelope('initiateBankTransfer', { body: form })).data;
  }
  form.append('payment_transaction_id', String(to.transactionId));
  return (await fetchEnvelope('uploadBankReceiptFile', { body: form })).data;
}

/** Sends a receipt; the member's transactions are asked again (one is new or back in review). */
export function useSendReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendReceipt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['payments', 'transactions'] }),
  });
}
