import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

import { useMessageText } from '../../hooks/use-message-text';
import styles from './form.module.css';

interface CommonProps {
  /** A ReactNode when it holds content (an admin's parameter name in a <bdi>). */
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: Pick<FieldError, 'message'>;
  hint?: ReactNode;
  /** Shown like a hint, in the warning colour: advice that never blocks saving. */
  warnings?: readonly string[];
  wide?: boolean;
}

export interface FormFieldProps extends CommonProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  multiline?: boolean;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  warnings = [],
  wide,
  children,
}: Omit<CommonProps, 'registration'> & { id: string; children: ReactNode }) {
  const messageText = useMessageText();
  return (
    <div className={wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {warnings.map((warning) => (
        <p key={warning} className={styles.warning} role="status" data-testid="seo-warning">
          {warning}
        </p>
      ))}
      {error?.message ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {messageText(error.message)}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: unknown, hint: unknown) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** A labelled input (or textarea) with its validation message beside it. */
export function FormField({ label, registration, error, hint, warnings, wide, multiline, ...input }: FormFieldProps) {
  const id = useId();
  const common = {
    id,
    'aria-invalid': error?.message ? true : undefined,
    'aria-describedby': describedBy(id, error?.message, hint),
    ...registration,
  };
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} warnings={warnings} wide={wide || multiline}>
      {multiline ? <textarea rows={5} {...common} /> : <input {...input} {...common} />}
    </FieldFrame>
  );
}

export interface SelectFieldProps extends CommonProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name'> {
  /** `dir: 'auto'` on an option whose label is content (a category name), not interface text. */
  options: readonly { value: string; label: string; dir?: 'auto' }[];
  placeholder?: string;
}

export function SelectField({
  label,
  registration,
  error,
  hint,
  wide,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} wide={wide}>
      <select
        id={id}
        aria-invalid={error?.message ? true : undefined}
        aria-describedby={describedBy(id, error?.message, hint)}
        {...select}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} dir={option.dir}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A failure of the whole form (what the API answered), shown at the top. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className={styles.alert} role="alert">
      {message}
    </p>
  );
}
