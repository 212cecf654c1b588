import { z } from 'zod';
import { successEnvelope } from '../envelope';
import { isoDateTime, keysetEnvelope, keysetFields, queryChoice, queryId, queryText } from './common';
import { formId } from './form-fields';
import { paymentProviders, transactionSchema, transactionStatuses } from './packages';

/*
 * Bank transfers: the buyer transfers the package's price to the site's account and sends the
 * receipt; an admin confirms it (the package is granted as after an online payment) or rejects
 * it with a reason (the buyer may send another receipt).
 */

/** Receipts: checked by content, at most 5 MB. */
export const receiptRules = {
  maxBytes: 5 * 1024 * 1024,
  types: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
} as const;

/** The multipart field of the receipt in initiate-bank-transfer and upload-bank-receipt-file. */
export const receiptFileField = 'file';

/** One line of the site's bank details (web-settings `bank_details`): "IBAN" → "DE89 ...". */
export const bankDetailSchema = z.object({
  title: z.string(),
  /** `title` in the reader's language. */
  translated_title: z.string(),
  value: z.string(),
});
export type BankDetail = z.infer<typeof bankDetailSchema>;

/** initiate-bank-transfer (POST, auth, multipart): `package_id` and the receipt in `file`. */
export const initiateBankTransferBody = z.object({ package_id: formId('package_id') });
/** upload-bank-receipt-file (POST, auth, multipart): a new receipt for one's own transaction in review or rejected. */
export const uploadBankReceiptBody = z.object({ payment_transaction_id: formId('payment_transaction_id') });
export const bankTransferReply = successEnvelope(transactionSchema);

/** bank-receipt-file (GET, auth): a receipt's bytes, for the buyer and operators only. */
export const bankReceiptQuery = z.object({
  payment_transaction_id: queryId('payment_transaction_id').pipe(
    z.number({ error: 'payment_transaction_id is required' }),
  ),
});

// ---------------------------------------------------------------- operators

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day `YYYY-MM-DD` (UTC) of a date-range filter. */
const queryDay = (name: string) =>
  queryText(name, 10).refine(
    (value) => value === undefined || (dayPattern.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))),
    { error: `${name} must be a date like 2026-12-31` },
  );

export const adminTransactionsQuery = z
  .object({
    status: queryChoice('status', transactionStatuses),
    provider: queryChoice('provider', paymentProviders),
    /** The member's e-mail, exactly (any case). */
    email: queryText('email', 254),
    /** Created on or after this day. */
    from: queryDay('from'),
    /** Created on or before this day. */
    to: queryDay('to'),
    ...keysetFields(20),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
    }
  });
export type AdminTransactionsQuery = z.input<typeof adminTransactionsQuery>;

export const adminTransactionSchema = transactionSchema.extend({
  user_id: z.number().int(),
  user_name: z.string(),
  user_email: z.string(),
  /** When an operator confirmed or rejected it; null before. */
  decided_at: isoDateTime.nullable(),
});
export type AdminTransaction = z.infer<typeof adminTransactionSchema>;

/** A page of transactions, newest first; `next_cursor` fetches the next page (null on the last). */
export const adminTransactionsReply = keysetEnvelope(adminTransactionSchema);
export type AdminTransactionsReply = z.infer<typeof adminTransactionsReply>;

export const adminConfirmTransferBody = z.object({ id: formId('id') });
export const adminRejectTransferBody = z.object({
  id: formId('id'),
  reason: z
    .string({ error: 'reason must be text' })
    .trim()
    .min(1, { error: 'reason is required' })
    .max(1000, { error: 'reason must be at most 1000 characters' }),
});
export const adminTransactionReply = successEnvelope(adminTransactionSchema);
