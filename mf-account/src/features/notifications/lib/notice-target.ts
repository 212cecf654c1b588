import type { UserNotification } from '@domus/shared/contract';
import { safeSitePath } from '@domus/shared/routing';

/**
 * Where a notice leads when clicked: its `link` (the API's: a saved search's results, a
 * listing's page, a conversation) when that is a path of this site, else nowhere.
 */
export const noticeTarget = (notification: Pick<UserNotification, 'link'>): string | null =>
  safeSitePath(notification.link);
