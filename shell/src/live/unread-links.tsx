import { unreadChatsQueryOptions, unreadNotificationsQueryOptions } from '@domus/shared/realtime';
import { NavLink } from '@domus/shared/routing';
import { sessionAtom } from '@domus/shared/store';
import { useQuery } from '@domus/shared/query';
import { BellIcon, ChatIcon } from '@domus/shared/ui';
import { useAtomValue } from 'jotai';
import { useTranslation } from '@domus/shared/i18n';
import { pagePaths } from '@domus/shared/contract/page-paths';

import styles from './unread-links.module.css';

/** Badge text: nothing at 0, "99+" past 99. */
export const badgeText = (count: number) => (count <= 0 ? '' : count > 99 ? '99+' : String(count));

/** Chat and notifications links with their unread counts (signed-in users only). */
export function UnreadLinks() {
  const { t } = useTranslation('shell');
  const session = useAtomValue(sessionAtom);
  const userId = session.data?.id ?? 0;
  const signedIn = Boolean(session.data);
  const notifications = useQuery({ ...unreadNotificationsQueryOptions(userId), enabled: signedIn }).data ?? 0;
  const chats = useQuery({ ...unreadChatsQueryOptions(userId), enabled: signedIn }).data ?? 0;
  if (!signedIn) return null;
  return (
    <nav aria-label={t('header.inbox')} className={styles.links}>
      <NavLink to={pagePaths.chat} className={styles.link} aria-label={t('header.chatUnread', { count: chats })}>
        <ChatIcon size={20} />
        {chats > 0 ? (
          <span className={styles.badge} data-testid="chat-badge" aria-hidden="true">
            {badgeText(chats)}
          </span>
        ) : null}
      </NavLink>
      <NavLink
        to={pagePaths.notifications}
        className={styles.link}
        aria-label={t('header.notificationsUnread', { count: notifications })}
      >
        <BellIcon size={20} />
        {notifications > 0 ? (
          <span className={styles.badge} data-testid="notification-badge" aria-hidden="true">
            {badgeText(notifications)}
          </span>
        ) : null}
      </NavLink>
    </nav>
  );
}
