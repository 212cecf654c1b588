import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useId, useState, type FormEvent } from 'react';

import { confirmIdentity } from '../api/confirm-identity';
import styles from './identity.module.css';

export interface ConfirmIdentityDialogProps {
  /** The operator proved who they are: the action they asked for is sent again. */
  onConfirmed: () => void;
  onClose: () => void;
}

/**
 * Asks the operator's password before a sensitive action (roles, payment settings, deleting
 * content) when their last proof of identity is more than 10 minutes old.
 */
export function ConfirmIdentityDialog({ onConfirmed, onClose }: ConfirmIdentityDialogProps) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const id = useId();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setFailure(t('identity.passwordRequired'));
    setPending(true);
    setFailure(null);
    try {
      await confirmIdentity(password);
      onConfirmed();
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      title={t('identity.title')}
      onClose={onClose}
      actions={
        <>
          <Button type="submit" form={`${id}-form`} disabled={pending}>
            {t('identity.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('users.cancel')}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} className={styles.form} onSubmit={(event) => void submit(event)}>
        <p>{t('identity.text')}</p>
        <div className={styles.field}>
          <label htmlFor={`${id}-password`}>{t('identity.password')}</label>
          <input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={failure !== null}
            aria-describedby={failure ? `${id}-error` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        {failure ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
