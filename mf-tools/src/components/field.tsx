import { useId, type ComponentProps } from 'react';

import styles from './tools.module.css';

export interface FieldProps extends ComponentProps<'input'> {
  label: string;
  hint?: string;
  /** The message under the field; marks the input invalid. */
  error?: string;
}

/** A labelled text input with its hint and its validation message tied to it for screen readers. */
export function Field({ label, hint, error, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...input} />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
