import { useTranslation } from '@domus/shared/i18n';
import { Button } from '@domus/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';

import styles from './content.module.css';

export interface EditorFormProps {
  title: string;
  pending: boolean;
  /** Why the last save failed, in the page's language. */
  failure: string | null;
  /** Saves; the form element for a form sent as it is (a multipart form with a file). */
  onSubmit: (form: HTMLFormElement) => void;
  onCancel?: () => void;
  children: ReactNode;
}

/** A Content form: its heading (focused when it opens, for keyboard and screen reader users), fields, failure, Save. */
export function EditorForm({ title, pending, failure, onSubmit, onCancel, children }: EditorFormProps) {
  const { t } = useTranslation('admin');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (onCancel) heading.current?.focus();
  }, [onCancel]);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.currentTarget);
      }}
    >
      <h2 className={styles.formTitle} tabIndex={-1} ref={heading}>
        {title}
      </h2>
      {children}
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={pending}>
          {t('content.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('users.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
