import type { UserNotification } from '@domus/shared/contract';

/**
 * A path of this site, or null: one leading `/`, never `//host` or `/\host` (browsers read both
 * as another site), so no scheme (`javascript:`, `https:`) either, and no control characters
 * (browsers drop tabs and newlines, which would turn `/\t/host` into `//host`).
 */
export function sitePath(link: string | null | undefined): string | null {
  const path = link?.trim() ?? '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u001f\u007f]/.test(path)) return null;
  return path;
}

/**
 * Where a notice leads when clicked: its `link` (the API's: a saved search's results, a
 * listing's page, a conversation) when that is a path of this site, else nowhere.
 */
export const noticeTarget = (notification: Pick<UserNotification, 'link'>): string | null =>
  sitePath(notification.link);
