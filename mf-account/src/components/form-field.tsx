import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@domus/shared/i18n';

import styles from './account.module.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: ReactNode;
  multiline?: boolean;
}

/** A labelled input with its validation message next to it (the message is an `account` key). */
export function FormField({ label, registration, error, hint, multiline, ...input }: FormFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, ...registration };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={4} {...common} /> : <input {...input} {...common} />}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {t(error.message)}
        </p>
      ) : null}
    </div>
  );
}

/** A failure of the whole form (what the API answered), shown above its buttons. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}
