import { receiptRules } from '@domus/shared/contract';

/** What the file input offers: the types the API takes (it checks the bytes again). */
export const receiptAccept = receiptRules.types.join(',');

/** Why a chosen file cannot be a receipt (a key of `bankTransfer.fileErrors`), or null when it may. */
export function receiptProblem(file: File | null): 'missing' | 'type' | 'size' | null {
  if (!file) return 'missing';
  if (!(receiptRules.types as readonly string[]).includes(file.type)) return 'type';
  if (file.size > receiptRules.maxBytes) return 'size';
  return null;
}
