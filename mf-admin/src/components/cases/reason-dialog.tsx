import { caseReasonMaxLength } from '@domus/shared/contract';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent, type ReactNode } from 'react';

import styles from './cases.module.css';

export interface ReasonDialogProps {
  title: string;
  /** What the decision does, said before it is made. */
  children?: ReactNode;
  /** The button that decides ("Ban", "Dismiss"...). */
  confirmLabel: string;
  /** The usual reasons, in the operator's language: picking one fills the reason, still editable. */
  templates: readonly string[];
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  /** The reason, trimmed and never empty: the decision log keeps it. */
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** A decision on a case, with its reason (required, at most 1000 characters). */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  templates,
  pending,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const formId = `${id}-form`;
  const field = () => document.getElementById(`${id}-reason`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setMissing(true);
      field()?.focus();
      return;
    }
    onConfirm(text);
  };
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={formId} disabled={pending}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cases.cancel')}
          </Button>
        </>
      }
    >
      {children}
      <form id={formId} className={styles.reasonForm} onSubmit={submit} noValidate>
        <fieldset className={styles.templates}>
          <legend>{t('cases.templates')}</legend>
          {templates.map((text) => (
            <Button
              key={text}
              variant="secondary"
              size="small"
              onClick={() => {
                setReason(text);
                setMissing(false);
                field()?.focus();
              }}
            >
              {text}
            </Button>
          ))}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-reason`}>{t('cases.reasonLabel')}</label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            rows={3}
            maxLength={caseReasonMaxLength}
            required
            aria-invalid={missing}
            aria-describedby={`${id}-hint${missing ? ` ${id}-missing` : ''}`}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setMissing(false);
            }}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('cases.reasonHint', { count: caseReasonMaxLength - reason.length })}
          </p>
          {missing ? (
            <p id={`${id}-missing`} className={styles.fieldError}>
              {t('cases.reasonRequired')}
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
