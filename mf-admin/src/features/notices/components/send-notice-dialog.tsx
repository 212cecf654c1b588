import { isolate } from '@domus/shared/format';
import { useTranslation } from '@domus/shared/i18n';
import { Button, Dialog } from '@domus/shared/ui';

import type { NoticeDraft } from '../lib/notice-draft';
import styles from './notices.module.css';

export interface SendNoticeDialogProps {
  draft: NoticeDraft;
  recipients: number;
  pending: boolean;
  /** Why the last attempt failed, in the page's language. */
  failure: string | null;
  onSend: () => void;
  onClose: () => void;
}

/** Asks before a notice goes out: it reaches everyone counted at once and cannot be taken back. */
export function SendNoticeDialog({ draft, recipients, pending, failure, onSend, onClose }: SendNoticeDialogProps) {
  const { t } = useTranslation('admin');
  const segment =
    draft.segment === 'city'
      ? t('notices.cityOf', { city: isolate(draft.city) })
      : t(`notices.segments.${draft.segment}`);
  return (
    <Dialog
      role="alertdialog"
      title={t('notices.confirmTitle', { count: recipients })}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onSend} disabled={pending}>
            {t('notices.send')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('notices.cancel')}
          </Button>
        </>
      }
    >
      <p className={styles.dialogText}>{t('notices.confirmText', { title: isolate(draft.title.trim()), segment })}</p>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}
