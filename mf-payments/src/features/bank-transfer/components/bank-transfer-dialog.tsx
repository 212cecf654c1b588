import type { PaymentTransaction } from '@domus/shared/contract';
import { useSettings } from '@domus/shared/settings';
import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import styles from '../../../components/payments.module.css';
import { useSendReceipt, type ReceiptFor } from '../api/send-receipt';
import { receiptAccept, receiptProblem } from '../lib/receipt-file';

export interface BankTransferDialogProps {
  /** A new purchase (the plan's id) or a new receipt for one of the member's transfers. */
  to: ReceiptFor;
  /** What to transfer, as the page writes money ("$49.00"). */
  amount: string;
  onSent: (transaction: PaymentTransaction) => void;
  onClose: () => void;
}

/**
 * Paying by bank transfer: the site's account (web-settings `bank_details`) and the amount,
 * then the receipt (JPEG, PNG, WebP or PDF, at most 5 MB). The package starts once the site
 * confirms the money arrived.
 */
export function BankTransferDialog({ to, amount, onSent, onClose }: BankTransferDialogProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText();
  const settings = useSettings();
  const send = useSendReceipt();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<ReturnType<typeof receiptProblem>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const details = settings?.bank_details ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = receiptProblem(file);
    setProblem(found);
    setFailure(null);
    if (found || !file) {
      document.getElementById(`${id}-file`)?.focus();
      return;
    }
    send.mutate({ to, file }, { onSuccess: onSent, onError: (error) => setFailure(errorText(error)) });
  };

  return (
    <Dialog
      title={t('bankTransfer.title')}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={`${id}-form`} disabled={send.isPending}>
            {t('bankTransfer.send')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('bankTransfer.cancel')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.receiptForm} onSubmit={submit} noValidate>
        <p>{t('bankTransfer.intro', { amount })}</p>
        <p className={styles.muted}>{t('bankTransfer.account')}</p>
        {details.length ? (
          <dl className={styles.details}>
            {details.map((line) => (
              <div key={line.title} className={styles.detail}>
                <dt>
                  <bdi>{line.translated_title || line.title}</bdi>
                </dt>
                <dd>
                  <bdi>{line.value}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={styles.muted}>{t('bankTransfer.noDetails')}</p>
        )}
        <label htmlFor={`${id}-file`}>{t('bankTransfer.receipt')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept={receiptAccept}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(null);
          }}
        />
        {problem ? (
          <p id={`${id}-problem`} className={styles.alert}>
            {t(`bankTransfer.fileErrors.${problem}`)}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.muted}>
            {t('bankTransfer.receiptHint')}
          </p>
        )}
        {failure ? (
          <p role="alert" className={styles.alert}>
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
