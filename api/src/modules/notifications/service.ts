import type { UserNotification } from '@domus/shared/contract';
import type { AppDeps } from '../../app-deps';

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

/** The user's own notifications and those sent to everyone, newest first. */
export async function listNotifications(
  deps: AppDeps,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ data: UserNotification[]; total: number }> {
  const mine = '(n.user_id = $1 or n.user_id is null)';
  const [counted] = await deps.db.query<{ total: number }>(
    `select count(*)::int as total from notifications n where ${mine}`,
    [userId],
  );
  const rows = await deps.db.query<NotificationRow>(
    `select n.id, n.title, n.message, n.type, n.property_id, n.image, n.is_read, n.created_at
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
  };
}
