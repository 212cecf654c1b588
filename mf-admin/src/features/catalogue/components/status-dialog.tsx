import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';

import styles from './catalogue.module.css';

/** What is asked: deactivate or activate a row; withdraw a package from sale or put it back. */
export type StatusQuestion = 'deactivate' | 'activate' | 'withdraw' | 'restore';

export interface StatusDialogProps {
  name: string;
  question: StatusQuestion;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a row is deactivated or activated, or a package withdrawn or put back on sale. */
export function StatusDialog({ name, question, pending, error, onConfirm, onClose }: StatusDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      role="alertdialog"
      title={t(`catalogue.confirm.${question}Title`, { name: isolate(name) })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onConfirm} disabled={pending}>
            {t(`catalogue.confirm.${question}Button`)}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('catalogue.cancel')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t(`catalogue.confirm.${question}Text`)}</p>
      {error ? (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
