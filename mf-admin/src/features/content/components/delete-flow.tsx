import { useApiErrorText, useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';
import { useState } from 'react';

import { needsIdentityProof } from '../../identity/api/confirm-identity';
import { ConfirmIdentityDialog } from '../../identity/components/confirm-identity-dialog';
import styles from './content.module.css';

export interface DeleteFlowProps {
  /** What is deleted, as the question names it. */
  name: string;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  onClose: () => void;
}

/**
 * Asks before content is deleted; when the API wants a fresh proof of identity (the last one is
 * more than 10 minutes old), asks the operator's password and deletes again.
 */
export function DeleteFlow({ name, onDelete, onDeleted, onClose }: DeleteFlowProps) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [proving, setProving] = useState(false);

  const remove = async () => {
    setPending(true);
    setFailure(null);
    try {
      await onDelete();
      onDeleted();
    } catch (error) {
      if (needsIdentityProof(error)) setProving(true);
      else setFailure(errorText(error));
    } finally {
      setPending(false);
    }
  };

  if (proving) {
    return (
      <ConfirmIdentityDialog
        onConfirmed={() => {
          setProving(false);
          void remove();
        }}
        onClose={onClose}
      />
    );
  }
  return (
    <Dialog
      role="alertdialog"
      title={t('content.confirmDelete', { name })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={() => void remove()} disabled={pending}>
            {t('content.delete')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('users.cancel')}
          </Button>
        </>
      }
    >
      <p>{t('content.confirmDeleteText')}</p>
      {failure ? (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
