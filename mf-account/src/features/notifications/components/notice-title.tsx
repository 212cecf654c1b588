import type { UserNotification } from '@domus/shared/contract';
import { Link } from '@domus/shared/routing';

import { noticeTarget } from '../lib/notice-target';
import styles from './notifications.module.css';

/** A notice's title, leading to what it is about when it leads anywhere on this site. */
export function NoticeTitle({ notification }: { notification: UserNotification }) {
  const target = noticeTarget(notification);
  const title = <bdi>{notification.title}</bdi>;
  if (!target) return title;
  return (
    <Link to={target} className={styles.link}>
      {title}
    </Link>
  );
}
