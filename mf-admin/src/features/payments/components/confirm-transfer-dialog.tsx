import type { AdminTransaction } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';

import styles from './payments.module.css';

export interface ConfirmTransferDialogProps {
  transaction: AdminTransaction;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a bank transfer is confirmed: the member's package starts at once, and it cannot be undone here. */
export function ConfirmTransferDialog({
  transaction,
  pending,
  failure,
  onConfirm,
  onClose,
}: ConfirmTransferDialogProps) {
  const { t } = useTranslation('admin');
  const who = transaction.user_name || transaction.user_email;
  return (
    <Dialog
      role="alertdialog"
      title={t('payments.confirmTitle', { id: transaction.id })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            {t('payments.confirm')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('payments.cancel')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>
        {t('payments.confirmText', {
          name: isolate(who),
          package: isolate(transaction.translated_package_name),
        })}
      </p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
