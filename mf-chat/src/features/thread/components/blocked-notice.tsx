import { Button } from '@domus/shared/ui';
import { useTranslation } from '@domus/shared/i18n';

import styles from '../../../components/chat.module.css';

export interface BlockedNoticeProps {
  blockedByMe: boolean;
  adminDesk: boolean;
  unblocking: boolean;
  failure: string | null;
  onUnblock: () => void;
}

/** Takes the composer's place while either side has blocked the other, and says why. */
export function BlockedNotice({ blockedByMe, adminDesk, unblocking, failure, onUnblock }: BlockedNoticeProps) {
  const { t } = useTranslation('chat');
  if (!blockedByMe) {
    return (
      <div className={styles.blockedNotice} role="status">
        <p>{t('chatMessages.blockedByUser')}</p>
      </div>
    );
  }
  return (
    <div className={styles.blockedNotice} role="status">
      <p>{t(adminDesk ? 'chatMessages.adminBlockedByMe' : 'chatMessages.blockedByMe')}</p>
      <Button size="small" disabled={unblocking} onClick={onUnblock}>
        {t('block.unblock')}
      </Button>
      {failure ? (
        <p className={styles.alert} role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  );
}
