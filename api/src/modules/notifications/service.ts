import type { UserNotification } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';
import { markAllRead, readMarker, unreadCount } from './read-state';

interface NotificationRow {
  id: number;
  title: string;
  message: string;
  type: string;
  property_id: number | null;
  image: string;
  is_read: boolean;
  created_at: Date;
}

/** The user's own notifications and those sent to everyone, newest first, with the unread count. */
export async function listNotifications(
  deps: AppDeps,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ data: UserNotification[]; total: number; unread: number }> {
  const mine = '(n.user_id = $1 or n.user_id is null)';
  const [counted] = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from notifications n where ${mine}`,
    [userId],
  );
  const rows = await deps.db.query<NotificationRow>(
    `select n.id, n.title, n.message, n.type, n.property_id, n.image, n.created_at,
            n.created_at <= ${readMarker} as is_read
       from notifications n where ${mine}
      order by n.created_at desc, n.id desc limit $2 offset $3`,
    [userId, page.limit, page.offset],
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      title: row.title,
      message: row.message,
      type: row.type,
      property_id: row.property_id,
      created_at: row.created_at.toISOString(),
      notification_image: deps.files.url(row.image),
      is_read: row.is_read,
    })),
    total: counted?.total ?? 0,
    unread: await unreadCount(deps.db, userId),
  };
}

/**
 * mark-notifications-read: everything so far is read. Nothing is pushed: the realtime contract
 * has no count-only event, and other tabs show the right badge on their next list read.
 */
export async function markNotificationsRead(deps: AppDeps, userId: number): Promise<{ unread: number }> {
  await deps.db.transaction((tx) => markAllRead(tx, userId));
  return { unread: await unreadCount(deps.db, userId) };
}
