import type { VerificationRequest } from '@domus/shared/contract';
import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';

import styles from './verification.module.css';

export interface ApproveDialogProps {
  request: VerificationRequest;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an application is approved: its applicant becomes a verified agent, for everyone to see. */
export function ApproveDialog({ request, pending, error, onConfirm, onClose }: ApproveDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      role="alertdialog"
      title={t('verification.confirmApprove', { name: isolate(request.user_name) })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            {t('verification.approve')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('verification.cancel')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('verification.confirmApproveText', { name: request.user_name })}</p>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
