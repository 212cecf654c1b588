import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n';

import type { GuardFailure } from './guard-rules';
import styles from './guard-dialog.module.css';
import { GUARD_NAMESPACE, registerGuardTexts } from './guard-texts';

export interface GuardDialogProps {
  failure: GuardFailure;
  /** Called after the user confirms; the caller navigates to `failure.redirectTo`. */
  onConfirm: () => void;
  onCancel: () => void;
}

/** The "Opps!" dialog: says which rule failed; confirming goes where the rule says. */
export function GuardDialog({ failure, onConfirm, onCancel }: GuardDialogProps) {
  const { i18n } = useTranslation();
  registerGuardTexts(i18n);
  const { t } = useTranslation(GUARD_NAMESPACE);
  const titleId = useId();
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    confirmRef.current?.focus();
  }, []);

  return (
    <div className={styles.backdrop}>
      <div
        className={styles.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <h2 id={titleId} className={styles.title}>
          {t('title', { defaultValue: 'Opps!' })}
        </h2>
        <p id={messageId} className={styles.message}>
          {t(failure.textKey ?? failure.reason, { defaultValue: failure.message })}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {t('cancel', { defaultValue: 'Cancel' })}
          </button>
          <button type="button" ref={confirmRef} className={styles.confirm} onClick={onConfirm}>
            {failure.reason === 'notSignedIn'
              ? t('logIn', { defaultValue: 'Log in' })
              : failure.reason === 'packageCheckFailed'
                ? t('tryAgain', { defaultValue: 'Try again' })
                : t('confirm', { defaultValue: 'OK' })}
          </button>
        </div>
      </div>
    </div>
  );
}
