import { isPushSupported } from '@domus/shared/realtime';
import { useTranslation } from '@domus/shared/i18n';

import styles from './chat.module.css';

/** docs/SPEC.md §1: chat shows a banner where the browser supports neither live updates nor push messages. */
export function ChatUnsupportedBanner() {
  const { t } = useTranslation('chat');
  if (isPushSupported() && typeof WebSocket !== 'undefined') return null;
  return (
    <p className={styles.banner} role="status">
      {t('chatMessages.chatUnsupported')}
    </p>
  );
}
