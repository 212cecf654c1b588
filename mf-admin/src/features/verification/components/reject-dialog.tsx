import type { VerificationRequest } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import { rejectReasonKeys, rejectReasonMaxLength } from '../lib/reject-reasons';
import styles from './verification.module.css';

export interface RejectDialogProps {
  request: VerificationRequest;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  /** The reason, trimmed and never empty: its applicant reads it. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * Rejects an application with the reason its applicant reads (required, at most 1000
 * characters). A usual reason fills the field when picked; the operator may still edit it.
 */
export function RejectDialog({ request, pending, error, onConfirm, onClose }: RejectDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `${id}-form`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onConfirm(text);
  };
  return (
    <Dialog
      title={t('verification.confirmReject', { name: isolate(request.user_name) })}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={pending}>
            {t('verification.reject')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('verification.cancel')}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.rejectForm} onSubmit={submit} noValidate>
        <fieldset className={styles.templates}>
          <legend>{t('verification.templates')}</legend>
          {rejectReasonKeys.map((key) => (
            <Button
              key={key}
              variant="secondary"
              size="small"
              onClick={() => {
                setReason(t(`verification.reasons.${key}`));
                setMissing(false);
                document.getElementById(`${id}-reason`)?.focus();
              }}
            >
              {t(`verification.reasons.${key}`)}
            </Button>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>{t('verification.reasonLabel')}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={4}
            maxLength={rejectReasonMaxLength}
            required
            aria-invalid={missing}
            aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('verification.reasonHint', { count: rejectReasonMaxLength - reason.length })}
          </p>
          {missing ? (
            <p id={`${id}-missing`} className={styles.fieldError}>
              {t('verification.reasonRequired')}
            </p>
          ) : null}
        </div>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
