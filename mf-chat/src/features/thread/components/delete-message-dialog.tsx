import { Button, Dialog } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';

export interface DeleteMessageDialogProps {
  pending: boolean;
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Deleting takes the message away for both sides: ask first. */
export function DeleteMessageDialog({ pending, failure, onConfirm, onClose }: DeleteMessageDialogProps) {
  const { t } = useTranslation('chat');
  return (
    <Dialog
      role="alertdialog"
      title={t('thread.deleteTitle')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('thread.cancel')}
          </Button>
          <Button disabled={pending} onClick={onConfirm}>
            {t('thread.confirmDelete')}
          </Button>
        </>
      }
    >
      <p>{t('thread.deleteText')}</p>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
