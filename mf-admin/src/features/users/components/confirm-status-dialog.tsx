import type { AdminUser } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';

import styles from './users.module.css';

export interface ConfirmStatusDialogProps {
  user: AdminUser;
  /** The status asked for: false deactivates, true reactivates. */
  active: boolean;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an account is deactivated (its holder is signed out everywhere) or reactivated. */
export function ConfirmStatusDialog({ user, active, pending, error, onConfirm, onClose }: ConfirmStatusDialogProps) {
  const { t } = useTranslation('admin');
  const name = isolate(user.name);
  return (
    <Dialog
      role="alertdialog"
      title={t(active ? 'users.confirmReactivate' : 'users.confirmDeactivate', { name })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            {active ? t('users.reactivate') : t('users.deactivate')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('users.cancel')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>
        {t(active ? 'users.confirmReactivateText' : 'users.confirmDeactivateText', { name: user.name })}
      </p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
