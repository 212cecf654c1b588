import type { AdminTransaction } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import styles from './payments.module.css';

/** What the API takes as a reason. */
const reasonMaxLength = 1000;

export interface RejectTransferDialogProps {
  transaction: AdminTransaction;
  pending: boolean;
  failure: string | null;
  /** The reason, trimmed and never empty: the member reads it. */
  onReject: (reason: string) => void;
  onClose: () => void;
}

/** Rejects a bank transfer with the reason its member reads (required); they may send another receipt. */
export function RejectTransferDialog({ transaction, pending, failure, onReject, onClose }: RejectTransferDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [empty, setEmpty] = useState(false);
  const fieldId = `${id}-reason`;
  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setEmpty(true);
      document.getElementById(fieldId)?.focus();
    } else onReject(reason.trim());
  };
  return (
    <Dialog
      title={t('payments.rejectTitle', { id: transaction.id })}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={`${id}-form`} disabled={pending}>
            {t('payments.reject')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('payments.cancel')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.reasonForm} onSubmit={send} noValidate>
        <label htmlFor={fieldId}>{t('payments.reasonLabel')}</label>
        <textarea
          id={fieldId}
          rows={4}
          value={reason}
          maxLength={reasonMaxLength}
          required
          aria-invalid={empty}
          aria-describedby={empty ? `${id}-empty` : `${id}-hint`}
          onChange={(event) => {
            setReason(event.target.value);
            setEmpty(false);
          }}
        />
        {empty ? (
          <p id={`${id}-empty`} className={styles.fieldError}>
            {t('payments.reasonRequired')}
          </p>
        ) : (
          <p id={`${id}-hint`} className={styles.hint}>
            {t('payments.reasonHint')}
          </p>
        )}
      </form>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
